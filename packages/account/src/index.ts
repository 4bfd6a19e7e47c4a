// The whole public API of @lobbykit/account: the account flows as a feature the site composes,
// and the integrations a brand may plug in (human verification, social sign-in).
export { accountFeature } from './feature';
export { noHumanVerifier, verifiedActions } from './verification/humanVerifier';
export type { HumanVerifier, VerifiedAction } from './verification/humanVerifier';
export {
  brandConfiguresSocial,
  socialProviderIds,
  socialProvidersFor,
} from './verification/socialSignIn';
export type {
  SocialProviderId,
  SocialSignInFactory,
  SocialSignInProvider,
} from './verification/socialSignIn';
export { accountIntegrations, configureAccountIntegrations } from './verification/integrations';
export type { AccountIntegrations } from './verification/integrations';
// Providers throw this; the forms' error map turns it into one §8 message.
export { AccountProviderError, accountProviderProblems } from '@lobbykit/forms';
export type { AccountProviderProblem } from '@lobbykit/forms';
export { REMEMBER_KEY } from './login/rememberMe';
