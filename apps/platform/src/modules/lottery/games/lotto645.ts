import type { LotteryGame } from './game';
import { time } from './game';
import { ballsFrom } from './draw';
import { distinctNumbers, paid, playType } from './playType';

/**
 * 6/45 lotto: 6 balls of 45 drawn every 8 hours (three draws a day). LOTTO_PICK6: pick 6
 * numbers; fixed odds by matches (no pooled jackpot). With C(45,6) = 8,145,060 tickets:
 * 6 matches (1 ticket) 2,000,000 ×, 5 (234) 5,000 ×, 4 (11,115) 100 ×, 3 (182,780) 10 ×, for a
 * return of 6,109,300 / 8,145,060 ≈ 75.0 % (house edge ≈ 25 %, a usual lotto's share).
 */

export const lottoBalls = { drawn: 6, of: 45 } as const;

/** Odds in hundredths by matches. */
export const lottoPayTable: Readonly<Record<number, number>> = {
  3: 1000,
  4: 10_000,
  5: 500_000,
  6: 200_000_000,
};

export const lotto645Game: LotteryGame = {
  kind: 'lotto645',
  everyMs: 8 * time.hour,
  closeBeforeMs: time.minute,
  floatsNeeded: lottoBalls.drawn,
  draw: (floats) => ballsFrom(floats, lottoBalls.drawn, lottoBalls.of),
  playTypes: [
    playType<{ numbers: number[] }>({
      code: 'LOTTO_PICK6',
      parse: (s, field) => ({
        numbers: distinctNumbers(
          s,
          field,
          'numbers',
          { min: lottoBalls.drawn, max: lottoBalls.drawn },
          { low: 1, high: lottoBalls.of },
        ),
      }),
      payoutMinor: (stake, s, result) =>
        paid(stake, lottoPayTable[s.numbers.filter((n) => result.includes(n)).length] ?? 0),
      minStake: 100n,
      maxStake: 100_000n,
      pick: {
        kind: 'numbers',
        min: lottoBalls.drawn,
        max: lottoBalls.drawn,
        low: 1,
        high: lottoBalls.of,
      },
      odds: {
        kind: 'table',
        rows: Object.entries(lottoPayTable).map(([hits, hundredths]) => ({
          picks: lottoBalls.drawn,
          hits: Number(hits),
          hundredths,
        })),
      },
    }),
  ],
};
