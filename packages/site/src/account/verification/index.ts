export { noHumanVerifier, verifiedActions } from './humanVerifier';
export type { HumanVerifier, VerifiedAction } from './humanVerifier';
export { brandConfiguresSocial, socialProviderIds, socialProvidersFor } from './socialSignIn';
export type { SocialProviderId, SocialSignInFactory, SocialSignInProvider } from './socialSignIn';
export { accountIntegrations, configureAccountIntegrations } from './integrations';
export type { AccountIntegrations } from './integrations';
export {
  AccountProviderError,
  accountProviderProblems,
  isAccountProviderError,
} from './providerErrors';
export type { AccountProviderProblem } from './providerErrors';
