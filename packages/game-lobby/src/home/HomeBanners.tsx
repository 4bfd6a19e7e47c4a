import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { bannersFromFeaturedGames, homeBanners } from '../banners/banners';
import { BannerSlideshow } from '../banners/BannerSlideshow';
import * as slideshowStyles from '../banners/BannerSlideshow.css';
import { useVendorNames } from '../catalogue/useNavigation';
import { featuredGamesQuery } from './featuredGames';

/** §2.4 home banners: the home group, built from the catalogue's featured games (see banners.ts). */
export function HomeBanners() {
  const vendors = useVendorNames();
  const featured = useQuery(featuredGamesQuery(useAtomValue(platformQueryContextAtom)));
  const banners = useMemo(
    () =>
      homeBanners(
        bannersFromFeaturedGames(featured.data?.games ?? [], (code) => vendors.get(code) ?? code),
      ),
    [featured.data, vendors],
  );
  // The slideshow's box is reserved while the banners load, so nothing below it moves.
  if (banners.length === 0) {
    return featured.isPending ? <div className={slideshowStyles.root} aria-hidden="true" /> : null;
  }
  return <BannerSlideshow banners={banners} />;
}
