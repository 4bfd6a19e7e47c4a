import type { VendorIcons } from '@lobbykit/api-contract';

/**
 * Image paths on the image hosts of the permission call (§3 imageCDNs, §7.4 image base). The
 * platform serves every one of them itself (./artwork); an operator CDN may mirror the same paths.
 */
export const IMAGE_ROOT = '/TCG_PROD_IMAGES';

/** Tile sizes served: the size shown (200) and its 2× for dense screens. */
export const gameIconSizes = [200, 400] as const;
export type GameIconSize = (typeof gameIconSizes)[number];

export function gameIconPath(nodeId: string, size: GameIconSize): string {
  return `${IMAGE_ROOT}/GAME_ICON/${size}/${encodeURIComponent(nodeId)}.png`;
}

/** Every vendor icon variant §7.4 names, for one vendor in one lane. */
export function vendorIconPaths(vendor: string, gameType: string): VendorIcons {
  const v = encodeURIComponent(vendor);
  const list = `${IMAGE_ROOT}/${gameType}_LIST_VENDOR/${v}`;
  // §7.4 names the header variants (-DEFAULT, -HOVER) but not their folder; this one mirrors LIST_VENDOR.
  const header = `${IMAGE_ROOT}/${gameType}_HEADER_VENDOR/${v}`;
  return {
    smallDefault: `${IMAGE_ROOT}/VENDOR_ICON_SMALL/${v}-DEFAULT.png`,
    smallActive: `${IMAGE_ROOT}/VENDOR_ICON_SMALL/${v}-ACTIVE.png`,
    listWhite: `${list}-WHITE.png`,
    listColor: `${list}-COLOR.png`,
    listPurple: `${list}-PURPLE.png`,
    listGray: `${list}-GRAY.png`,
    submenu: `${IMAGE_ROOT}/SUBMENU_IMG/STYLE1/${gameType}-${v}.png`,
    headerDefault: `${header}-DEFAULT.png`,
    headerHover: `${header}-HOVER.png`,
  };
}
