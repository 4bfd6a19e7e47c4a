import type { Feature } from '@lobbykit/session';
import { lobbyCatalog } from './catalog';
import { prefetchLobbyHome } from './home/prefetchHome';
import { LobbyOverlays } from './launch/LobbyOverlays';
import { FooterProducts, FooterProviders } from './navigation/FooterSlots';
import { SideMenuGames } from './navigation/SideMenuGames';
import { TopNav } from './navigation/TopNav';
import { loadLobbyHome, lobbyRoutes } from './routes/lobbyRoutes';

/**
 * The game lobby as the site composes it: the home page, the lobby's pages (§2.1 game lists and
 * categories, notices, help), the frame slots (§2.2/§2.6 top navigation with vendor drop-downs,
 * §2.5 side-menu game categories, §2.7 footer product links and grey provider logos, the lobby's
 * popups) and its messages.
 */
export const lobbyFeature: Feature = {
  id: 'game-lobby',
  routes: lobbyRoutes,
  home: { load: loadLobbyHome, prefetch: prefetchLobbyHome },
  slots: {
    topNav: TopNav,
    sideMenuGames: SideMenuGames,
    footerProducts: FooterProducts,
    footerProviders: FooterProviders,
    overlays: LobbyOverlays,
  },
  catalog: lobbyCatalog,
};
