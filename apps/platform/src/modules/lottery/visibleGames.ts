import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { catalogueGames, catalogueVendors } from '../../db/schema/index';
import type { CatalogueGame } from '../../db/schema/index';
import { hiddenCacheFor, isVisible } from '../catalogue/index';
import type { HiddenSets } from '../catalogue/index';
import { lotteryCategories } from './games/catalog';

/** A lottery game with its vendor's names (the menus' groups). */
export interface LotteryGameRow {
  game: CatalogueGame;
  groupName: string;
  groupNameJa: string;
}

/** What one merchant shows of the lottery, for one version of its hidden sets. */
export interface VisibleLottery {
  /** By vendor, then most popular first: the menus' order. */
  rows: readonly LotteryGameRow[];
  byCode: ReadonlyMap<string, LotteryGameRow>;
}

/** Every lottery game of the catalogue (games, not vendor lobbies), in the menus' order. */
async function readLotteryGames(db: Database): Promise<LotteryGameRow[]> {
  return db
    .select({
      game: catalogueGames,
      groupName: catalogueVendors.displayName,
      groupNameJa: catalogueVendors.displayNameJa,
    })
    .from(catalogueGames)
    .innerJoin(catalogueVendors, eq(catalogueVendors.code, catalogueGames.vassalage))
    .where(
      and(
        inArray(catalogueGames.gameType, [...lotteryCategories]),
        eq(catalogueGames.isGame, 'GAME'),
      ),
    )
    .orderBy(
      asc(catalogueVendors.sortOrder),
      asc(catalogueGames.vassalage),
      desc(catalogueGames.popularity),
      asc(catalogueGames.nodeId),
    );
}

export interface LotteryGames {
  /** The merchant's visible lottery games. */
  visible(merchantId: number): Promise<VisibleLottery>;
  /** Any lottery game by nodeId, visible or not (a bet keeps its game's name). */
  byNodeId(): Promise<ReadonlyMap<string, CatalogueGame>>;
}

/**
 * The lottery games every lottery call reads, from memory. The catalogue is written once, at
 * start, and never while the platform runs (catalogue/snapshot.ts), so its lottery rows are read
 * once; what a merchant shows is filtered from them once per version of its hidden sets, as the
 * catalogue's lists are (catalogue/routes.ts `visibleFor`): the sets keep their identity while
 * unchanged, a hide or unhide through the operator's command is seen at once and one written by
 * another process within a second (catalogue/hiddenCache.ts).
 */
export function lotteryGamesOf(db: Database): LotteryGames {
  const hiddenCache = hiddenCacheFor(db);
  let all: Promise<{ rows: LotteryGameRow[]; byNodeId: Map<string, CatalogueGame> }> | undefined;
  const readAll = () => {
    if (!all) {
      const reading = readLotteryGames(db).then((rows) => ({
        rows,
        byNodeId: new Map(rows.map((r) => [r.game.nodeId, r.game])),
      }));
      // A failed read is forgotten, so the next call tries again.
      reading.catch(() => {
        if (all === reading) all = undefined;
      });
      all = reading;
    }
    return all;
  };
  const versions = new WeakMap<HiddenSets, VisibleLottery>();
  return {
    async visible(merchantId) {
      const hidden = await hiddenCache.get(merchantId);
      let found = versions.get(hidden);
      if (!found) {
        const rows = (await readAll()).rows.filter((r) => isVisible(r.game, hidden));
        const byCode = new Map<string, LotteryGameRow>();
        for (const row of rows)
          if (!byCode.has(row.game.gameCode)) byCode.set(row.game.gameCode, row);
        found = { rows, byCode };
        versions.set(hidden, found);
      }
      return found;
    },
    async byNodeId() {
      return (await readAll()).byNodeId;
    },
  };
}
