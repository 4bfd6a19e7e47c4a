import { catalogueCategories } from '@lobbykit/api-contract';
import type { CatalogueCategory, LaneVendor, VendorLane } from '@lobbykit/api-contract';
import { vendorIconPaths } from './paths';
import type { VendorCounts } from './query';
import type { CatalogueSnapshot } from './snapshot';
import type { Language } from './tiles';

const known = new Set<string>(catalogueCategories);

function isKnown(code: string): code is CatalogueCategory {
  return known.has(code);
}

/** How many games of a vendor count for a lane: its own type, or the hot and promo flags. */
function countFor(lane: CatalogueCategory, counts: VendorCounts): number {
  if (lane === 'HOT') return counts.hot;
  if (lane === 'PROMO') return counts.promo;
  return counts.byType.get(lane) ?? 0;
}

/**
 * The sorted vendor categories of GCSGAME_newGameVendor (§2.2, §3 vendor category): categories in
 * the catalogue's order, each with the vendors that have visible games in it, vendors in their
 * order; a category without vendors, unknown or hidden by the merchant is left out.
 */
export function vendorLanes(
  snapshot: CatalogueSnapshot,
  counts: ReadonlyMap<string, VendorCounts>,
  hiddenCategories: ReadonlySet<string>,
  language: Language,
): VendorLane[] {
  const lanes: VendorLane[] = [];
  for (const { code } of snapshot.categories) {
    if (!isKnown(code) || hiddenCategories.has(code)) continue;
    const vendors: LaneVendor[] = [];
    const jackpotVendors: string[] = [];
    for (const vendor of snapshot.vendors) {
      const vendorCounts = counts.get(vendor.code);
      const gameCount = vendorCounts ? countFor(code, vendorCounts) : 0;
      if (!vendorCounts || gameCount === 0) continue;
      vendors.push({
        vassalage: vendor.code,
        displayName: language === 'JA' ? vendor.displayNameJa : vendor.displayName,
        gameType: code,
        gameCount,
        icons: vendorIconPaths(vendor.code, code),
      });
      // §3 gameClassify: the vendors with jackpot games of this category (/rng?gameClassify=JP).
      if (vendorCounts.jackpotTypes.has(code)) jackpotVendors.push(vendor.code);
    }
    if (vendors.length === 0) continue;
    lanes.push({
      gameCategory: code,
      vendors,
      cards: Object.fromEntries(
        vendors.map((v) => [
          v.vassalage,
          { vassalage: v.vassalage, displayName: v.displayName, gameCount: v.gameCount },
        ]),
      ),
      gameClassify: jackpotVendors.length > 0 ? [{ key: 'JP', vendors: jackpotVendors }] : [],
    });
  }
  return lanes;
}
