import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorMessage as callErrorMessage } from '@lobbykit/session/errors';
import { isAccountProviderError } from './providerErrors';
import type { AccountProviderProblem } from './providerErrors';

/** §8 messages of sign-in and verification providers (human verification, Google, Facebook). */
export const providerProblemMessages: Record<AccountProviderProblem, MessageDescriptor> = {
  // §8 popup closed by user (login failed, retry)
  popupClosed: msg`The sign-in window was closed. Login failed; please try again.`,
  // §8 popup blocked
  popupBlocked: msg`The sign-in window was blocked. Please allow pop-ups for this site and try again.`,
  // §8 quota exceeded (contact support)
  quotaExceeded: msg`The verification limit was reached. Please contact customer service.`,
  // §8 verification not enabled (contact support)
  notEnabled: msg`Verification is not enabled. Please contact customer service.`,
  // §8 captcha failed: the human check did not pass.
  failed: msg`The verification did not pass. Please try again.`,
};

/**
 * The translated §8 message for anything a flow can throw: a provider problem here, a call failure
 * through session's one map of the platform's refusals (`@lobbykit/session/errors`).
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (isAccountProviderError(error)) return i18n._(providerProblemMessages[error.problem]);
  return callErrorMessage(i18n, error);
}

/** `errorMessage` bound to the active locale, for components. */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  return (error) => errorMessage(i18n, error);
}
