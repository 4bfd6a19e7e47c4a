// The whole public API of @lobbykit/game-lobby: the lobby's routes (lazy pages), the frame slots
// for the vendor-driven parts of the header, side menu and footer, and the pure rules they use.
import './catalog';
import { LobbyOverlays } from './launch/LobbyOverlays';
import { FooterProducts, FooterProviders } from './navigation/FooterSlots';
import { SideMenuGames } from './navigation/SideMenuGames';
import { TopNav } from './navigation/TopNav';

export { lobbyRoutes, loadLobbyHome, lobbyTitles } from './routes/lobbyRoutes';
export { prefetchLobbyHome } from './home/prefetchHome';
export type { LobbyRoute } from './routes/lobbyRoutes';

/**
 * The frame's slots (site `FrameSlots`): §2.2/§2.6 top navigation with vendor drop-downs, §2.5
 * side-menu game categories, §2.7 footer product links and grey provider logos, and the lobby's
 * popups (provider game lists, launch messages), mounted once by the frame.
 */
export const lobbyFrameSlots = {
  topNav: TopNav,
  sideMenuGames: SideMenuGames,
  footerProducts: FooterProducts,
  footerProviders: FooterProviders,
  overlays: LobbyOverlays,
};

export { TopNav, SideMenuGames, FooterProducts, FooterProviders, LobbyOverlays };

export { categoryOfPath, pathOfCategory } from './navigation/categoryPaths';
export {
  buildNavigation,
  dropdownVendors,
  hasDropdown,
  sideMenuCategories,
  providerLogos,
  vendorPath,
  categoryPageKind,
} from './navigation/buildNavigation';
export type {
  NavItem,
  NavKey,
  NavLabel,
  NavTarget,
  SideMenuEntry,
  ProviderLogo,
  CategoryPageKind,
} from './navigation/buildNavigation';
export { launchTarget } from './launch/launchTarget';
export type { LaunchTarget } from './launch/launchTarget';
export { launchGameAtom, lobbyDialogAtom, gameOpenerAtom } from './launch/launchAtoms';
export { favouriteListsAtom, toggleFavouriteAtom } from './favourites/favouriteAtoms';
