import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { sportsBetLegs, sportsBets, sportsFixtures } from '../../db/schema/index';
import type { SportsBet } from '../../db/schema/index';
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

/**
 * A member's bets, newest first, each with its legs and their fixtures: `open` (a leg to play)
 * or `settled` (won, lost or void). Pages by id (`beforeId`), so a bet settled meanwhile moves
 * between the lists without shifting a page.
 */
export async function memberSportsBets(
  db: Database,
  memberId: number,
  state: 'open' | 'settled',
  page: { limit: number; beforeId?: bigint },
) {
  const bets = await db
    .select()
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.memberId, memberId),
        state === 'open' ? eq(sportsBets.state, 'open') : ne(sportsBets.state, 'open'),
        page.beforeId === undefined ? undefined : lt(sportsBets.id, page.beforeId),
      ),
    )
    .orderBy(desc(sportsBets.id))
    .limit(page.limit);
  return withLegs(db, bets);
}

/** Bets with their legs in order, each leg with its fixture. */
export async function withLegs(db: Database, bets: SportsBet[]) {
  if (bets.length === 0) return [];
  const legs = await db
    .select({ leg: sportsBetLegs, fixture: sportsFixtures })
    .from(sportsBetLegs)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsBetLegs.fixtureId))
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((b) => b.id),
      ),
    )
    .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legIndex));
  return bets.map((bet) => ({ bet, legs: legs.filter((l) => l.leg.betId === bet.id) }));
}
