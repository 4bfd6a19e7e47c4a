import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SportsFixture } from '../../../db/schema/index';
import { leagueOf, leagues } from './leagues';
import type { League, Team } from './leagues';
import { driftedStrength, linesOf, marketsOf, oddsStepMs } from './odds';
import type { MarketQuote } from './odds';

/**
 * Kick-offs: fixture number n of a league kicks off at epoch + offset + n × every (UTC), so every
 * node computes the same numbers, times and pairings without asking anyone.
 */
export const scheduleEpochMs = Date.UTC(2026, 0, 1);

export function kickoffOf(league: League, fixtureNumber: bigint): Date {
  return new Date(scheduleEpochMs + league.offsetMs + Number(fixtureNumber) * league.everyMs);
}

/** The first fixture number whose kick-off is after `at`. */
export function nextFixtureNumber(league: League, at: Date): bigint {
  return BigInt(
    Math.floor((at.getTime() - scheduleEpochMs - league.offsetMs) / league.everyMs) + 1,
  );
}

/** Fixture numbers kicking off after `from` and at or before `until`. */
export function fixtureNumbersBetween(league: League, from: Date, until: Date): bigint[] {
  const numbers: bigint[] = [];
  for (let n = nextFixtureNumber(league, from); kickoffOf(league, n) <= until; n += 1n) {
    numbers.push(n);
  }
  return numbers;
}

/** The two teams of a slot, picked by a hash of the league and number (never the same twice). */
export function pairingOf(league: League, fixtureNumber: bigint): { home: Team; away: Team } {
  const digest = createHash('sha256').update(`${league.code}:${fixtureNumber}`).digest();
  const count = league.teams.length;
  const h = digest.readUInt32BE(0) % count;
  const a = (h + 1 + (digest.readUInt32BE(4) % (count - 1))) % count;
  const home = league.teams[h];
  const away = league.teams[a];
  if (!home || !away) throw new Error('pairing out of range');
  return { home, away };
}

/** The drift's phase of a fixture: fixed by its slot, so the odds' path is too. */
function phaseOf(fixture: Pick<SportsFixture, 'league' | 'fixtureNumber'>): number {
  const index = leagues.findIndex((l) => l.code === fixture.league);
  return (Number(fixture.fixtureNumber % 1000n) * 2.399 + index) % (2 * Math.PI);
}

export type QuotedFixture = Pick<
  SportsFixture,
  'sport' | 'league' | 'fixtureNumber' | 'homeStrength' | 'awayStrength'
>;

/**
 * Quotes by fixture slot, strengths and 30-s odds step. A quote is a pure function of those (the
 * merchant plays no part), and a basketball quote sums some 10,000 scores three times (~22 ms),
 * so the fixtures call, a slip and the CLI compute each fixture's quote once per step on a node.
 * About 40 fixtures are open at a time: 2,000 entries hold every step of the last minutes.
 */
const quoteCache = new LRUCache<string, readonly MarketQuote[]>({ max: 2_000 });

/** A fixture's markets and odds as quoted at `at` (odds move every 30 s; lines do not). */
export function quotesAt(fixture: QuotedFixture, at: Date): readonly MarketQuote[] {
  leagueOf(fixture.league);
  const step = Math.floor(at.getTime() / oddsStepMs);
  const key = `${fixture.sport}:${fixture.league}:${fixture.fixtureNumber}:${fixture.homeStrength}:${fixture.awayStrength}:${step}`;
  const hit = quoteCache.get(key);
  if (hit) return hit;
  const lines = linesOf(fixture.sport, fixture.homeStrength, fixture.awayStrength);
  const home = driftedStrength(fixture.homeStrength, phaseOf(fixture), at);
  const quotes = marketsOf(fixture.sport, home, fixture.awayStrength, lines);
  quoteCache.set(key, quotes);
  return quotes;
}

/** When the odds quoted at `at` move next. */
export function oddsUntil(at: Date): Date {
  return new Date((Math.floor(at.getTime() / oddsStepMs) + 1) * oddsStepMs);
}
