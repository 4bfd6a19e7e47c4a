import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { catalogueGames, catalogueVendors } from '../../db/schema/index';
import type { CatalogueGame, CatalogueVendor } from '../../db/schema/index';
import { visibleTo } from './visibility';

/**
 * The game with this nodeId when the merchant may show it (issue 6: a hidden game, or one of a
 * hidden vendor or category, is as good as absent); null otherwise. Asks the database itself, not
 * the in-memory catalogue, so a launch sees a hide the moment it is written.
 */
export async function findGameByNodeId(
  db: Database,
  merchantId: number,
  nodeId: string,
): Promise<CatalogueGame | null> {
  const rows = await db
    .select()
    .from(catalogueGames)
    .where(and(eq(catalogueGames.nodeId, nodeId), visibleTo(db, merchantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A game by id whatever the merchant (artwork is public and the same for every merchant). */
export async function gameByNodeId(db: Database, nodeId: string): Promise<CatalogueGame | null> {
  const rows = await db
    .select()
    .from(catalogueGames)
    .where(eq(catalogueGames.nodeId, nodeId))
    .limit(1);
  return rows[0] ?? null;
}

export async function vendorByCode(db: Database, code: string): Promise<CatalogueVendor | null> {
  const rows = await db
    .select()
    .from(catalogueVendors)
    .where(eq(catalogueVendors.code, code))
    .limit(1);
  return rows[0] ?? null;
}
