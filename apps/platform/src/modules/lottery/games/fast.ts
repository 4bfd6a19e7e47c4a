import type { LotteryGame } from './game';
import { time } from './game';
import { digitsFrom } from './draw';
import { paid, parityOf, playType, oneOf, sides, sumOf, wholeNumber } from './playType';
import type { BigSmall, OddEven } from './playType';

/**
 * Fast lottery: three digits 0–9 (one per position, repeats allowed) every 3 minutes.
 *
 * House edge 2 % on every bet type (return to player 98 %):
 * - FAST_POSITION: one digit on one position, P = 1/10, pays 9.80 × the stake;
 * - FAST_BIG_SMALL: the sum (0–27) is big (14–27) or small (0–13), P = 1/2 each (the digits'
 *   sum is symmetric about 13.5), pays 1.96 ×;
 * - FAST_ODD_EVEN: the sum is odd or even, P = 1/2 each, pays 1.96 ×.
 */

export const fastDigits = 3;
const bigFrom = 14;

export const fastOdds = { position: 980, bigSmall: 196, oddEven: 196 } as const;

export const fastGame: LotteryGame = {
  kind: 'fast',
  everyMs: 3 * time.minute,
  closeBeforeMs: 10_000,
  floatsNeeded: fastDigits,
  draw: (floats) => digitsFrom(floats, fastDigits, 10),
  playTypes: [
    playType<{ position: number; number: number }>({
      code: 'FAST_POSITION',
      parse: (s, field) => ({
        position: wholeNumber(s, field, 'position', 1, fastDigits),
        number: wholeNumber(s, field, 'number', 0, 9),
      }),
      payoutMinor: (stake, s, result) =>
        result[s.position - 1] === s.number ? paid(stake, fastOdds.position) : 0n,
      minStake: 100n,
      maxStake: 1_000_000n,
      pick: { kind: 'position', positions: fastDigits, low: 0, high: 9 },
      odds: { kind: 'fixed', hundredths: fastOdds.position },
    }),
    playType<{ side: BigSmall }>({
      code: 'FAST_BIG_SMALL',
      parse: (s, field) => ({ side: oneOf(s, field, 'side', sides.bigSmall) }),
      payoutMinor: (stake, s, result) =>
        (sumOf(result) >= bigFrom ? 'big' : 'small') === s.side
          ? paid(stake, fastOdds.bigSmall)
          : 0n,
      minStake: 100n,
      maxStake: 5_000_000n,
      pick: { kind: 'side', sides: [...sides.bigSmall] },
      odds: { kind: 'fixed', hundredths: fastOdds.bigSmall },
    }),
    playType<{ side: OddEven }>({
      code: 'FAST_ODD_EVEN',
      parse: (s, field) => ({ side: oneOf(s, field, 'side', sides.oddEven) }),
      payoutMinor: (stake, s, result) =>
        parityOf(sumOf(result)) === s.side ? paid(stake, fastOdds.oddEven) : 0n,
      minStake: 100n,
      maxStake: 5_000_000n,
      pick: { kind: 'side', sides: [...sides.oddEven] },
      odds: { kind: 'fixed', hundredths: fastOdds.oddEven },
    }),
  ],
};
