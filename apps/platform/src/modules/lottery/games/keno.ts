import type { LotteryGame } from './game';
import { time } from './game';
import { ballsFrom } from './draw';
import { distinctNumbers, oneOf, paid, parityOf, playType, sides, sumOf } from './playType';
import type { BigSmall, OddEven } from './playType';

/**
 * Keno: 20 balls of 80 drawn every 5 minutes.
 *
 * KENO_PICK: pick 1 to 10 spots; the pay table below gives the odds (hundredths of the stake) by
 * spots and hits. Exact returns from the hypergeometric odds C(20,h)·C(60,s−h)/C(80,s), checked
 * by test/lottery/games.test.ts: 1 spot 92.5 %, 2: 92.1, 3: 91.6, 4: 92.6, 5: 92.3, 6: 93.3,
 * 7: 94.5, 8: 92.1, 9: 92.7, 10: 93.5 % — a house edge of 5.5 to 8.5 %.
 *
 * KENO_BIG_SMALL on the sum of the 20 balls (210–1410): big above 810, small below, and 810
 * itself (P ≈ 0.44 %) loses both; P(big) = P(small) ≈ 49.78 %, pays 1.96 × (return ≈ 97.6 %).
 * KENO_ODD_EVEN on the sum: P(odd) ≈ P(even) ≈ 50 %, pays 1.96 × (return 98 %, edge 2 %).
 */

export const kenoBalls = { drawn: 20, of: 80 } as const;
export const kenoMiddle = 810;

/** kenoPayTable[spots][hits] = odds in hundredths (0 where absent). */
export const kenoPayTable: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 370 },
  2: { 1: 100, 2: 900 },
  3: { 2: 200, 3: 4600 },
  4: { 2: 100, 3: 800, 4: 12_000 },
  5: { 3: 350, 4: 2000, 5: 60_000 },
  6: { 3: 200, 4: 850, 5: 6000, 6: 190_000 },
  7: { 3: 100, 4: 600, 5: 3000, 6: 12_000, 7: 450_000 },
  8: { 4: 350, 5: 1500, 6: 8000, 7: 80_000, 8: 1_000_000 },
  9: { 4: 230, 5: 600, 6: 3500, 7: 25_000, 8: 350_000, 9: 1_000_000 },
  10: { 0: 200, 5: 350, 6: 2500, 7: 14_000, 8: 90_000, 9: 450_000, 10: 1_000_000 },
};

export const kenoOdds = { bigSmall: 196, oddEven: 196 } as const;

export function kenoSide(result: readonly number[]): BigSmall | null {
  const sum = sumOf(result);
  return sum > kenoMiddle ? 'big' : sum < kenoMiddle ? 'small' : null;
}

export const kenoGame: LotteryGame = {
  kind: 'keno',
  everyMs: 5 * time.minute,
  closeBeforeMs: 10_000,
  floatsNeeded: kenoBalls.drawn,
  draw: (floats) => ballsFrom(floats, kenoBalls.drawn, kenoBalls.of),
  playTypes: [
    playType<{ numbers: number[] }>({
      code: 'KENO_PICK',
      parse: (s, field) => ({
        numbers: distinctNumbers(s, field, 'numbers', { min: 1, max: 10 }, { low: 1, high: 80 }),
      }),
      payoutMinor: (stake, s, result) => {
        const hits = s.numbers.filter((n) => result.includes(n)).length;
        return paid(stake, kenoPayTable[s.numbers.length]?.[hits] ?? 0);
      },
      minStake: 100n,
      maxStake: 100_000n,
      pick: { kind: 'numbers', min: 1, max: 10, low: 1, high: kenoBalls.of },
      odds: {
        kind: 'table',
        rows: Object.entries(kenoPayTable).flatMap(([picks, byHits]) =>
          Object.entries(byHits).map(([hits, hundredths]) => ({
            picks: Number(picks),
            hits: Number(hits),
            hundredths,
          })),
        ),
      },
    }),
    playType<{ side: BigSmall }>({
      code: 'KENO_BIG_SMALL',
      parse: (s, field) => ({ side: oneOf(s, field, 'side', sides.bigSmall) }),
      payoutMinor: (stake, s, result) =>
        kenoSide(result) === s.side ? paid(stake, kenoOdds.bigSmall) : 0n,
      minStake: 100n,
      maxStake: 5_000_000n,
      pick: { kind: 'side', sides: [...sides.bigSmall] },
      odds: { kind: 'fixed', hundredths: kenoOdds.bigSmall },
    }),
    playType<{ side: OddEven }>({
      code: 'KENO_ODD_EVEN',
      parse: (s, field) => ({ side: oneOf(s, field, 'side', sides.oddEven) }),
      payoutMinor: (stake, s, result) =>
        parityOf(sumOf(result)) === s.side ? paid(stake, kenoOdds.oddEven) : 0n,
      minStake: 100n,
      maxStake: 5_000_000n,
      pick: { kind: 'side', sides: [...sides.oddEven] },
      odds: { kind: 'fixed', hundredths: kenoOdds.oddEven },
    }),
  ],
};
