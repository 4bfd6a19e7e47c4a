import { gameCategories } from '@lobbykit/api-contract/rules';
import type { GameCategory } from '@lobbykit/api-contract/rules';
import { categoryPageKind } from '../navigation/buildNavigation';
import type { CategoryPageKind, NavBrand } from '../navigation/buildNavigation';
import { pathOfCategory } from '../navigation/categoryPaths';

/** §2.1 /{type} game list pages. */
export const gameListTypes = ['hot', 'all', 'favorite', 'new', 'top'] as const;
export type GameListType = (typeof gameListTypes)[number];

/**
 * §2.1 the lobby's pages that are not game lists: the announcements (notices), the help centre,
 * over the site (/help, #tag per topic) and on its own without the frame (/helpmc), and the game
 * page of a seamless-wallet vendor (/seamless).
 */
export const lobbyPagePaths = {
  notices: 'noticePage',
  help: 'help',
  helpMc: 'helpmc',
  seamless: 'seamless',
} as const;
export type LobbyPage = keyof typeof lobbyPagePaths;

/**
 * §2.1 the lottery pages (all need login; /vnLottery has no side menu), which lists reach with
 * `?gameCode=` (§2.3).
 */
export const lotteryPagePaths = ['lottery', 'vnLottery', 'seaLottery'] as const;
export type LotteryPagePath = (typeof lotteryPagePaths)[number];

/** §2.1 the sports vendor FB's page (issue 16 item 4: the demo provider's sportsbook). */
export const sportsPagePath = 'fbSports';

/** One lobby page's address (relative to the site root) and what kind of page answers it. */
export type LobbyPath =
  | { kind: 'list'; path: GameListType; type: GameListType }
  | { kind: CategoryPageKind; path: string; category: GameCategory }
  | { kind: 'page'; path: string; page: LobbyPage }
  | { kind: 'lottery'; path: LotteryPagePath }
  | { kind: 'sports'; path: typeof sportsPagePath };

/**
 * The addresses of the lobby's pages for a brand (§2.1): the game lists, one page per game
 * category the brand has a page for, the notices, the help centre, the lottery pages and the sportsbook. Plain data without React, so a build can list the site's
 * addresses (`@lobbykit/game-lobby/paths`); `lobbyRoutes` makes its routes from this list.
 */
export function lobbyPaths(brand: Pick<NavBrand, 'gameListCenter' | 'gameCenter'>): LobbyPath[] {
  const lists = gameListTypes.map((type): LobbyPath => ({ kind: 'list', path: type, type }));
  const categories = gameCategories.flatMap((category: GameCategory): LobbyPath[] => {
    const kind = categoryPageKind(category, brand);
    const path = pathOfCategory(category);
    return kind && path ? [{ kind, path: path.slice(1), category }] : [];
  });
  const pages = (Object.keys(lobbyPagePaths) as LobbyPage[]).map((page): LobbyPath => ({
    kind: 'page',
    path: lobbyPagePaths[page],
    page,
  }));
  const lottery = lotteryPagePaths.map((path): LobbyPath => ({ kind: 'lottery', path }));
  return [...lists, ...categories, ...pages, ...lottery, { kind: 'sports', path: sportsPagePath }];
}
