import type { GameTile } from '@lobbykit/api-contract';

/**
 * How wide a tile is shown in a grid (two columns on phones, about 180 px on wider screens), so
 * the browser picks the 200 px thumbnail or its 400 px double for dense screens (issue 6 images).
 */
export const GRID_TILE_SIZES = '(max-width: 599px) 46vw, 180px';
/** Tiles of the home rows are 132 px wide on phones, 160 px wider up. */
export const ROW_TILE_SIZES = '(max-width: 599px) 132px, 160px';
/** The banner's artwork: 132 px on phones, 200 px wider up. */
export const BANNER_IMAGE_SIZES = '(max-width: 767px) 132px, 200px';

/** `srcset` of a catalogue image served at 200 px and at 400 px (§7.4 image host). */
export function srcSetOf(url: (path: string) => string, small: string, large: string): string {
  return `${url(small)} 200w, ${url(large)} 400w`;
}

export function tileSrcSet(
  url: (path: string) => string,
  game: Pick<GameTile, 'iconUrl' | 'iconUrl2x'>,
) {
  return srcSetOf(url, game.iconUrl, game.iconUrl2x);
}
