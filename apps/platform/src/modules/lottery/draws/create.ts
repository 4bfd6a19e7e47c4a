import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { catalogueGames, lotteryDraws } from '../../../db/schema/index';
import type { CatalogueGame, LotteryDraw } from '../../../db/schema/index';
import { lotteryCategories, lotteryGames, isLotteryGame, lotteryKindOf } from '../games/catalog';
import { hashDrawSeed, newDrawSeed } from '../games/fair';
import { closeTimeOf, drawNumbersBetween, drawTimeOf } from '../games/schedule';

/** Draws are made this far ahead (at least the next draw of every game, however far). */
export const drawHorizonMs = 15 * 60_000;

export type LotteryCatalogueGame = Pick<
  CatalogueGame,
  'nodeId' | 'vassalage' | 'gameCode' | 'gameType' | 'isGame'
>;

/** The catalogue's lottery games (games, not vendor lobbies), in node order. */
export async function lotteryCatalogue(db: Database): Promise<LotteryCatalogueGame[]> {
  const rows = await db
    .select({
      nodeId: catalogueGames.nodeId,
      vassalage: catalogueGames.vassalage,
      gameCode: catalogueGames.gameCode,
      gameType: catalogueGames.gameType,
      isGame: catalogueGames.isGame,
    })
    .from(catalogueGames)
    .where(inArray(catalogueGames.gameType, [...lotteryCategories]))
    .orderBy(catalogueGames.nodeId);
  return rows.filter(isLotteryGame);
}

/** The draw row of one scheduled time, with a fresh secret seed (only its hash is shown). */
function newDraw(merchantId: number, game: LotteryCatalogueGame, drawNumber: bigint) {
  const kind = lotteryKindOf(game);
  const spec = lotteryGames[kind];
  const seed = newDrawSeed();
  return {
    merchantId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    kind,
    drawNumber,
    drawAt: drawTimeOf(spec, drawNumber),
    closeAt: closeTimeOf(spec, drawNumber),
    serverSeed: seed,
    serverSeedHash: hashDrawSeed(seed),
  };
}

/**
 * Makes the merchant's draws from now to the horizon for every lottery game (issue 16 item 1):
 * only the missing ones, each with its own seed. Safe on several nodes at once: the unique key
 * (merchant, game, number) keeps the first row and its seed; the others insert nothing.
 */
export async function ensureDraws(
  db: Database,
  merchantId: number,
  games: readonly LotteryCatalogueGame[],
  now: Date,
  horizonMs = drawHorizonMs,
): Promise<number> {
  const existing = await db
    .select({ nodeId: lotteryDraws.nodeId, drawNumber: lotteryDraws.drawNumber })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchantId), gt(lotteryDraws.drawAt, now)));
  const have = new Set(existing.map((d) => `${d.nodeId}:${d.drawNumber}`));
  const until = new Date(now.getTime() + horizonMs);
  const rows = games.flatMap((game) =>
    drawNumbersBetween(lotteryGames[lotteryKindOf(game)], now, until)
      .filter((n) => !have.has(`${game.nodeId}:${n}`))
      .map((n) => newDraw(merchantId, game, n)),
  );
  let made = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(lotteryDraws)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: lotteryDraws.id });
    made += inserted.length;
  }
  return made;
}

/**
 * One scheduled draw of a game, made now if the schedule has it within the horizon (a bet may
 * arrive before the job made it); null for a number outside the schedule's near future.
 */
export async function drawOf(
  db: Database,
  merchantId: number,
  game: LotteryCatalogueGame,
  drawNumber: bigint,
  now: Date,
): Promise<LotteryDraw | null> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.merchantId, merchantId),
          eq(lotteryDraws.nodeId, game.nodeId),
          eq(lotteryDraws.drawNumber, drawNumber),
        ),
      );
    return row ?? null;
  };
  const found = await find();
  if (found) return found;
  const spec = lotteryGames[lotteryKindOf(game)];
  const upcoming = drawNumbersBetween(spec, now, new Date(now.getTime() + drawHorizonMs));
  if (!upcoming.includes(drawNumber)) return null;
  await db
    .insert(lotteryDraws)
    .values(newDraw(merchantId, game, drawNumber))
    .onConflictDoNothing();
  return find();
}

/** Finished draws nobody bet on are kept this long (results history), then pruned. */
export const emptyDrawRetentionMs = 7 * 24 * 3_600_000;

/**
 * Deletes finished draws without bets older than the retention (a fast game draws 480 times a
 * day per merchant). Draws with bets are kept: they are the bets' record.
 */
export async function pruneEmptyDraws(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - emptyDrawRetentionMs);
  const pruned = await db
    .delete(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.state, ['settled', 'cancelled']),
        sql`${lotteryDraws.drawAt} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from lottery_bets b where b.draw_id = ${lotteryDraws.id})`,
      ),
    )
    .returning({ id: lotteryDraws.id });
  return pruned.length;
}
