import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SportKind } from '../../../db/schema/index';
import { outcomesOf } from './odds';
import type { Outcome } from './odds';

/**
 * A provably fair score (issue 16 item 4). Each fixture gets a secret seed when it is made; only
 * its SHA-256 is published until full time. The score is then
 *
 *   f = first 4 bytes of HMAC-SHA256(key = seed, message = `${league}:${fixtureNumber}`) ÷ 2^32
 *
 * (big-endian, the seed's 64 hex characters as UTF-8 text), and the score is the first outcome of
 * the fixture's outcome list (odds.ts `outcomesOf`, in its order) whose cumulative probability
 * passes f. Anyone with the seed, the strengths and the list's rule recomputes it.
 */

export function newFixtureSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashFixtureSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export function fixtureFloat(seed: string, league: string, fixtureNumber: bigint): number {
  const bytes = createHmac('sha256', Buffer.from(seed, 'utf8'))
    .update(`${league}:${fixtureNumber}`, 'utf8')
    .digest();
  return bytes.readUInt32BE(0) / 2 ** 32;
}

/** The outcome a float in [0, 1) picks from a list by cumulative probability. */
export function pickOutcome(outcomes: readonly Outcome[], f: number): Outcome {
  let cumulative = 0;
  for (const o of outcomes) {
    cumulative += o.p;
    if (f < cumulative) return o;
  }
  // Rounding left the sum a hair under 1: the last outcome takes the rest.
  const last = outcomes[outcomes.length - 1];
  if (!last) throw new Error('no outcomes');
  return last;
}

export interface ScoredFixture {
  sport: SportKind;
  league: string;
  fixtureNumber: bigint;
  homeStrength: number;
  awayStrength: number;
}

/** The full-time score a seed gives a fixture. */
export function scoreOf(fixture: ScoredFixture, seed: string): { home: number; away: number } {
  const outcome = pickOutcome(
    outcomesOf(fixture.sport, fixture.homeStrength, fixture.awayStrength),
    fixtureFloat(seed, fixture.league, fixture.fixtureNumber),
  );
  return { home: outcome.home, away: outcome.away };
}

/** The player's check: the seed hashes to what was published, and gives this score. */
export function verifyFixture(fixture: ScoredFixture & { seed: string; hash: string }): {
  hashMatches: boolean;
  score: { home: number; away: number };
} {
  return {
    hashMatches: hashFixtureSeed(fixture.seed) === fixture.hash.toLowerCase(),
    score: scoreOf(fixture, fixture.seed),
  };
}
