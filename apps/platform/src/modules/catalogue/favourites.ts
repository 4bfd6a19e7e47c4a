import { and, asc, desc, eq } from 'drizzle-orm';
import { TtlMap } from '../../cache/ttlMap';
import type { Database } from '../../db/index';
import { favouriteGames } from '../../db/schema/index';
import type { CatalogueGame } from '../../db/schema/index';

/**
 * A member's favourite games (§3 favourite payload, §4 favourite toggle). Adding and removing are
 * idempotent, so the client's optimistic update and a retry never disagree with the server.
 */
/**
 * How long a node trusts a member's favourites it read: a player paging the favourites list and
 * the lobby asking for the ids read the database once (issue 6 quality bar). Adding and removing
 * through this process clear it at once; a change through another node is seen within this time.
 */
export const FAVOURITES_TTL_MS = 1000;

export interface FavouriteRow {
  nodeId: string;
  createdAt: Date;
}

function sameRows(a: readonly FavouriteRow[], b: readonly FavouriteRow[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (row, i) =>
        row.nodeId === b[i]?.nodeId && row.createdAt.getTime() === b[i]?.createdAt.getTime(),
    )
  );
}

type FavouriteAdd = {
  memberId: number;
  game: CatalogueGame;
  resolve: (added: boolean) => void;
  reject: (error: unknown) => void;
};

export function favouritesRepository(db: Database) {
  const recent = new TtlMap<number, FavouriteRow[]>(FAVOURITES_TTL_MS);

  /** One statement for every add in `adds`; each learns whether its own row was new. */
  async function insertTogether(adds: FavouriteAdd[]): Promise<void> {
    const keyOf = (memberId: number, nodeId: string) => `${memberId}:${nodeId}`;
    const unique = new Map<string, FavouriteAdd>();
    for (const add of adds) {
      const key = keyOf(add.memberId, add.game.nodeId);
      if (!unique.has(key)) unique.set(key, add);
    }
    const rows = await db
      .insert(favouriteGames)
      .values(
        [...unique.values()].map(({ memberId, game }) => ({
          memberId,
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        })),
      )
      .onConflictDoNothing()
      .returning({ memberId: favouriteGames.memberId, nodeId: favouriteGames.nodeId });
    const inserted = new Set(rows.map((row) => keyOf(row.memberId, row.nodeId)));
    // Only a real change makes a cached list wrong (a repeated add changes nothing).
    for (const row of rows) recent.delete(row.memberId);
    for (const add of adds) {
      const key = keyOf(add.memberId, add.game.nodeId);
      // The same game twice in one batch: the first add made it, the second found it there.
      add.resolve(unique.get(key) === add && inserted.has(key));
    }
  }

  // Adds that arrive in the same turn of the event loop share one INSERT (one round trip to the
  // database instead of one each: the favourite add is the lobby's one write per toggle, issue 6
  // p99 bar). Each add is still written before it is answered. If the shared statement fails,
  // each add is tried alone, so one bad row cannot fail the others.
  let waiting: FavouriteAdd[] = [];
  const flush = async () => {
    const adds = waiting;
    waiting = [];
    try {
      await insertTogether(adds);
    } catch (error) {
      if (adds.length === 1) adds[0]?.reject(error);
      else
        for (const add of adds)
          await insertTogether([add]).catch((alone: unknown) => add.reject(alone));
    }
  };

  return {
    /** True when the game became a favourite now, false when it already was one. */
    add(memberId: number, game: CatalogueGame): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ memberId, game, resolve, reject });
        if (waiting.length === 1) setImmediate(() => void flush());
      });
    },

    /** True when it was a favourite. */
    async remove(memberId: number, nodeId: string): Promise<boolean> {
      const rows = await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)))
        .returning({ nodeId: favouriteGames.nodeId });
      // Only a real change makes the cached list wrong (a repeated add changes nothing).
      if (rows.length > 0) recent.delete(memberId);
      return rows.length > 0;
    },

    /**
     * Every favourite of the member, newest first. The caller drops the ones the merchant hides
     * (from the in-memory catalogue), so paging counts only what the member can see.
     */
    async list(memberId: number): Promise<readonly FavouriteRow[]> {
      const rows = await recent.load(memberId, async () => {
        // The list being served when this read began (a refresh ahead of its expiry).
        const kept = recent.get(memberId);
        const read = await db
          .select({ nodeId: favouriteGames.nodeId, createdAt: favouriteGames.createdAt })
          .from(favouriteGames)
          .where(eq(favouriteGames.memberId, memberId))
          .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.nodeId));
        // An unchanged list keeps its identity across the refresh each second, so the answers
        // made from it (serialised and compressed, keyed by the list) are reused, not remade.
        return kept && sameRows(kept, read) ? kept : read;
      });
      return rows ?? [];
    },
  };
}

export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
