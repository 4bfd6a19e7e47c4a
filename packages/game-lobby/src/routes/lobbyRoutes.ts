import { msg } from '@lingui/core/macro';
import { loadCatalogOnDemand } from '@lobbykit/i18n';
import { brandAtom } from '@lobbykit/session';
import { SESSION_CATALOG, sessionCatalog } from '@lobbykit/session/catalog';
import type { FeaturePageModule, FeatureRoute, SessionStore } from '@lobbykit/session';
import { BETS_CATALOG, betsCatalog } from '../bets/catalog';
import { LOTTERY_CATALOG, lotteryCatalog } from '../lottery/catalog';
import { SEAMLESS_CATALOG, seamlessCatalog } from '../seamless/catalog';
import { SPORTS_CATALOG, sportsCatalog } from '../sports/catalog';
import { selectedNoticeIndexAtom } from '../notices/noticeAtoms';
import { lobbyPaths } from './lobbyPaths';
import type { LobbyPage, LotteryPagePath } from './lobbyPaths';

// One chunk per kind of page: nothing of the lists is in the home page's download.
export const loadLobbyHome = (): Promise<FeaturePageModule> => import('../home/HomePage');
const loadGameList = (): Promise<FeaturePageModule> => import('../lists/GameListPage');
const loadGameCenter = (): Promise<FeaturePageModule> => import('../lists/GameCenterPage');

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
  lottery: msg`Lottery`,
  vnLottery: msg`Vietnamese lottery`,
  seaLottery: msg`Sea lottery`,
  fbSports: msg`Sports`,
  notices: msg`Announcements`,
  help: msg`Help`,
  seamless: msg`Games`,
} as const;

const sectionOf = {
  listCentre: 'gameListCenter',
  gameCentre: 'gameCenter',
  category: 'gameList',
} as const;

/** The /seamless page and its messages: a chunk of its own, with nothing of it in the first page. */
const loadSeamless = async (): Promise<FeaturePageModule> => {
  const [page] = await Promise.all([
    import('../seamless/SeamlessPage'),
    loadCatalogOnDemand(SEAMLESS_CATALOG, seamlessCatalog),
  ]);
  return page;
};

/**
 * §2.1 the notices, the help centre and /seamless; §2.11 NoticePage, CustomHelp and Seamless are
 * sections of their own.
 */
function pageRoute(page: LobbyPage, path: string, store: SessionStore): FeatureRoute {
  switch (page) {
    case 'notices':
      return {
        path,
        section: 'NoticePage',
        load: () => import('../notices/NoticePage'),
        handle: { title: lobbyTitles.notices },
        // §2.1: opening /noticePage shows the first notice.
        enter: () => store.set(selectedNoticeIndexAtom, 0),
      };
    case 'help':
      // The help modal over the site; closing it returns to /.
      return {
        path,
        section: 'CustomHelp',
        load: () => import('../help/HelpModal'),
        handle: { title: lobbyTitles.help },
      };
    case 'helpMc':
      return {
        path,
        section: 'CustomHelp',
        load: () => import('../help/HelpMcPage'),
        handle: { title: lobbyTitles.help, chrome: 'none' },
      };
    case 'seamless':
      // A game page (the header hides the balance); visitors may browse it (§6), so no login.
      return {
        path,
        section: 'Seamless',
        load: loadSeamless,
        handle: { title: lobbyTitles.seamless, gamePage: true },
      };
    default: {
      const never: never = page;
      throw new Error(`unknown lobby page ${String(never)}`);
    }
  }
}

// One chunk per lottery page (the betting view they share is a chunk of its own), and their
// messages with them (the slip's refusals are the §8 map's, session's catalog), not with the first
// page.
const pages: Record<LotteryPagePath, () => Promise<FeaturePageModule>> = {
  lottery: () => import('../lottery/LotteryPage'),
  vnLottery: () => import('../lottery/VnLotteryPage'),
  seaLottery: () => import('../lottery/SeaLotteryPage'),
};
const loadLottery = (path: LotteryPagePath) => async (): Promise<FeaturePageModule> => {
  const [page] = await Promise.all([
    pages[path](),
    loadCatalogOnDemand(LOTTERY_CATALOG, lotteryCatalog),
    loadCatalogOnDemand(BETS_CATALOG, betsCatalog),
    loadCatalogOnDemand(SESSION_CATALOG, sessionCatalog),
  ]);
  return page;
};

/** §2.1: the lottery pages need login, are game pages (balance hidden), /vnLottery has no side menu. */
function lotteryRoute(path: LotteryPagePath): FeatureRoute {
  return {
    path,
    section: path,
    load: loadLottery(path),
    handle: {
      title: lobbyTitles[path],
      loginOnly: true,
      gamePage: true,
      ...(path === 'vnLottery' ? { sideMenu: false } : {}),
    },
  };
}

/**
 * §2.1 /fbSports, the demo provider's sportsbook (issue 16 item 4): a chunk of its own with its
 * messages. Public (§6: a visitor browses; placing asks for a real account); not a game page, so
 * the header keeps the balance a bettor watches.
 */
function sportsRoute(path: string): FeatureRoute {
  return {
    path,
    section: 'fbSports',
    load: async () => {
      const [page] = await Promise.all([
        import('../sports/SportsPage'),
        loadCatalogOnDemand(SPORTS_CATALOG, sportsCatalog),
        loadCatalogOnDemand(BETS_CATALOG, betsCatalog),
        // The §8 error map's messages (the slip's refusals), as the lottery pages load them.
        loadCatalogOnDemand(SESSION_CATALOG, sessionCatalog),
      ]);
      return page;
    },
    handle: { title: lobbyTitles.fbSports },
  };
}

/**
 * The lobby's routes (§2.1) for the brand in `store`: the game lists, one page per game category —
 * a game-list-centre or game-centre page where the brand lists the category (gameListCenter,
 * gameCenter), else a plain category page; /rng also serves /rng?type=JP and /rng?gameClassify=JP —
 * the notices, the help centre and the lottery pages. The home page is `lobbyFeature.home`.
 */
export function lobbyRoutes(store: SessionStore): FeatureRoute[] {
  return lobbyPaths(store.get(brandAtom)).map((page): FeatureRoute => {
    if (page.kind === 'page') return pageRoute(page.page, page.path, store);
    if (page.kind === 'lottery') return lotteryRoute(page.path);
    if (page.kind === 'sports') return sportsRoute(page.path);
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
