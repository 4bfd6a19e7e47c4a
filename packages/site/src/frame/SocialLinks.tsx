import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { brandAtom, permissionAtom } from '@lobbykit/session';
import { BlogIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '@lobbykit/ui-kit';
import type { SocialLink, SocialNetwork } from './socialLinks';
import { socialLinksOf } from './socialLinks';
import * as styles from './SocialLinks.css';

const networks: Record<SocialNetwork, { label: MessageDescriptor; Icon: ComponentType }> = {
  YOUTUBE: { label: msg`YouTube`, Icon: YoutubeIcon },
  TWITTER: { label: msg`X (Twitter)`, Icon: TwitterIcon },
  BLOG: { label: msg`Blog`, Icon: BlogIcon },
  INSTAGRAM: { label: msg`Instagram`, Icon: InstagramIcon },
};

/** The follow-us links of the permission's resources and the brand file (§2.5, §2.7). */
export function useSocialLinks(): SocialLink[] {
  const permission = useAtomValue(permissionAtom);
  const brand = useAtomValue(brandAtom);
  return socialLinksOf(permission?.resources, brand.social);
}

/**
 * A list of social links, each named with the network and that it opens a new tab. Renders
 * nothing when the brand has none (§2.7: shown only when the resource exists).
 */
export function SocialLinks({
  links,
  label,
  withText = false,
}: {
  links: readonly SocialLink[];
  /** Names the list (for example "Follow us"). */
  label: string;
  /** Shows the network's name beside its icon (the side menu), or the icon only (the footer). */
  withText?: boolean;
}) {
  const { i18n, t } = useLingui();
  if (links.length === 0) return null;
  return (
    <ul className={withText ? styles.listWithText : styles.iconList} aria-label={label}>
      {links.map(({ network, url }) => {
        const { label: name, Icon } = networks[network];
        const text = i18n._(name);
        return (
          <li key={network}>
            <a
              className={withText ? styles.textLink : styles.iconLink}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${text} (opens in a new tab)`}
              data-network={network}
            >
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              {withText ? <span aria-hidden="true">{text}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
