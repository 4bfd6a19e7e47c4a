import { gameCategories } from '@lobbykit/api-contract/rules';
import type { CatalogueCategory, GameCategory } from '@lobbykit/api-contract/rules';

/** §2.2 path to category mapping, as the spec lists it (eleven paths). */
const pathCategories = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/cockfight': 'COCKFIGHT',
  '/promotions': 'PROMO',
  '/hot': 'HOT',
} as const satisfies Record<string, CatalogueCategory>;

export type CategoryPath = keyof typeof pathCategories;

/** The category a path belongs to (§2.2), or null. A trailing slash or a query does not matter. */
export function categoryOfPath(path: string): CatalogueCategory | null {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return (pathCategories as Record<string, CatalogueCategory>)[bare] ?? null;
}

const categoryPaths = Object.fromEntries(
  Object.entries(pathCategories)
    .filter(([, category]) => (gameCategories as readonly string[]).includes(category))
    .map(([path, category]) => [category, path]),
) as Record<GameCategory, CategoryPath>;

/** §2.2: the reverse mapping exists only for the nine game categories (not HOT or PROMO). */
export function pathOfCategory(category: string): CategoryPath | null {
  return (categoryPaths as Record<string, CategoryPath>)[category] ?? null;
}

export function isGameCategory(value: string): value is GameCategory {
  return (gameCategories as readonly string[]).includes(value);
}
