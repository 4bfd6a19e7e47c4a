import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { gameCategories } from '@lobbykit/api-contract/rules';
import type { GameCategory } from '@lobbykit/api-contract/rules';
import type { SiteRouteHandle } from '@lobbykit/session';
import { categoryPageKind } from '../navigation/buildNavigation';
import type { NavBrand } from '../navigation/buildNavigation';
import { pathOfCategory } from '../navigation/categoryPaths';

type PageModule = { default: ComponentType };

/** A lazy page of the lobby; the site wraps `load` in its section loader (§7.4 120 s rule). */
export interface LobbyRoute {
  /** Relative to the site root, e.g. `hot`. */
  path: string;
  /** §2.11 the separately loaded section the page belongs to. */
  section: 'home' | 'gameList' | 'gameListCenter' | 'gameCenter';
  load: () => Promise<PageModule>;
  handle: SiteRouteHandle;
}

// One chunk per kind of page: nothing of the lists is in the home page's download.
export const loadLobbyHome = (): Promise<PageModule> => import('../home/HomePage');
const loadGameList = (): Promise<PageModule> => import('../lists/GameListPage');
const loadGameCenter = (): Promise<PageModule> => import('../lists/GameCenterPage');

/** §2.11 page titles of the lobby's pages. */
export const lobbyTitles = {
  home: msg`Home`,
  hot: msg`Hot games`,
  all: msg`All games`,
  favorite: msg`Favourites`,
  new: msg`New games`,
  top: msg`Special`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  RNG: msg`Slots`,
  COCKFIGHT: msg`Cockfight`,
} as const;

const sectionOf = {
  listCentre: 'gameListCenter',
  gameCentre: 'gameCenter',
  category: 'gameList',
} as const;

/**
 * The lobby's routes (§2.1) for a brand: the game lists, and one page per game category — a
 * game-list-centre or game-centre page where the brand lists the category (gameListCenter,
 * gameCenter), else a plain category page. /rng also serves /rng?type=JP and /rng?gameClassify=JP.
 * The home routes (/, /index, /index.html, /home) are the site's, rendering `loadLobbyHome`.
 */
export function lobbyRoutes(brand: Pick<NavBrand, 'gameListCenter' | 'gameCenter'>): LobbyRoute[] {
  const lists: LobbyRoute[] = (['hot', 'all', 'favorite', 'new', 'top'] as const).map((type) => ({
    path: type,
    section: 'gameList',
    load: loadGameList,
    // §2.1: the favourite list is a member's own (a visitor is sent to /login, §2.2).
    handle: { title: lobbyTitles[type], ...(type === 'favorite' ? { loginOnly: true } : {}) },
  }));
  const categories = gameCategories.flatMap((category: GameCategory): LobbyRoute[] => {
    const kind = categoryPageKind(category, brand);
    const path = pathOfCategory(category);
    if (!kind || !path) return [];
    return [
      {
        path: path.slice(1),
        section: sectionOf[kind],
        load: kind === 'gameCentre' ? loadGameCenter : loadGameList,
        handle: { title: lobbyTitles[category] },
      },
    ];
  });
  return [...lists, ...categories];
}
