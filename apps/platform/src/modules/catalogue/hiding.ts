import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index';
import {
  catalogueCategories,
  catalogueHiddenCategories,
  catalogueHiddenGames,
  catalogueHiddenVendors,
} from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { forgetHidden } from './hiddenCache';
import { gameByNodeId, vendorByCode } from './repository';

/** What an operator hides for one merchant (issue 6): a vendor, a category or a single game. */
export type HideTarget =
  | { kind: 'vendor'; code: string }
  | { kind: 'category'; code: string }
  | { kind: 'game'; nodeId: string };

export interface HiddenItems {
  vendors: string[];
  categories: string[];
  games: { nodeId: string; name: string; vendor: string }[];
}

async function checkExists(db: Database, target: HideTarget): Promise<void> {
  switch (target.kind) {
    case 'vendor':
      if (!(await vendorByCode(db, target.code)))
        throw new PlatformError('NOT_FOUND', `No vendor ${target.code}.`);
      return;
    case 'category': {
      const rows = await db
        .select()
        .from(catalogueCategories)
        .where(eq(catalogueCategories.code, target.code));
      if (rows.length === 0) throw new PlatformError('NOT_FOUND', `No category ${target.code}.`);
      return;
    }
    case 'game':
      if (!(await gameByNodeId(db, target.nodeId)))
        throw new PlatformError('NOT_FOUND', `No game ${target.nodeId}.`);
      return;
    default: {
      const never: never = target;
      throw new Error(`unknown target ${JSON.stringify(never)}`);
    }
  }
}

/** Hides the target for the merchant; true when it was visible before. */
export async function hide(db: Database, merchantId: number, target: HideTarget): Promise<boolean> {
  await checkExists(db, target);
  const rows =
    target.kind === 'vendor'
      ? await db
          .insert(catalogueHiddenVendors)
          .values({ merchantId, vassalage: target.code })
          .onConflictDoNothing()
          .returning()
      : target.kind === 'category'
        ? await db
            .insert(catalogueHiddenCategories)
            .values({ merchantId, gameType: target.code })
            .onConflictDoNothing()
            .returning()
        : await db
            .insert(catalogueHiddenGames)
            .values({ merchantId, nodeId: target.nodeId })
            .onConflictDoNothing()
            .returning();
  forgetHidden(db, merchantId);
  return rows.length > 0;
}

/** Shows the target again; true when it was hidden. */
export async function unhide(
  db: Database,
  merchantId: number,
  target: HideTarget,
): Promise<boolean> {
  const rows =
    target.kind === 'vendor'
      ? await db
          .delete(catalogueHiddenVendors)
          .where(
            and(
              eq(catalogueHiddenVendors.merchantId, merchantId),
              eq(catalogueHiddenVendors.vassalage, target.code),
            ),
          )
          .returning()
      : target.kind === 'category'
        ? await db
            .delete(catalogueHiddenCategories)
            .where(
              and(
                eq(catalogueHiddenCategories.merchantId, merchantId),
                eq(catalogueHiddenCategories.gameType, target.code),
              ),
            )
            .returning()
        : await db
            .delete(catalogueHiddenGames)
            .where(
              and(
                eq(catalogueHiddenGames.merchantId, merchantId),
                eq(catalogueHiddenGames.nodeId, target.nodeId),
              ),
            )
            .returning();
  forgetHidden(db, merchantId);
  return rows.length > 0;
}

export async function hiddenItems(db: Database, merchantId: number): Promise<HiddenItems> {
  const vendors = await db
    .select({ code: catalogueHiddenVendors.vassalage })
    .from(catalogueHiddenVendors)
    .where(eq(catalogueHiddenVendors.merchantId, merchantId))
    .orderBy(asc(catalogueHiddenVendors.vassalage));
  const categories = await db
    .select({ code: catalogueHiddenCategories.gameType })
    .from(catalogueHiddenCategories)
    .where(eq(catalogueHiddenCategories.merchantId, merchantId))
    .orderBy(asc(catalogueHiddenCategories.gameType));
  const games = await db.query.catalogueHiddenGames.findMany({
    where: eq(catalogueHiddenGames.merchantId, merchantId),
    orderBy: asc(catalogueHiddenGames.nodeId),
  });
  const named = await Promise.all(
    games.map(async (g) => {
      const game = await gameByNodeId(db, g.nodeId);
      return { nodeId: g.nodeId, name: game?.nameEn ?? '', vendor: game?.vassalage ?? '' };
    }),
  );
  return {
    vendors: vendors.map((v) => v.code),
    categories: categories.map((c) => c.code),
    games: named,
  };
}
