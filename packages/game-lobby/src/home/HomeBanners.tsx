import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { apiAtom, languageAtom } from '@lobbykit/session';
import { bannersFromFeaturedGames, homeBanners } from '../banners/banners';
import { BannerSlideshow } from '../banners/BannerSlideshow';
import * as slideshowStyles from '../banners/BannerSlideshow.css';
import { useVendorNames } from '../catalogue/useNavigation';
import { useRemote } from '../catalogue/useRemote';
import { featuredGames } from './featuredGames';

/** §2.4 home banners: the home group, built from the catalogue's featured games (see banners.ts). */
export function HomeBanners() {
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(languageAtom);
  const vendors = useVendorNames();
  const request = featuredGames(api, language);
  const featured = useRemote(request.key, request.load);
  const banners = useMemo(
    () =>
      homeBanners(
        bannersFromFeaturedGames(featured.data?.games ?? [], (code) => vendors.get(code) ?? code),
      ),
    [featured.data, vendors],
  );
  // The slideshow's box is reserved while the banners load, so nothing below it moves.
  if (banners.length === 0) {
    return featured.status === 'loading' ? (
      <div className={slideshowStyles.root} aria-hidden="true" />
    ) : null;
  }
  return <BannerSlideshow banners={banners} />;
}
