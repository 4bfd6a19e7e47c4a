import { lobbyFeature } from '@lobbykit/game-lobby';
import type { Feature, FeatureHome } from '@lobbykit/session';

/**
 * The feature packages the site is made of (ARCHITECTURE.md "Features are composed, not
 * imported"), in the order their slots render. The member and agent centres join as two entries.
 */
export const features: readonly Feature[] = [lobbyFeature];

function homeOf(list: readonly Feature[]): FeatureHome {
  const [home, ...others] = list.flatMap((feature) => (feature.home ? [feature.home] : []));
  if (!home || others.length > 0) throw new Error('exactly one feature must provide the home page');
  return home;
}

/** §2.1 the home page, from the one feature that provides it. */
export const home: FeatureHome = homeOf(features);
