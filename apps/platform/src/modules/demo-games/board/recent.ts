import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { catalogueGames, gameSessions } from '../../../db/schema/index';
import type { CatalogueGame } from '../../../db/schema/index';
import { visibleTo } from '../../catalogue/visibility';

/**
 * §2.11 recent games, §7.3 GCS_recentGame: the games the member launched, one entry per game,
 * most recent first; a game the merchant has since hidden is left out.
 */
export async function recentGames(
  db: Database,
  merchantId: number,
  memberId: number,
  limit: number,
): Promise<{ game: CatalogueGame; lastPlayedAt: Date }[]> {
  const last = max(gameSessions.createdAt);
  const rows = await db
    .select({ game: catalogueGames, lastPlayedAt: last })
    .from(gameSessions)
    .innerJoin(catalogueGames, eq(catalogueGames.nodeId, gameSessions.nodeId))
    .where(and(eq(gameSessions.memberId, memberId), visibleTo(db, merchantId)))
    .groupBy(catalogueGames.nodeId)
    .orderBy(desc(last), catalogueGames.nodeId)
    .limit(limit);
  return rows.flatMap((r) =>
    r.lastPlayedAt ? [{ game: r.game, lastPlayedAt: r.lastPlayedAt }] : [],
  );
}
