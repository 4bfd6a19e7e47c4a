import { LotteryLayout } from './LotteryLayout';

/** §2.1 /seaLottery: the sea lottery's games (prize mode SEA) and the selected game's view. */
export default function SeaLotteryPage() {
  return <LotteryLayout prizeMode="SEA" />;
}
