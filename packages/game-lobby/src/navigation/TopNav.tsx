import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { brandAtom } from '@lobbykit/session';
import { ChevronDownIcon } from '@lobbykit/ui-kit';
import { useImageUrl } from '../catalogue/imageHost';
import { useNavigation } from '../catalogue/useNavigation';
import { dropdownVendors, hasDropdown, vendorPath } from './buildNavigation';
import type { NavItem } from './buildNavigation';
import { labelText } from './labels';
import { NavTargetLink, useIsActiveTarget } from './NavTargetLink';
import * as styles from './TopNav.css';

/**
 * §2.2, §2.6 the top navigation: the catalogue's categories in the server's order, each with a
 * drop-down of its vendors (not for HOME, FB, PROMO), then promotions, announcements and help.
 * The drop-down opens on hover and, for keyboard users, from its own toggle button (the
 * disclosure navigation pattern); Esc closes it and returns focus to the toggle.
 */
export function TopNav() {
  const nav = useNavigation();
  const isActive = useIsActiveTarget();
  // The header reserves the row's height; until the lanes arrive it stays empty.
  if (!nav) return <div className={styles.placeholder} />;
  return (
    <ul className={styles.list}>
      {nav.map((item) => (
        <TopNavItem key={item.key} item={item} active={isActive(item.target)} />
      ))}
    </ul>
  );
}

function TopNavItem({ item, active }: { item: NavItem; active: boolean }) {
  const { t, i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelId = useId();
  const withDropdown = hasDropdown(item);
  const label = labelText(item.label, (d) => i18n._(d), brand.gameCategoryName);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  // Esc closes the open drop-down from anywhere inside it and returns focus to its toggle.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = itemRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inside) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onMouseEnter={withDropdown ? () => setOpen(true) : undefined}
      onMouseLeave={withDropdown ? () => setOpen(false) : undefined}
      onBlur={withDropdown ? onBlur : undefined}
    >
      <NavTargetLink
        target={item.target}
        active={active}
        className={styles.link}
        onNavigate={() => setOpen(false)}
      >
        {label}
      </NavTargetLink>
      {withDropdown ? (
        <>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t`${label}: providers`}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon />
          </button>
          <div id={panelId} hidden={!open}>
            {open ? (
              <VendorDropdown item={item} label={label} onClose={() => setOpen(false)} />
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

function VendorDropdown({
  item,
  label,
  onClose,
}: {
  item: NavItem;
  label: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const { shown, more } = dropdownVendors(item.vendors);
  const rebate = item.rebate;
  const morePath = item.target.kind === 'path' ? item.target.to : null;
  return (
    <div className={styles.panel}>
      <p className={styles.panelHeading}>
        {label}
        {rebate ? <span className={styles.rebate}>{t`Rebate ${rebate}`}</span> : null}
      </p>
      <ul className={styles.vendorGrid}>
        {shown.map((vendor) => {
          const path = item.category ? vendorPath(item.category, vendor.vassalage) : null;
          const images = (
            <>
              <span className={styles.vendorImages} aria-hidden="true">
                <img
                  className={styles.vendorImage}
                  src={imageUrl(vendor.icons.headerDefault)}
                  alt=""
                  width={240}
                  height={144}
                  decoding="async"
                />
                <img
                  className={styles.vendorImageHover}
                  src={imageUrl(vendor.icons.headerHover)}
                  alt=""
                  width={240}
                  height={144}
                  decoding="async"
                />
              </span>
              {vendor.displayName}
            </>
          );
          return (
            <li key={`${vendor.gameType}-${vendor.vassalage}`}>
              {item.target.kind === 'launchFirst' ? (
                <NavTargetLink
                  target={{ ...item.target, vassalage: vendor.vassalage }}
                  active={false}
                  className={styles.vendorTile}
                  onNavigate={onClose}
                >
                  {images}
                </NavTargetLink>
              ) : path ? (
                <Link to={path} className={styles.vendorTile} onClick={onClose}>
                  {images}
                </Link>
              ) : null}
            </li>
          );
        })}
        {more && morePath ? (
          <li>
            <Link to={morePath} className={styles.moreTile} onClick={onClose}>
              {t`More`}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
