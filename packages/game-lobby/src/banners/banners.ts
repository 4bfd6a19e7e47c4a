import type { GameTile } from '@lobbykit/api-contract';

/**
 * §3 banner: url (the image), linkageType, groupName, id. The link types this kit opens: a game
 * (launched like a tile, §2.3), a page of the site, or an outside address (new tab).
 */
export type BannerLink =
  | { linkageType: 'GAME'; game: GameTile }
  | { linkageType: 'PAGE'; path: string }
  | { linkageType: 'URL'; href: string };

export type Banner = {
  id: string;
  /** §3: the home page uses the home group (others: w_forget, w_reg). */
  groupName: string;
  /** The image, relative to an image host. */
  url: string;
  /** The image at twice the size, for dense screens. */
  url2x: string;
  title: string;
  /** The vendor's name, shown small above the title. */
  subtitle: string;
} & BannerLink;

export const HOME_BANNER_GROUP = 'home';
/** How many featured games make the home slideshow. */
export const HOME_BANNER_COUNT = 5;

/**
 * The platform has no banner call yet (issue 6 adds none), so the home slideshow shows the
 * catalogue's featured games: the top games, most popular first, each opening its game.
 */
export function bannersFromFeaturedGames(
  games: readonly GameTile[],
  vendorName: (vassalage: string) => string,
): Banner[] {
  return games.slice(0, HOME_BANNER_COUNT).map((game) => ({
    id: `game-${game.nodeId}`,
    groupName: HOME_BANNER_GROUP,
    url: game.iconUrl,
    url2x: game.iconUrl2x,
    title: game.gameName,
    subtitle: vendorName(game.vassalage),
    linkageType: 'GAME',
    game,
  }));
}

/** §2.4: only banners of the home group show on the home page. */
export function homeBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP);
}
