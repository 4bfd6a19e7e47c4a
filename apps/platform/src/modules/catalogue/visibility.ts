import { and, eq, notExists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/index';
import {
  catalogueGames,
  catalogueHiddenCategories,
  catalogueHiddenGames,
  catalogueHiddenVendors,
} from '../../db/schema/index';

/**
 * The condition "this game is visible to the merchant": neither the game, nor its vendor, nor its
 * category is hidden (issue 6: hidden items vanish from every call). Each test is a primary-key
 * probe, so it costs the same however many items a merchant hides.
 */
export function visibleTo(db: Database, merchantId: number): SQL {
  const g = catalogueGames;
  return and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(catalogueHiddenGames)
        .where(
          and(
            eq(catalogueHiddenGames.merchantId, merchantId),
            eq(catalogueHiddenGames.nodeId, g.nodeId),
          ),
        ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(catalogueHiddenVendors)
        .where(
          and(
            eq(catalogueHiddenVendors.merchantId, merchantId),
            eq(catalogueHiddenVendors.vassalage, g.vassalage),
          ),
        ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(catalogueHiddenCategories)
        .where(
          and(
            eq(catalogueHiddenCategories.merchantId, merchantId),
            eq(catalogueHiddenCategories.gameType, g.gameType),
          ),
        ),
    ),
  ) as SQL;
}
