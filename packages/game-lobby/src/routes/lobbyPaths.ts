import { gameCategories } from '@lobbykit/api-contract/rules';
import type { GameCategory } from '@lobbykit/api-contract/rules';
import { categoryPageKind } from '../navigation/buildNavigation';
import type { CategoryPageKind, NavBrand } from '../navigation/buildNavigation';
import { pathOfCategory } from '../navigation/categoryPaths';

/** §2.1 /{type} game list pages. */
export const gameListTypes = ['hot', 'all', 'favorite', 'new', 'top'] as const;
export type GameListType = (typeof gameListTypes)[number];

/** One lobby page's address (relative to the site root) and what kind of page answers it. */
export type LobbyPath =
  | { kind: 'list'; path: GameListType; type: GameListType }
  | { kind: CategoryPageKind; path: string; category: GameCategory };

/**
 * The addresses of the lobby's pages for a brand (§2.1): the game lists, and one page per game
 * category the brand has a page for. Plain data without React, so a build can list the site's
 * addresses (`@lobbykit/game-lobby/paths`); `lobbyRoutes` makes its routes from this list.
 */
export function lobbyPaths(brand: Pick<NavBrand, 'gameListCenter' | 'gameCenter'>): LobbyPath[] {
  const lists = gameListTypes.map((type): LobbyPath => ({ kind: 'list', path: type, type }));
  const categories = gameCategories.flatMap((category: GameCategory): LobbyPath[] => {
    const kind = categoryPageKind(category, brand);
    const path = pathOfCategory(category);
    return kind && path ? [{ kind, path: path.slice(1), category }] : [];
  });
  return [...lists, ...categories];
}
