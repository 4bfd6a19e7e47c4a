import type { SportKind, SportsMarket, SportsSelection } from '../../../db/schema/index';

/**
 * The sportsbook's maths (issue 16 item 4), pure: each sport turns the two teams' strengths into
 * a finite list of full-time scores with their probabilities; the markets' fair probabilities
 * are sums over that list, the odds those probabilities with the bookmaker's margin, and the
 * simulated score is one draw from the same list (fair.ts), so the odds price exactly the game
 * that is played.
 *
 * - football: home and away goals independent Poisson (0 to 10 goals, renormalised), a home
 *   advantage; draws happen;
 * - basketball: points a discretised normal (sd 10) around 110 ± a quarter point per strength point; a tie at
 *   the end of regulation goes to overtime, won by home with probability hs / (hs + as), the
 *   winner scoring 7 more and the loser 5;
 * - e-sports: best of three maps, each map won by home with probability hs² / (hs² + as²); the
 *   score is in maps (2-0, 2-1, 1-2, 0-2).
 */

export interface Outcome {
  home: number;
  away: number;
  p: number;
}

/** The bookmaker's margin: each selection's implied probability is its fair one × (1 + margin). */
export const bookMargin = 0.055;
export const minOdds = 101;
export const maxOdds = 10_000;

function poisson(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    pmf.push(term);
    term = (term * lambda) / (k + 1);
  }
  return normalised(pmf);
}

function normalised(pmf: number[]): number[] {
  const total = pmf.reduce((a, b) => a + b, 0);
  return pmf.map((p) => p / total);
}

/** Points k from `from` on: a normal's density at k, renormalised over mean ± 5 sd. */
function discreteNormal(mean: number, sd: number): { from: number; pmf: number[] } {
  const from = Math.max(0, Math.floor(mean - 5 * sd));
  const to = Math.ceil(mean + 5 * sd);
  const pmf: number[] = [];
  for (let k = from; k <= to; k += 1) pmf.push(Math.exp(-((k - mean) ** 2) / (2 * sd * sd)));
  return { from, pmf: normalised(pmf) };
}

function football(hs: number, as: number): Outcome[] {
  const ratio = hs / as;
  const home = poisson(1.5 * ratio ** 1.2, 10);
  const away = poisson(1.15 / ratio ** 1.2, 10);
  return home.flatMap((ph, h) => away.map((pa, a) => ({ home: h, away: a, p: ph * pa })));
}

function basketball(hs: number, as: number): Outcome[] {
  const home = discreteNormal(110 + 0.25 * (hs - as) + 1.5, 10);
  const away = discreteNormal(110 - 0.25 * (hs - as) - 1.5, 10);
  const overtimeHome = hs / (hs + as);
  const outcomes: Outcome[] = [];
  home.pmf.forEach((ph, i) => {
    away.pmf.forEach((pa, j) => {
      const h = home.from + i;
      const a = away.from + j;
      const p = ph * pa;
      if (h !== a) outcomes.push({ home: h, away: a, p });
      else {
        outcomes.push({ home: h + 7, away: a + 5, p: p * overtimeHome });
        outcomes.push({ home: h + 5, away: a + 7, p: p * (1 - overtimeHome) });
      }
    });
  });
  return outcomes;
}

function esports(hs: number, as: number): Outcome[] {
  const m = hs ** 2 / (hs ** 2 + as ** 2);
  return [
    { home: 2, away: 0, p: m * m },
    { home: 2, away: 1, p: 2 * m * m * (1 - m) },
    { home: 1, away: 2, p: 2 * m * (1 - m) * (1 - m) },
    { home: 0, away: 2, p: (1 - m) * (1 - m) },
  ];
}

/**
 * Outcome lists of the true (whole-number) strengths, which scores and lines use again and again
 * (a basketball list has some 10,000 scores, about 0.5 MB): at most 64 kept. Drifted strengths
 * (quotes) are fractions that rarely repeat and are not kept.
 */
const cache = new Map<string, readonly Outcome[]>();
const cacheLimit = 64;

/** Every possible full-time score of a match and its probability (they sum to 1). */
export function outcomesOf(sport: SportKind, hs: number, as: number): readonly Outcome[] {
  if (!Number.isInteger(hs) || !Number.isInteger(as)) return computeOutcomes(sport, hs, as);
  const key = `${sport}:${hs}:${as}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (cache.size >= cacheLimit) cache.clear();
  const outcomes = computeOutcomes(sport, hs, as);
  cache.set(key, outcomes);
  return outcomes;
}

function computeOutcomes(sport: SportKind, hs: number, as: number): Outcome[] {
  switch (sport) {
    case 'football':
      return football(hs, as);
    case 'basketball':
      return basketball(hs, as);
    case 'esports':
      return esports(hs, as);
    default: {
      const never: never = sport;
      return never;
    }
  }
}

/** Whether a selection of a market wins on a score (lines on .5: there is no push). */
export function selectionWins(
  market: SportsMarket,
  selection: SportsSelection,
  line: number,
  score: { home: number; away: number },
): boolean {
  const diff = score.home - score.away;
  switch (market) {
    case 'MATCH':
      return selection === 'home' ? diff > 0 : selection === 'away' ? diff < 0 : diff === 0;
    case 'HANDICAP': {
      const homeCovers = 10 * diff + line > 0;
      return selection === 'home' ? homeCovers : !homeCovers;
    }
    case 'TOTAL': {
      const over = 10 * (score.home + score.away) > line;
      return selection === 'over' ? over : !over;
    }
    default: {
      const never: never = market;
      return never;
    }
  }
}

export interface MarketQuote {
  market: SportsMarket;
  /** Tenths: HANDICAP the home side's line (−15 = −1.5), TOTAL the total (25 = 2.5), MATCH 0. */
  line: number;
  selections: { selection: SportsSelection; probability: number; odds: number }[];
}

/** Fair probability × (1 + margin), inverted, rounded down to hundredths, 1.01 to 100.00. */
export function oddsOf(probability: number): number {
  if (!(probability > 0)) return maxOdds;
  const odds = Math.floor(100 / (probability * (1 + bookMargin)));
  return Math.min(maxOdds, Math.max(minOdds, odds));
}

const probabilityOf = (outcomes: readonly Outcome[], wins: (o: Outcome) => boolean) =>
  outcomes.reduce((sum, o) => (wins(o) ? sum + o.p : sum), 0);

/**
 * The lines of a fixture, fixed from its strengths at creation (only the odds move): football
 * and e-sports give the favourite −1.5 and total 2.5 (goals, maps); basketball's handicap and
 * total are the expected margin and total, on .5.
 */
export function linesOf(
  sport: SportKind,
  hs: number,
  as: number,
): { handicap: number; total: number } {
  if (sport !== 'basketball') return { handicap: hs >= as ? -15 : 15, total: 25 };
  const outcomes = outcomesOf(sport, hs, as);
  const margin = outcomes.reduce((sum, o) => sum + o.p * (o.home - o.away), 0);
  const total = outcomes.reduce((sum, o) => sum + o.p * (o.home + o.away), 0);
  return { handicap: -(10 * Math.floor(margin) + 5), total: 10 * Math.floor(total) + 5 };
}

/** The three markets of a fixture with their odds, for these strengths and lines. */
export function marketsOf(
  sport: SportKind,
  hs: number,
  as: number,
  lines: { handicap: number; total: number },
): MarketQuote[] {
  const outcomes = outcomesOf(sport, hs, as);
  const quote = (
    market: SportsMarket,
    line: number,
    selections: SportsSelection[],
  ): MarketQuote => ({
    market,
    line,
    selections: selections.map((selection) => {
      const probability = probabilityOf(outcomes, (o) => selectionWins(market, selection, line, o));
      return { selection, probability, odds: oddsOf(probability) };
    }),
  });
  return [
    quote('MATCH', 0, sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away']),
    quote('HANDICAP', lines.handicap, ['home', 'away']),
    quote('TOTAL', lines.total, ['over', 'under']),
  ];
}

/** Odds move every this long before kick-off, so a slip can meet changed odds. */
export const oddsStepMs = 30_000;

/**
 * The home strength as the market sees it at a time: the true strength × a drift of ±6 % that
 * changes every 30 s, a deterministic function of the time and the fixture (every node quotes
 * the same odds). The score is drawn from the true strengths; only the prices move.
 */
export function driftedStrength(strength: number, phase: number, at: Date): number {
  const step = Math.floor(at.getTime() / oddsStepMs);
  return strength * (1 + 0.06 * Math.sin(step * 0.7 + phase));
}

/** Bet outcome from its stake and legs: any lost leg loses; all void refunds; else the product. */
export function betOutcome(
  stakeMinor: bigint,
  legs: readonly { odds: number; result: 'won' | 'lost' | 'void' }[],
): { state: 'won' | 'lost' | 'void'; payoutMinor: bigint } {
  if (legs.some((l) => l.result === 'lost')) return { state: 'lost', payoutMinor: 0n };
  const won = legs.filter((l) => l.result === 'won');
  if (won.length === 0) return { state: 'void', payoutMinor: 0n };
  // A void leg counts as odds 1.00: only the won legs multiply. Rounded down to the minor unit.
  const numerator = won.reduce((acc, l) => acc * BigInt(l.odds), stakeMinor);
  return { state: 'won', payoutMinor: numerator / 100n ** BigInt(won.length) };
}
