import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import type { SiteRouteHandle } from '@lobbykit/session';
import type { NavBrand } from '../navigation/buildNavigation';
import { lobbyPaths } from './lobbyPaths';

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
  return lobbyPaths(brand).map((page): LobbyRoute => {
    if (page.kind === 'list') {
      return {
        path: page.path,
        section: 'gameList',
        load: loadGameList,
        // §2.1: the favourite list is a member's own (a visitor is sent to /login, §2.2).
        handle: {
          title: lobbyTitles[page.type],
          ...(page.type === 'favorite' ? { loginOnly: true } : {}),
        },
      };
    }
    return {
      path: page.path,
      section: sectionOf[page.kind],
      load: page.kind === 'gameCentre' ? loadGameCenter : loadGameList,
      handle: { title: lobbyTitles[page.category] },
    };
  });
}
