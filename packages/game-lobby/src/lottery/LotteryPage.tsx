import { LotteryLayout } from './LotteryLayout';

/** §2.1 /lottery: every lottery game by group, and the selected game's betting view. */
export default function LotteryPage() {
  return <LotteryLayout prizeMode={undefined} />;
}
