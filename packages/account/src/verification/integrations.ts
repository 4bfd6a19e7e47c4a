import type { HumanVerifier } from './humanVerifier';
import { noHumanVerifier } from './humanVerifier';
import type { SocialProviderId, SocialSignInFactory } from './socialSignIn';

/**
 * The account services a brand plugs in: its human-verification provider (§7.4) and the
 * implementations of Google and Facebook sign-in (§2.8). Set once before the site mounts; the
 * defaults are no verification and no social sign-in.
 */
export interface AccountIntegrations {
  humanVerifier: HumanVerifier;
  socialSignIn: Partial<Record<SocialProviderId, SocialSignInFactory>>;
}

const defaults: AccountIntegrations = { humanVerifier: noHumanVerifier, socialSignIn: {} };
let current: AccountIntegrations = defaults;

/** Installs a brand's account services (call before mountSite); unset parts keep the defaults. */
export function configureAccountIntegrations(integrations: Partial<AccountIntegrations>): void {
  current = { ...defaults, ...integrations };
}

export function accountIntegrations(): AccountIntegrations {
  return current;
}
