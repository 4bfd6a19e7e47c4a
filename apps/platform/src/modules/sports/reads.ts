import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { sportsFixtures } from '../../db/schema/index';
import { verifyFixture } from './games/fair';
import { teamOf } from './games/leagues';

/**
 * A league's results history (issue 16 item 4): its played and cancelled fixtures, newest first,
 * each with the score and the revealed seed, which `verifyStoredFixture` checks.
 */
export async function fixtureResults(db: Database, merchantId: number, league: string, limit = 20) {
  const rows = await db
    .select()
    .from(sportsFixtures)
    .where(
      and(
        eq(sportsFixtures.merchantId, merchantId),
        eq(sportsFixtures.league, league),
        inArray(sportsFixtures.state, ['played', 'cancelled']),
      ),
    )
    .orderBy(desc(sportsFixtures.kickoffAt), desc(sportsFixtures.id))
    .limit(limit);
  return rows.map((f) => ({
    id: f.id,
    league: f.league,
    kickoffAt: f.kickoffAt,
    home: teamOf(f.homeTeam),
    away: teamOf(f.awayTeam),
    state: f.state,
    score:
      f.homeScore === null || f.awayScore === null
        ? null
        : { home: f.homeScore, away: f.awayScore },
    seed: f.serverSeed,
    seedHash: f.serverSeedHash,
  }));
}

/** Recomputes a played fixture's score from its stored seed: null while the seed is secret. */
export async function verifyStoredFixture(db: Database, merchantId: number, fixtureId: bigint) {
  const [f] = await db
    .select()
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.id, fixtureId), eq(sportsFixtures.merchantId, merchantId)));
  if (f?.state !== 'played' || f.homeScore === null || f.awayScore === null) return null;
  const check = verifyFixture({ ...f, seed: f.serverSeed, hash: f.serverSeedHash });
  return {
    ...check,
    matchesStored: check.score.home === f.homeScore && check.score.away === f.awayScore,
  };
}
