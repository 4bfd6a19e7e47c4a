import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { catalogueCategories, catalogueGames, catalogueVendors } from '../../db/schema/index';
import type { CatalogueGame, CatalogueVendor } from '../../db/schema/index';

/** A game with its names prepared for search. */
export interface IndexedGame extends CatalogueGame {
  searchEn: string;
  searchJa: string;
}

/**
 * The whole catalogue in memory: a few thousand rows that every visitor of every merchant reads
 * and nobody writes while the platform runs (the demo catalogue is written once, at start). Reads
 * of lists and lanes filter this instead of asking the database, which is what keeps them fast at
 * 100 concurrent connections (issue 6 quality bar). It holds no per-user state.
 */
export interface CatalogueSnapshot {
  /** Most popular first, ties by nodeId: the order of every list. */
  games: readonly IndexedGame[];
  byNodeId: ReadonlyMap<string, IndexedGame>;
  vendors: readonly CatalogueVendor[];
  vendorByCode: ReadonlyMap<string, CatalogueVendor>;
  /** Category codes in lane order. */
  categories: readonly { code: string; kind: 'game' | 'virtual' }[];
}

/** Search text: NFKC (full-width letters and digits as half-width) and lower case. */
export function searchForm(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export async function loadSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [rows, vendors, categories] = await Promise.all([
    db
      .select()
      .from(catalogueGames)
      .orderBy(desc(catalogueGames.popularity), asc(catalogueGames.nodeId)),
    db
      .select()
      .from(catalogueVendors)
      .orderBy(asc(catalogueVendors.sortOrder), asc(catalogueVendors.code)),
    db
      .select({ code: catalogueCategories.code, kind: catalogueCategories.kind })
      .from(catalogueCategories)
      .orderBy(asc(catalogueCategories.sortOrder), asc(catalogueCategories.code)),
  ]);
  const games = rows.map((g) => ({
    ...g,
    searchEn: searchForm(g.nameEn),
    searchJa: searchForm(g.nameJa),
  }));
  return {
    games,
    byNodeId: new Map(games.map((g) => [g.nodeId, g])),
    vendors,
    vendorByCode: new Map(vendors.map((v) => [v.code, v])),
    categories,
  };
}
