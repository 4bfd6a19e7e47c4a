import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@lobbykit/session';
import * as styles from './HomePage.css';

/**
 * The home page until the game lobby (its own issue) brings banners and game rows: a welcome
 * with the brand's name, so the frame can be used and tested end to end.
 */
export function HomePage() {
  const brand = useAtomValue(brandAtom);
  const name = brand.name;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        <Trans>Welcome to {name}</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Slots, live casino, sports and more, in English and Japanese.</Trans>
      </p>
    </section>
  );
}

export default HomePage;
