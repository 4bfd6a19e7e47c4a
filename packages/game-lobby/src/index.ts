// The whole public API of @lobbykit/game-lobby: the lobby as a feature the site composes (its
// pages, frame slots and messages), the help topics the frame's menus link to, and the pure rules
// the lobby uses.
export { lobbyFeature } from './feature';
export { footerHelpTopics, helpTopicPath, useHelpTopics } from './help/helpTopics';
export type { HelpTopic, HelpTopicsState } from './help/helpTopics';

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
