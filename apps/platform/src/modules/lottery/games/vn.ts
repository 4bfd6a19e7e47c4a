import type { LotteryGame } from './game';
import { time } from './game';
import { digitsFrom } from './draw';
import { paid, playType, wholeNumber } from './playType';

/**
 * Vietnamese-style lottery, every 4 hours in the demo: 18 prizes, each a two-digit number 00–99
 * (repeats allowed, like the last two digits of the southern draw's 18 prizes); the first is the
 * special prize. Bets are on a two-digit number:
 * - VN_DE ("đề"): the special prize's number, P = 1/100, pays 90 × (return 90 %, edge 10 %);
 * - VN_LO ("lô"): pays 5 × the stake for each prize showing the number; the expected count is
 *   18/100, so the return is 18/100 × 5 = 90 % (edge 10 %), at most 90 × if all 18 match.
 */

export const vnPrizes = 18;
export const vnOdds = { de: 9000, loPerHit: 500 } as const;

export const vnGame: LotteryGame = {
  kind: 'vn',
  everyMs: 4 * time.hour,
  closeBeforeMs: time.minute,
  floatsNeeded: vnPrizes,
  draw: (floats) => digitsFrom(floats, vnPrizes, 100),
  playTypes: [
    playType<{ number: number }>({
      code: 'VN_DE',
      parse: (s, field) => ({ number: wholeNumber(s, field, 'number', 0, 99) }),
      payoutMinor: (stake, s, result) => (result[0] === s.number ? paid(stake, vnOdds.de) : 0n),
      minStake: 100n,
      maxStake: 500_000n,
      pick: { kind: 'number', low: 0, high: 99 },
      odds: { kind: 'fixed', hundredths: vnOdds.de },
    }),
    playType<{ number: number }>({
      code: 'VN_LO',
      parse: (s, field) => ({ number: wholeNumber(s, field, 'number', 0, 99) }),
      payoutMinor: (stake, s, result) =>
        paid(stake, vnOdds.loPerHit * result.filter((n) => n === s.number).length),
      minStake: 100n,
      maxStake: 500_000n,
      pick: { kind: 'number', low: 0, high: 99 },
      odds: { kind: 'perHit', hundredths: vnOdds.loPerHit },
    }),
  ],
};
