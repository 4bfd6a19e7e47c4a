import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { roundFloats } from '../../src/modules/demo-games/fair/fair';
import {
  baccaratPayoutMinor,
  baccaratReturnPercent,
  baccaratSpots,
  bankerDraws,
  cardOf,
  dealBaccarat,
} from '../../src/modules/demo-games/games/baccarat';
import type { BaccaratOutcome, BaccaratSpot } from '../../src/modules/demo-games/games/baccarat';

/** The browser's copy of the deal (public/fair.js), loaded as the verify page loads it. */
interface BrowserFair {
  baccaratOutcome(floats: number[]): BaccaratOutcome;
  cardText(card: { rank: number; suit: string }): string;
}
const fairJs = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/modules/demo-games/public/fair.js',
);
const browser = (await import(pathToFileURL(fairJs).href)) as BrowserFair;

/** A float that deals this card: rank 1 (ace) to 13 (king), spades unless a suit index is given. */
const f = (rank: number, suit = 0) => (suit * 13 + rank - 1 + 0.5) / 52;
/** Floats dealing these ranks in order, padded to the round's eight. */
const deal = (...ranks: number[]) =>
  dealBaccarat([...ranks.map((r) => f(r)), ...Array(8 - ranks.length).fill(0)]);

describe('baccarat cards from the fair floats (issue 11)', () => {
  it('maps a float to one of 52 cards: rank i mod 13, suit i div 13', () => {
    expect(cardOf(0)).toEqual({ rank: 1, suit: 'S' });
    expect(cardOf(f(13))).toEqual({ rank: 13, suit: 'S' });
    expect(cardOf(f(1, 1))).toEqual({ rank: 1, suit: 'H' });
    expect(cardOf(0.999_999)).toEqual({ rank: 13, suit: 'C' });
    expect(() => cardOf(1)).toThrow(RangeError);
  });

  it('deals Player, Banker, Player, Banker: a natural 9 beats 8 and nobody draws', () => {
    // Player 4 + 5 = 9, Banker 3 + 5 = 8.
    const coup = deal(4, 3, 5, 5, 1, 1);
    expect(coup.player.map((c) => c.rank)).toEqual([4, 5]);
    expect(coup.banker.map((c) => c.rank)).toEqual([3, 5]);
    expect(coup).toMatchObject({ playerPoint: 9, bankerPoint: 8, winner: 'PLAYER', natural: true });
  });

  it('counts tens and faces as 0 and only the last digit: K + 7 is 7, 9 + 9 is 8', () => {
    const coup = deal(13, 9, 7, 9);
    expect(coup).toMatchObject({ playerPoint: 7, bankerPoint: 8, winner: 'BANKER', natural: true });
  });

  it('the Player draws on 0 to 5 and stands on 6 or 7; a standing Player lets the Banker draw on 0 to 5', () => {
    // Player 2 + 3 = 5 draws a 10 (5); Banker 6 + 1 = 7 stands.
    const drew = deal(2, 6, 3, 1, 10);
    expect(drew.player).toHaveLength(3);
    expect(drew.banker).toHaveLength(2);
    expect(drew).toMatchObject({ playerPoint: 5, bankerPoint: 7, winner: 'BANKER' });
    // Player 6 + K = 6 stands; Banker 2 + 2 = 4 draws a 3 → 7.
    const stood = deal(6, 2, 13, 2, 3);
    expect(stood.player).toHaveLength(2);
    expect(stood.banker).toHaveLength(3);
    expect(stood).toMatchObject({ playerPoint: 6, bankerPoint: 7, winner: 'BANKER' });
  });

  it('follows the Banker tableau after a Player third card', () => {
    expect(bankerDraws(3, cardOf(f(8)))).toBe(false);
    expect(bankerDraws(3, cardOf(f(9)))).toBe(true);
    expect(bankerDraws(4, cardOf(f(1)))).toBe(false);
    expect(bankerDraws(4, cardOf(f(2)))).toBe(true);
    expect(bankerDraws(5, cardOf(f(4)))).toBe(true);
    expect(bankerDraws(5, cardOf(f(8)))).toBe(false);
    expect(bankerDraws(6, cardOf(f(6)))).toBe(true);
    expect(bankerDraws(6, cardOf(f(13)))).toBe(false);
    expect(bankerDraws(7, cardOf(f(6)))).toBe(false);
    expect(bankerDraws(2, cardOf(f(8)))).toBe(true);
    // Player 1 + 2 = 3 draws a 6 → 9; Banker 3 + 3 = 6 draws on a 6 → a K keeps 6.
    const coup = deal(1, 3, 2, 3, 6, 13);
    expect(coup.banker).toHaveLength(3);
    expect(coup).toMatchObject({ playerPoint: 9, bankerPoint: 6, winner: 'PLAYER' });
  });

  it('the verify page’s copy (public/fair.js) deals exactly what the server deals', () => {
    for (let i = 0; i < 500; i += 1) {
      const floats = roundFloats(randomBytes(32).toString('hex'), `seed ${i}`, i);
      expect(browser.baccaratOutcome(floats)).toEqual(dealBaccarat(floats));
    }
    expect(browser.cardText({ rank: 1, suit: 'S' })).toBe('A♠');
    expect(browser.cardText({ rank: 10, suit: 'H' })).toBe('10♥');
  });
});

describe('baccarat payouts (issue 11)', () => {
  const bet = 1_000n;
  const win = (winner: BaccaratSpot) => ({ winner });

  it('Player pays 1:1, Banker 1:1 less 5 % commission, Tie 8:1; a lost bet pays nothing', () => {
    expect(baccaratPayoutMinor(win('PLAYER'), 'PLAYER', bet)).toBe(2_000n);
    expect(baccaratPayoutMinor(win('BANKER'), 'BANKER', bet)).toBe(1_950n);
    expect(baccaratPayoutMinor(win('TIE'), 'TIE', bet)).toBe(9_000n);
    expect(baccaratPayoutMinor(win('BANKER'), 'PLAYER', bet)).toBe(0n);
    expect(baccaratPayoutMinor(win('PLAYER'), 'BANKER', bet)).toBe(0n);
    expect(baccaratPayoutMinor(win('PLAYER'), 'TIE', bet)).toBe(0n);
  });

  it('returns Player and Banker bets on a tie (a push)', () => {
    expect(baccaratPayoutMinor(win('TIE'), 'PLAYER', bet)).toBe(bet);
    expect(baccaratPayoutMinor(win('TIE'), 'BANKER', bet)).toBe(bet);
  });

  it('rounds the Banker commission down to the minor unit: ¥150 wins ¥142', () => {
    expect(baccaratPayoutMinor(win('BANKER'), 'BANKER', 150n)).toBe(150n + 142n);
    expect(baccaratPayoutMinor(win('BANKER'), 'BANKER', 1n)).toBe(1n);
  });
});

/**
 * The exact outcome distribution of the endless shoe: every sequence of ranks the deal reads,
 * enumerated through dealBaccarat itself, each weighted by its probability (1/13 a card) as an
 * integer over 13^6. A coup that reads fewer cards stands for all the sequences it ignores.
 */
function distribution(): { counts: Record<BaccaratSpot, bigint>; total: bigint } {
  const counts: Record<BaccaratSpot, bigint> = { PLAYER: 0n, BANKER: 0n, TIE: 0n };
  const total = 13n ** 6n;
  const visit = (ranks: number[]) => {
    // Past the known cards the floats say "card 0", so a coup that reads more shows it.
    const coup = dealBaccarat([...ranks.map((r) => f(r)), ...Array(8 - ranks.length).fill(0)]);
    const read = coup.player.length + coup.banker.length;
    if (read <= ranks.length) {
      counts[coup.winner] += 13n ** BigInt(6 - ranks.length);
      return;
    }
    for (let rank = 1; rank <= 13; rank += 1) visit([...ranks, rank]);
  };
  const start = (ranks: number[], depth: number) => {
    if (depth === 4) return visit(ranks);
    for (let rank = 1; rank <= 13; rank += 1) start([...ranks, rank], depth + 1);
  };
  start([], 0);
  return { counts, total };
}

describe('baccarat return to player, exact (issue 11: house edge correct)', () => {
  const { counts, total } = distribution();
  /** Expected payout per unit bet on `spot`, as a fraction over total × 100 (a bet of 100). */
  const expectedPer100 = (spot: BaccaratSpot) =>
    (Object.keys(counts) as BaccaratSpot[]).reduce(
      (sum, winner) => sum + counts[winner] * baccaratPayoutMinor({ winner }, spot, 100n),
      0n,
    );
  const percent = (spot: BaccaratSpot) => Number((expectedPer100(spot) * 1_000_000n) / total) / 1e6;

  it('sums the outcome probabilities to one', () => {
    expect(counts.PLAYER + counts.BANKER + counts.TIE).toBe(total);
    // Endless-shoe figures: Banker 45.84 %, Player 44.61 %, Tie 9.54 %.
    expect(Number((counts.BANKER * 10_000n) / total) / 100).toBeCloseTo(45.84, 1);
    expect(Number((counts.PLAYER * 10_000n) / total) / 100).toBeCloseTo(44.61, 1);
    expect(Number((counts.TIE * 10_000n) / total) / 100).toBeCloseTo(9.54, 1);
  });

  it('returns 98.94 % on Banker, 98.77 % on Player and 85.88 % on Tie, as the rules say', () => {
    for (const spot of baccaratSpots) {
      expect(percent(spot).toFixed(2)).toBe(baccaratReturnPercent[spot]);
    }
    // The house keeps the edge on every spot, the least on Banker.
    expect(percent('BANKER')).toBeLessThan(100);
    expect(percent('PLAYER')).toBeLessThan(percent('BANKER'));
    expect(percent('TIE')).toBeLessThan(percent('PLAYER'));
  });
});
