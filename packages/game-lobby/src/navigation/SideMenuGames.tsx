import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { brandAtom } from '@lobbykit/session';
import { useNavigation } from '../catalogue/useNavigation';
import { sideMenuCategories } from './buildNavigation';
import { labelText } from './labels';
import { NavTargetLink, useIsActiveTarget } from './NavTargetLink';
import * as styles from './SideMenuGames.css';

/** §2.5 jackpot promo: the jackpot games of the slots page. */
export const JACKPOT_PROMO_PATH = '/rng?type=JP';

/**
 * §2.5 side-menu game categories: all, hot, new, the RNG, LIVE and SPORTS categories the catalogue
 * has, favorite and top (special), then the jackpot promo. The side menu closes on navigation.
 */
export function SideMenuGames() {
  const { i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const nav = useNavigation();
  const isActive = useIsActiveTarget();
  // Before the lanes arrive the fixed entries show already; the vendor categories join them.
  const entries = useMemo(() => sideMenuCategories(nav ?? []), [nav]);
  // h3: the side menu's title is an h2 (React Aria's dialog heading), its sections are below it.
  return (
    <>
      <section className={styles.section} aria-labelledby="lobby-side-games">
        <h3 id="lobby-side-games" className={styles.heading}>
          <Trans>Games</Trans>
        </h3>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <NavTargetLink
                target={entry.target}
                active={isActive(entry.target)}
                className={styles.item}
              >
                <span className={styles.dot} aria-hidden="true" />
                {labelText(entry.label, (d) => i18n._(d), brand.gameCategoryName)}
              </NavTargetLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="lobby-side-promos">
        <h3 id="lobby-side-promos" className={styles.heading}>
          <Trans>Promotions</Trans>
        </h3>
        <ul className={styles.list}>
          <li>
            <NavLink to={JACKPOT_PROMO_PATH} className={styles.item}>
              <span className={styles.dot} aria-hidden="true" />
              <Trans>Jackpot games</Trans>
            </NavLink>
          </li>
        </ul>
      </section>
    </>
  );
}
