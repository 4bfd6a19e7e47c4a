import type { ComponentType } from 'react';
import type { CatalogLoader } from '@lobbykit/i18n';
import type { SessionStore } from '../client/createSessionStore.js';
import type { AccountPopupKind } from '../popups/popupAtom.js';
import type { SiteRouteHandle } from './routeHandle.js';

/** A lazily loaded page: its chunk's default export. */
export interface FeaturePageModule {
  default: ComponentType;
}

/** One page a feature adds to the site (§2.1), downloaded as a section of its own (§2.11). */
export interface FeatureRoute {
  /** Relative to the site root, e.g. `hot` or `noticePage`. */
  path: string;
  /** §2.11 the section the page belongs to; the site's 120-second load rule (§7.4) names it. */
  section: string;
  load: () => Promise<FeaturePageModule>;
  handle: SiteRouteHandle;
  /**
   * Runs on every visit, before the page renders and while its code downloads: starts the page's
   * reads or resets its state (§2.1 /noticePage opens on its first notice).
   */
  enter?: () => void;
}

/** The home page (§2.1 /, /index, /index.html, /home, /register), from the one feature that has it. */
export interface FeatureHome {
  load: () => Promise<FeaturePageModule>;
  /**
   * Starts the page's first reads beside its code download; at start-up also beside the
   * permission call (`permission` settles with it).
   */
  prefetch: (store: SessionStore, permission?: Promise<unknown>) => void;
}

/**
 * Where a feature plugs into the frame (§2.2, §2.5–§2.7). The frame owns the landmarks, layout and
 * reserved space; a slot renders only its own content and fetches its own data (features cannot
 * import the site, so a slot is a plain component). Where several features fill one slot, the
 * frame renders them in the order the site lists the features.
 */
export interface FeatureSlots {
  /**
   * §2.2, §2.6 header navigation: game-type items with hover drop-downs of vendors, inside the
   * header's `<nav aria-label="Games">` row on wide screens (the side menu has them on phones).
   * Render a list of links; the frame provides the landmark.
   */
  topNav?: ComponentType;
  /**
   * §2.5 side-menu entries of the all-menu tab (game categories, promotion entries, the jackpot
   * promo); the side menu closes by itself on any navigation.
   */
  sideMenuGames?: ComponentType;
  /** §2.7 product links (without PROMO and HOME); rendered in the footer's navigation. */
  footerProducts?: ComponentType;
  /** §2.7 the row of grey provider logos under the footer's payment-methods heading. */
  footerProviders?: ComponentType;
  /** §2.9 the member menu of the side menu; without one the frame lists the member-centre links. */
  memberMenu?: ComponentType;
  /** Popups a feature shows itself (provider game lists, launch messages, notices), mounted once. */
  overlays?: ComponentType;
}

/** A §2.8 popup `accountPopupAtom` can ask for. */
export type FeaturePopupKind = Exclude<AccountPopupKind, 'closed'>;

/**
 * A feature package as the site composes it (ARCHITECTURE.md "Features are composed, not
 * imported"): its pages, its parts of the frame and its messages. The site lists its features in
 * one array; adding a feature is adding its entry there.
 */
export interface Feature {
  /** Names the feature; its catalog is registered under this name. */
  id: string;
  /** The feature's pages for the brand and session in `store`, each a lazy section. */
  routes: (store: SessionStore) => readonly FeatureRoute[];
  /** The home page, from the one feature that provides it. */
  home?: FeatureHome;
  slots?: FeatureSlots;
  /**
   * §2.8 popups the feature renders when `accountPopupAtom` asks for their kind, each a lazy
   * chunk (the site wraps it in its §7.4 section loader). A popup reads the atom for its details
   * and closes by writing it. One feature per kind.
   */
  popups?: Partial<Record<FeaturePopupKind, () => Promise<FeaturePageModule>>>;
  /**
   * Runs once when the site starts with status 0 (§4), after the session restore has begun: takes
   * what the address bar carries for this feature (the reset-password link's code) before anything
   * can leak it.
   */
  start?: (store: SessionStore) => void;
  /** The feature's messages per locale, loaded on demand beside the site's (one chunk each). */
  catalog: CatalogLoader;
  /**
   * True when only the feature's lazy chunks (its popups and pages) show its messages: they then
   * load with the first of those chunks instead of with the first page (the account's popups).
   */
  catalogOnDemand?: boolean;
}
