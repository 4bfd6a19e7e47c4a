import { useAtomValue } from 'jotai';
import { brandAtom } from '@lobbykit/session';
import { srOnly } from '../catalogue/a11y.css';
import { useFavouriteSync } from '../favourites/useFavouriteSync';
import { JackpotCounter } from '../jackpot/JackpotCounter';
import { WinnerBoard } from '../winners/WinnerBoard';
import { AnnouncementStrip } from './AnnouncementStrip';
import { HomeBanners } from './HomeBanners';
import { HomeRows } from './HomeRows';
import * as styles from './HomePage.css';

/**
 * §2.4 home: banners of the home group, the announcement strip, the jackpot counter, the game
 * rows and the winner board.
 */
export function HomePage() {
  useFavouriteSync();
  const brand = useAtomValue(brandAtom);
  return (
    <div className={styles.page}>
      <h1 className={srOnly}>{brand.name}</h1>
      <HomeBanners />
      <AnnouncementStrip />
      <JackpotCounter />
      <div className={styles.twoColumns}>
        <HomeRows />
        <WinnerBoard />
      </div>
    </div>
  );
}

export default HomePage;
