import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  bookMargin,
  hashFixtureSeed,
  kickoffOf,
  leagues,
  linesOf,
  marketsOf,
  nextFixtureNumber,
  outcomesOf,
  pairingOf,
  quotesAt,
  scoreOf,
  selectionWins,
  verifyFixture,
} from '../../src/modules/sports/index';
import type { League } from '../../src/modules/sports/index';

/** Every ordered pair of different teams of a league. */
function pairs(league: League) {
  return league.teams.flatMap((home) =>
    league.teams.filter((t) => t !== home).map((away) => ({ home, away })),
  );
}

const seedOf = (i: number) => i.toString(16).padStart(64, '0');

describe('sports odds (issue 16 item 4)', () => {
  it('leagues: two per sport, 8 to 12 teams each with EN and JA names and a strength', () => {
    for (const sport of ['football', 'basketball', 'esports']) {
      expect(leagues.filter((l) => l.sport === sport)).toHaveLength(2);
    }
    for (const league of leagues) {
      expect(league.teams.length).toBeGreaterThanOrEqual(8);
      expect(league.teams.length).toBeLessThanOrEqual(12);
      expect(new Set(league.teams.map((t) => t.name)).size).toBe(league.teams.length);
      for (const team of league.teams) {
        expect(team.nameJa).toMatch(/[\u30a0-\u30ff]/);
        expect(team.strength).toBeGreaterThanOrEqual(60);
        expect(team.strength).toBeLessThanOrEqual(90);
      }
    }
  });

  it("every sport's outcome probabilities sum to 1, and basketball and e-sports have no draw", () => {
    for (const league of leagues) {
      for (const { home, away } of pairs(league)) {
        const outcomes = outcomesOf(league.sport, home.strength, away.strength);
        expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 9);
        if (league.sport !== 'football')
          expect(outcomes.every((o) => o.home !== o.away)).toBe(true);
      }
    }
  });

  it("each market's fair probabilities sum to 1 and its margin is the book's 5.5 % to 8 %", () => {
    let widest = 0;
    for (const league of leagues) {
      for (const { home, away } of pairs(league)) {
        const lines = linesOf(league.sport, home.strength, away.strength);
        expect(Math.abs(lines.handicap) % 10).toBe(5);
        expect(lines.total % 10).toBe(5);
        for (const quote of marketsOf(league.sport, home.strength, away.strength, lines)) {
          const fair = quote.selections.reduce((s, x) => s + x.probability, 0);
          expect(fair).toBeCloseTo(1, 9);
          const implied = quote.selections.reduce((s, x) => s + 100 / x.odds, 0);
          // Rounding each price down to hundredths only ever adds to the margin.
          expect(
            implied - 1,
            `${league.code} ${home.code}-${away.code} ${quote.market}`,
          ).toBeGreaterThanOrEqual(bookMargin - 1e-9);
          expect(implied - 1).toBeLessThan(0.08);
          widest = Math.max(widest, implied - 1);
          for (const s of quote.selections) {
            expect(Number.isInteger(s.odds)).toBe(true);
            expect(s.odds).toBeGreaterThan(100);
          }
        }
      }
    }
    console.info(`widest margin over every pairing: ${(widest * 100).toFixed(2)} %`);
  });

  it('the stronger side has the shorter price, and a draw is priced only in football', () => {
    const [weak, strong] = [60, 90];
    for (const sport of ['football', 'basketball', 'esports'] as const) {
      const lines = linesOf(sport, strong, weak);
      const [match] = marketsOf(sport, strong, weak, lines);
      const home = match?.selections.find((s) => s.selection === 'home');
      const away = match?.selections.find((s) => s.selection === 'away');
      expect(home?.odds).toBeLessThan(away?.odds ?? 0);
      expect(match?.selections.some((s) => s.selection === 'draw')).toBe(sport === 'football');
      // The favourite gives the handicap.
      expect(lines.handicap).toBeLessThan(0);
    }
  });

  it('markets settle by their rules on a score', () => {
    const score = { home: 2, away: 1 };
    expect(selectionWins('MATCH', 'home', 0, score)).toBe(true);
    expect(selectionWins('MATCH', 'draw', 0, score)).toBe(false);
    expect(selectionWins('MATCH', 'draw', 0, { home: 1, away: 1 })).toBe(true);
    expect(selectionWins('HANDICAP', 'home', -15, score)).toBe(false);
    expect(selectionWins('HANDICAP', 'away', -15, score)).toBe(true);
    expect(selectionWins('HANDICAP', 'home', 15, { home: 0, away: 1 })).toBe(true);
    expect(selectionWins('TOTAL', 'over', 25, score)).toBe(true);
    expect(selectionWins('TOTAL', 'under', 35, score)).toBe(true);
    expect(selectionWins('TOTAL', 'over', 2155, { home: 110, away: 105 })).toBe(false);
  });

  it('a bet pays stake × the product of its won legs, rounded down; a void leg counts 1.00; all void refunds', () => {
    expect(
      betOutcome(333n, [
        { odds: 195, result: 'won' },
        { odds: 210, result: 'won' },
      ]),
    ).toEqual({
      state: 'won',
      payoutMinor: 1363n, // 333 × 1.95 × 2.10 = 1363.635
    });
    expect(
      betOutcome(1000n, [
        { odds: 195, result: 'won' },
        { odds: 300, result: 'void' },
      ]),
    ).toEqual({ state: 'won', payoutMinor: 1950n });
    expect(
      betOutcome(1000n, [
        { odds: 195, result: 'won' },
        { odds: 300, result: 'lost' },
      ]),
    ).toEqual({ state: 'lost', payoutMinor: 0n });
    expect(
      betOutcome(1000n, [
        { odds: 195, result: 'void' },
        { odds: 300, result: 'void' },
      ]),
    ).toEqual({ state: 'void', payoutMinor: 0n });
  });
});

describe('sports score simulation (issue 16 item 4)', () => {
  const fixture = (sport: 'football' | 'basketball' | 'esports', hs: number, as: number) => ({
    sport,
    league: sport === 'football' ? 'FBA' : sport === 'basketball' ? 'BKA' : 'ESA',
    fixtureNumber: 1234n,
    homeStrength: hs,
    awayStrength: as,
  });

  it('a seed gives one score, which the revealed seed verifies', () => {
    const f = fixture('football', 80, 70);
    const seed = seedOf(42);
    const score = scoreOf(f, seed);
    expect(scoreOf(f, seed)).toEqual(score);
    expect(verifyFixture({ ...f, seed, hash: hashFixtureSeed(seed).toUpperCase() })).toEqual({
      hashMatches: true,
      score,
    });
    expect(verifyFixture({ ...f, seed, hash: hashFixtureSeed(seedOf(43)) }).hashMatches).toBe(
      false,
    );
  });

  it('scores over many seeds follow the priced probabilities (home win, over, mean goals)', () => {
    const runs = 4000;
    for (const sport of ['football', 'basketball', 'esports'] as const) {
      const f = fixture(sport, 85, 65);
      const lines = linesOf(sport, 85, 65);
      const markets = marketsOf(sport, 85, 65, lines);
      const pHome = markets[0]?.selections.find((s) => s.selection === 'home')?.probability ?? 0;
      const pOver = markets[2]?.selections.find((s) => s.selection === 'over')?.probability ?? 0;
      const outcomes = outcomesOf(sport, 85, 65);
      const meanHome = outcomes.reduce((s, o) => s + o.p * o.home, 0);
      let homeWins = 0;
      let overs = 0;
      let homeGoals = 0;
      for (let i = 0; i < runs; i += 1) {
        const score = scoreOf({ ...f, fixtureNumber: BigInt(i) }, seedOf(i));
        if (score.home > score.away) homeWins += 1;
        if (10 * (score.home + score.away) > lines.total) overs += 1;
        homeGoals += score.home;
        if (sport === 'esports') expect([0, 1, 2]).toContain(score.home);
        if (sport !== 'football') expect(score.home).not.toBe(score.away);
      }
      // Within 4.5 standard errors of a binomial: a false alarm about once in 150,000 runs.
      const within = (hits: number, p: number) =>
        expect(Math.abs(hits / runs - p), sport).toBeLessThan(
          4.5 * Math.sqrt((p * (1 - p)) / runs),
        );
      within(homeWins, pHome);
      within(overs, pOver);
      expect(Math.abs(homeGoals / runs - meanHome) / meanHome, sport).toBeLessThan(0.05);
    }
  });

  it('football goals are Poisson-like: the stronger side scores more, and 0-0 happens', () => {
    const outcomes = outcomesOf('football', 80, 70);
    const mean = outcomes.reduce((s, o) => s + o.p * o.home, 0);
    const variance = outcomes.reduce((s, o) => s + o.p * (o.home - mean) ** 2, 0);
    expect(variance / mean).toBeCloseTo(1, 2);
    expect(outcomes.find((o) => o.home === 0 && o.away === 0)?.p).toBeGreaterThan(0.03);
  });
});

describe('sports schedule and odds movement (issue 16 item 4)', () => {
  it('kick-offs are a fixed grid per league and the pairing is two different teams', () => {
    for (const league of leagues) {
      const at = new Date(Date.UTC(2026, 10, 28, 10, 0, 7));
      const n = nextFixtureNumber(league, at);
      expect(kickoffOf(league, n).getTime()).toBeGreaterThan(at.getTime());
      expect(kickoffOf(league, n - 1n).getTime()).toBeLessThanOrEqual(at.getTime());
      expect(kickoffOf(league, n + 1n).getTime() - kickoffOf(league, n).getTime()).toBe(
        league.everyMs,
      );
      for (let k = 0n; k < 50n; k += 1n) {
        const { home, away } = pairingOf(league, n + k);
        expect(home.code).not.toBe(away.code);
        expect(pairingOf(league, n + k)).toEqual({ home, away });
      }
    }
  });

  it('odds are the same at the same time and move within minutes; lines do not move', () => {
    const f = {
      sport: 'football' as const,
      league: 'FBA',
      fixtureNumber: 777n,
      homeStrength: 75,
      awayStrength: 72,
    };
    const t0 = new Date(Date.UTC(2026, 10, 28, 10, 0, 0));
    const first = quotesAt(f, t0);
    expect(quotesAt(f, new Date(t0.getTime() + 10_000))).toEqual(first);
    const later = Array.from({ length: 10 }, (_, k) =>
      quotesAt(f, new Date(t0.getTime() + (k + 1) * 30_000)),
    );
    expect(later.some((q) => JSON.stringify(q) !== JSON.stringify(first))).toBe(true);
    for (const q of later) expect(q.map((m) => m.line)).toEqual(first.map((m) => m.line));
  });
});
