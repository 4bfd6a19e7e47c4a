import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { catalogueCategories, catalogueGames, catalogueVendors } from '../../db/schema/index';
import { generateDemoCatalogue } from './demo/generate';

const chunkSize = 500;

/**
 * Writes the generated demo catalogue when the database has none (issue 6), in one transaction of
 * a few multi-row inserts. Safe when two platforms start together on one PostgreSQL: rows that
 * already exist are left alone. Returns the number of games written (0 when one was there).
 */
export async function ensureDemoCatalogue(db: Database): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(catalogueVendors);
  if ((existing?.n ?? 0) > 0) return 0;
  const demo = generateDemoCatalogue();
  await db.transaction(async (tx) => {
    await tx.insert(catalogueCategories).values(demo.categories).onConflictDoNothing();
    await tx.insert(catalogueVendors).values(demo.vendors).onConflictDoNothing();
    for (let i = 0; i < demo.games.length; i += chunkSize) {
      await tx
        .insert(catalogueGames)
        .values(demo.games.slice(i, i + chunkSize))
        .onConflictDoNothing();
    }
  });
  return demo.games.length;
}
