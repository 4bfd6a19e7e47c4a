import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/index';
import { rowsOf } from '../../src/db/index';
import type { LotteryKind } from '../../src/db/schema/index';
import { ensureDemoCatalogue } from '../../src/modules/catalogue/seed';
import { lotteryCatalogue } from '../../src/modules/lottery/draws/create';
import type { LotteryCatalogueGame } from '../../src/modules/lottery/draws/create';
import { lotteryGames, lotteryKindOf } from '../../src/modules/lottery/games/catalog';
import { drawTimeOf, nextDrawNumber } from '../../src/modules/lottery/games/schedule';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';

/**
 * The draw of a board a test bets on: the first still open in 30 s, so a busy machine's slow
 * request never meets a draw closing meanwhile (a fast draw closes every 3 minutes); the last
 * listed if none is.
 */
export function drawToBet<D extends { closeAt: string }>(view: { draws: D[] }): D | undefined {
  return view.draws.find((d) => Date.parse(d.closeAt) - Date.now() > 30_000) ?? view.draws.at(-1);
}

/** The demo catalogue in the database, and one lottery game of each kind from it. */
export async function lotteryFixture(handle: Pick<DatabaseHandle, 'db'>) {
  await ensureDemoCatalogue(handle.db);
  const games = await lotteryCatalogue(handle.db);
  const byKind = (kind: LotteryKind): LotteryCatalogueGame => {
    const game = games.find((g) => lotteryKindOf(g) === kind);
    if (!game) throw new Error(`no ${kind} game`);
    return game;
  };
  return { games, byKind };
}

/** The next draw of a game after `now`, its time, and a moment while bets are still taken. */
export function nextDraw(game: LotteryCatalogueGame, now: Date) {
  const spec = lotteryGames[lotteryKindOf(game)];
  const drawNumber = nextDrawNumber(spec, now);
  const drawAt = drawTimeOf(spec, drawNumber);
  return {
    drawNumber,
    drawAt,
    /** Before the close, whatever `now` was. */
    open: new Date(drawAt.getTime() - spec.closeBeforeMs - 1000),
    spec,
  };
}

/** Main wallet: posted balance, held, available. */
export async function mainOf(ledger: Ledger, member: LedgerMember) {
  const main = (await ledger.balances(member.id)).find((w) => w.wallet === 'MAIN');
  return {
    balance: main?.balanceMinor ?? 0n,
    held: main?.heldMinor ?? 0n,
    available: main?.availableMinor ?? 0n,
  };
}

/** Ledger rows of the lottery per bet: posts, payouts, voids (resolutions), holds. */
export async function lotteryLedgerCounts(handle: Pick<DatabaseHandle, 'db'>, merchantId: number) {
  const [row] = rowsOf<{
    posts: number;
    payouts: number;
    payout_sum: string;
    pending: number;
    voided: number;
  }>(
    await handle.db.execute(sql`select
      (select count(*) from transfers where merchant_id = ${merchantId} and idempotency_key like 'lottery-bet:%:post')::int as posts,
      (select count(*) from transfers where merchant_id = ${merchantId} and idempotency_key like 'lottery-bet:%:payout')::int as payouts,
      (select coalesce(sum(amount), 0)::text from transfers where merchant_id = ${merchantId} and idempotency_key like 'lottery-bet:%:payout') as payout_sum,
      (select count(*) from pending_transfers where merchant_id = ${merchantId} and idempotency_key like 'lottery-bet:%:hold' and state = 'pending')::int as pending,
      (select count(*) from pending_transfers where merchant_id = ${merchantId} and idempotency_key like 'lottery-bet:%:hold' and state = 'voided')::int as voided`),
  );
  if (!row) throw new Error('no counts');
  return { ...row, payoutSum: BigInt(row.payout_sum) };
}
