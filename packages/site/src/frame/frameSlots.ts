import type { ComponentType } from 'react';
import { lobbyFrameSlots } from '@lobbykit/game-lobby';

/**
 * Where feature packages plug vendor-driven parts into the frame (§2.2, §2.5, §2.6, §2.7). The
 * frame owns the landmarks, layout and reserved space; a slot renders only its own content and
 * fetches its own data (feature packages cannot import the site, so a slot is a plain component).
 *
 * The game-lobby issue fills `frameSlots` below from its package, for example:
 *
 *   import { lobbyFrameSlots } from '@lobbykit/game-lobby';
 *   export const frameSlots: FrameSlots = lobbyFrameSlots;
 *
 * A slot that loads data should reserve its own height (quality bar: no layout shift).
 */
export interface FrameSlots {
  /**
   * §2.2, §2.6 top navigation: game-type items with hover drop-downs of vendors. Rendered inside
   * the header's `<nav aria-label="Games">` row, on wide screens only (the side menu has them on
   * phones). Render a list of links; the frame provides the landmark.
   */
  topNav?: ComponentType;
  /**
   * §2.5 side-menu game categories (all, hot, new, the configured vendor categories, favorite,
   * top), the promotion entries and the jackpot promo. Rendered first in the all-menu tab; the
   * side menu closes by itself on any navigation.
   */
  sideMenuGames?: ComponentType;
  /** §2.7 product links (without PROMO and HOME); rendered in the footer's navigation. */
  footerProducts?: ComponentType;
  /** §2.7 the row of grey provider logos under the footer's payment-methods heading. */
  footerProviders?: ComponentType;
  /**
   * §2.9 the member menu of the side menu, when the member-centre package wants to supply its own
   * entries (with count badges); by default the frame lists the member-centre routes itself.
   */
  memberMenu?: ComponentType;
  /** Popups a feature package shows itself (the lobby's provider game lists), mounted once. */
  overlays?: ComponentType;
}

/** The slots the site renders: the game lobby's (issue 6); member-centre ones join later. */
export const frameSlots: FrameSlots = { ...lobbyFrameSlots };
