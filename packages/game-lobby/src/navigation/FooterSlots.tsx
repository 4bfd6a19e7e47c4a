import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { brandAtom } from '@lobbykit/session';
import { useImageUrl } from '../catalogue/imageHost';
import { scrollToTopSmoothly } from '../catalogue/media';
import { useNavigation } from '../catalogue/useNavigation';
import { useVendorLanes } from '../catalogue/vendorLanes';
import { providerLogos } from './buildNavigation';
import { labelText } from './labels';
import { NavTargetLink, useIsActiveTarget } from './NavTargetLink';
import * as styles from './Footer.css';

/** §2.7, §5 the row of grey game-provider logos (TCG-prefixed providers skipped). */
export function FooterProviders() {
  const { t } = useLingui();
  const lanes = useVendorLanes();
  const imageUrl = useImageUrl();
  const logos = useMemo(() => providerLogos(lanes ?? []), [lanes]);
  return (
    <ul className={styles.logos} aria-label={t`Game providers`}>
      {logos.map((logo) => (
        <li key={logo.vassalage}>
          <img
            className={styles.logo}
            src={imageUrl(logo.path)}
            alt={logo.displayName}
            width={240}
            height={80}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

const notProducts = new Set(['HOME', 'PROMO', 'NOTICE', 'HELP']);

/**
 * §2.7 product links: the navigation's game types without PROMO and HOME; following one opens
 * that game type and scrolls smoothly to the top.
 */
export function FooterProducts() {
  const { t, i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const nav = useNavigation();
  const isActive = useIsActiveTarget();
  const products = (nav ?? []).filter((item) => !notProducts.has(item.key));
  if (products.length === 0) return null;
  return (
    <ul className={styles.products} aria-label={t`Games`}>
      {products.map((item) => (
        <li key={item.key}>
          <NavTargetLink
            target={item.target}
            active={isActive(item.target)}
            className={styles.productLink}
            onNavigate={scrollToTopSmoothly}
          >
            {labelText(item.label, (d) => i18n._(d), brand.gameCategoryName)}
          </NavTargetLink>
        </li>
      ))}
    </ul>
  );
}
