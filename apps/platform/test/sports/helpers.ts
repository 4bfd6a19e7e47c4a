import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/index';
import { rowsOf } from '../../src/db/index';
import { sportsFixtures } from '../../src/db/schema/index';
import type { SportsFixture, SportsMarket, SportsSelection } from '../../src/db/schema/index';
import { ensureFixtures, quotesAt } from '../../src/modules/sports/index';
import type { SportsPick } from '../../src/modules/sports/index';

export { mainOf } from '../lottery/helpers';

/** The merchant's fixtures kicking off after `now` (made now), soonest first. */
export async function openFixtures(
  handle: Pick<DatabaseHandle, 'db'>,
  merchantId: number,
  now: Date,
): Promise<SportsFixture[]> {
  await ensureFixtures(handle.db, merchantId, now);
  return handle.db
    .select()
    .from(sportsFixtures)
    .where(
      and(
        eq(sportsFixtures.merchantId, merchantId),
        eq(sportsFixtures.state, 'open'),
        gt(sportsFixtures.kickoffAt, now),
      ),
    )
    .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
}

/** A pick at the odds and line quoted at `now`, as the member's page would send it. */
export function pickOf(
  fixture: SportsFixture,
  now: Date,
  market: SportsMarket = 'MATCH',
  selection: SportsSelection = 'home',
  stakeMinor?: bigint,
): SportsPick & { odds: number; line: number } {
  const quote = quotesAt(fixture, now).find((q) => q.market === market);
  const s = quote?.selections.find((x) => x.selection === selection);
  if (!quote || !s) throw new Error(`no ${market} ${selection}`);
  return { fixtureId: fixture.id, market, selection, line: quote.line, odds: s.odds, stakeMinor };
}

/** Ledger rows of the sportsbook: posts, payouts (and their sum), open and voided holds. */
export async function sportsLedgerCounts(handle: Pick<DatabaseHandle, 'db'>, merchantId: number) {
  const [row] = rowsOf<{
    posts: number;
    payouts: number;
    payout_sum: string;
    pending: number;
    voided: number;
    holds: number;
  }>(
    await handle.db.execute(sql`select
      (select count(*) from transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:post')::int as posts,
      (select count(*) from transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:payout')::int as payouts,
      (select coalesce(sum(amount), 0)::text from transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:payout') as payout_sum,
      (select count(*) from pending_transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:hold' and state = 'pending')::int as pending,
      (select count(*) from pending_transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:hold' and state = 'voided')::int as voided,
      (select count(*) from pending_transfers where merchant_id = ${merchantId} and idempotency_key like 'sports-bet:%:hold')::int as holds`),
  );
  if (!row) throw new Error('no counts');
  return { ...row, payoutSum: BigInt(row.payout_sum) };
}
