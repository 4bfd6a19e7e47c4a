import { prepareDateTimeFormat } from '@lobbykit/i18n';
import type { SessionStore } from '@lobbykit/session';
import { brandAtom, platformQueryContextAtom, queryClientAtom } from '@lobbykit/session';
import { bannersFromFeaturedGames, homeBanners } from '../banners/banners';
import { imageHostAtom, imageUrl } from '../catalogue/imageHost';
import { vendorLanesQuery } from '../catalogue/vendorLanes';
import { BANNER_IMAGE_SIZES, srcSetOf } from '../tiles/imageSizes';
import { featuredGamesQuery } from './featuredGames';

/**
 * Asks the browser for an image the page is about to show, at the candidate its `<img>` picks;
 * once (start-up and the home route's loader both get here).
 */
function preloadImage(srcSet: string, sizes: string) {
  for (const existing of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))
    if (existing.imageSrcset === srcSet && existing.imageSizes === sizes) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.imageSrcset = srcSet;
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Starts the home page's first requests before its code has loaded and rendered (issue 6: the
 * largest paint is the first banner): the menus' vendor lanes (also the banners' vendor names)
 * and the slideshow's games. Once those and `imageHostReady` (the permission call, which names
 * the image hosts) are in, the first banner's image is preloaded with the same `srcset` and
 * `sizes` as the slideshow's `<img>`, so the browser reuses it. The news strip's date formatter is
 * built in a task of its own meanwhile: the page's first `Intl.DateTimeFormat` loads ICU data
 * (10–25 ms of one task in a profile of the home page), which otherwise lands in the render that
 * shows the news or the announcement popup after load (issue 17 item 2).
 */
export function prefetchLobbyHome(
  store: SessionStore,
  imageHostReady: Promise<unknown> = Promise.resolve(),
): void {
  const { timeZone } = store.get(brandAtom);
  setTimeout(() => prepareDateTimeFormat(timeZone), 0);
  const queries = store.get(queryClientAtom);
  const context = store.get(platformQueryContextAtom);
  // While a stored session is restored the reads wait; the page asks once it is known.
  if (context.scope === null) return;
  void queries.prefetchQuery(vendorLanesQuery(context));
  Promise.all([queries.ensureQueryData(featuredGamesQuery(context)), imageHostReady]).then(
    ([{ games }]) => {
      const first = homeBanners(bannersFromFeaturedGames(games, (code) => code))[0];
      if (!first) return;
      const url = (path: string) => imageUrl(store.get(imageHostAtom), path);
      preloadImage(srcSetOf(url, first.url, first.url2x), BANNER_IMAGE_SIZES);
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}
