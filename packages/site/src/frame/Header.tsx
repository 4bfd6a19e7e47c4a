import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { brandAtom } from '@lobbykit/session';
import { HomeIcon, IconButton, LinkButton, MenuIcon } from '@lobbykit/ui-kit';
import { useRouteHandle } from '../routing/useRouteEffects';
import { sideMenuOpenAtom } from './frameAtoms';
import type { FrameSlots } from './frameSlots';
import { HeaderAccount } from './HeaderAccount';
import { LanguageControl } from './LanguageControl';
import { ThemeControl } from './ThemeControl';
import * as styles from './Header.css';

/**
 * §2.6 header: menu and home buttons, logo, the account area (visitor, member, trial), language
 * and theme; the lobby's top navigation below on wide screens (`slots.topNav`).
 */
export function Header({ slots }: { slots: FrameSlots }) {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const handle = useRouteHandle();
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  // §2.1: /vnLottery has no side menu.
  const hasSideMenu = handle.sideMenu !== false;
  const TopNav = slots.topNav;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {hasSideMenu ? (
            <IconButton
              label={t`Menu`}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPress={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          ) : null}
          <LinkButton href="/" label={t`Home`} tone="neutral" variant="ghost">
            <HomeIcon />
          </LinkButton>
          <Link to="/" className={styles.logoLink}>
            {/* The brand's name is the logo's text (§2.6); fixed box so it never shifts. */}
            <img
              className={brand.logoDarkUrl ? `${styles.logo} ${styles.logoLightOnly}` : styles.logo}
              src={brand.logoUrl}
              alt={brand.name}
              width={160}
              height={36}
              decoding="async"
            />
            {/* The theme is a document attribute, which an <img> cannot see: two images, one shown. */}
            {brand.logoDarkUrl ? (
              <img
                className={`${styles.logo} ${styles.logoDarkOnly}`}
                src={brand.logoDarkUrl}
                alt={brand.name}
                width={160}
                height={36}
                decoding="async"
              />
            ) : null}
          </Link>
        </div>
        {/* §2.1 game pages (/seamless, /lottery, /vnLottery, /seaLottery) hide the balance; /fbSports
            is not one and keeps it (decided: a bettor watches it), so its route sets no gamePage. */}
        <HeaderAccount hideBalance={handle.gamePage === true} />
        <div className={styles.prefs}>
          <div className={styles.languageSlot}>
            <LanguageControl />
          </div>
          <ThemeControl />
        </div>
      </div>
      {TopNav ? (
        <nav aria-label={t`Games`} className={styles.topNav}>
          <div className={styles.topNavInner}>
            <TopNav />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
