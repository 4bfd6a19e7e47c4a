import type { BrandConfig } from '@lobbykit/session';
import type { LoginValue } from '@lobbykit/api-contract';

export const socialProviderIds = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

/**
 * §2.8, §7.4 Google and Facebook sign-in, behind one interface: a provider runs its own window
 * or SDK and its exchange with the platform, and hands back the platform's login value, which the
 * site finishes like every other login (completeLoginAtom). Failures are AccountProviderErrors.
 */
export interface SocialSignInProvider {
  readonly id: SocialProviderId;
  signIn(): Promise<LoginValue>;
}

/** Builds a provider from the brand's settings for it (features.googleSignIn, facebookSignIn). */
export type SocialSignInFactory = (brand: BrandConfig) => SocialSignInProvider;

/** Whether the brand configures a provider: only then is its button shown (§2.8 "optional"). */
export function brandConfiguresSocial(brand: BrandConfig, id: SocialProviderId): boolean {
  switch (id) {
    case 'google':
      return brand.features.googleSignIn !== undefined;
    case 'facebook':
      return brand.features.facebookSignIn !== undefined;
    default: {
      const never: never = id;
      return never;
    }
  }
}

/**
 * The providers to show for a brand: those the brand configures and for which an implementation
 * is installed, in a stable order. No brand configures one today, so the list is empty.
 */
export function socialProvidersFor(
  brand: BrandConfig,
  factories: Partial<Record<SocialProviderId, SocialSignInFactory>>,
): SocialSignInProvider[] {
  return socialProviderIds.flatMap((id) => {
    const factory = factories[id];
    return factory && brandConfiguresSocial(brand, id) ? [factory(brand)] : [];
  });
}
