import type { BrandConfig } from '@lobbykit/brand-runtime';
import type { Permission } from '@lobbykit/session';

/** §2.5 follow-us networks, in the order the spec lists them. */
export const socialNetworks = ['YOUTUBE', 'TWITTER', 'BLOG', 'INSTAGRAM'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const brandKey: Record<SocialNetwork, keyof BrandConfig['social']> = {
  YOUTUBE: 'youtube',
  TWITTER: 'twitter',
  BLOG: 'blog',
  INSTAGRAM: 'instagram',
};

/**
 * Only web addresses become links. Safer than the spec, which links whatever the resource holds:
 * a `javascript:` or `data:` URL from a misconfigured resource would run in the site's origin.
 */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * §2.5, §2.7 follow-us and social links, shown only where a link exists: the operator's resource
 * (permission call) wins, the brand file's `social` fills in.
 */
export function socialLinksOf(
  resources: Permission['resources'] | undefined,
  social: BrandConfig['social'],
): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of socialNetworks) {
    const fromResource = resources?.find((r) => r.resourceType === network)?.url.trim();
    const url = fromResource || social[brandKey[network]];
    if (url && isWebUrl(url)) links.push({ network, url });
  }
  return links;
}

const plainAddress = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/**
 * §2.5 live support: a mail link to the operator's EMAIL resource, else the brand's support
 * address. The resource may hold a bare address or a `mailto:` link; anything else is ignored.
 */
export function supportMailto(
  resources: Permission['resources'] | undefined,
  supportEmail: string,
): { address: string; href: string } {
  const raw = resources?.find((r) => r.resourceType === 'EMAIL')?.url.trim() ?? '';
  const candidate = raw.toLowerCase().startsWith('mailto:') ? raw.slice('mailto:'.length) : raw;
  const address = plainAddress.test(candidate) ? candidate : supportEmail;
  return { address, href: `mailto:${address}` };
}
