import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError, ValidationError } from '@lobbykit/api-client';
import type { ErrorCode } from '@lobbykit/api-contract';

/**
 * §8 messages the password, free-play and customer-service flows can raise, by platform error
 * code. Kept here until they move into account/errorMessages.ts (the login engineer's file).
 */
const byCode: Partial<Record<ErrorCode, MessageDescriptor>> = {
  OLD_PASSWORD_WRONG: msg`The current password is not correct.`,
  PASSWORD_MISMATCH: msg`The passwords do not match.`,
  PASSWORD_WEAK: msg`The new password does not meet the password rule.`,
  PHONE_INVALID: msg`The mobile number format is not valid.`,
  SMS_CODE_INVALID: msg`The verification code is not valid. Please check it and try again.`,
  SMS_CODE_EXPIRED: msg`The verification code has expired. Please send a new one.`,
  NOT_A_MEMBER: msg`This account cannot log in to the member site.`,
  RESET_LINK_INVALID: msg`This reset link is not valid any more. Please ask for a new e-mail.`,
  RESET_LINK_EXPIRED: msg`This reset link has expired. Please ask for a new e-mail.`,
  REAL_ACCOUNT_REQUIRED: msg`A real account is needed for this. Please register.`,
  FREE_PLAY_DISABLED: msg`Free play is not available.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a few minutes and try again.`,
  ACCOUNT_LOCKED: msg`This account is locked. Please contact customer service.`,
  INVALID_CREDENTIALS: msg`Wrong username or password.`,
};

const networkAbnormal = msg`The network is abnormal. Please check your connection and try again.`;
const unknownError = msg`Something went wrong. Please try again later.`;

/** The translated §8 message for a failed call, for a field or a message dialog. */
export function useFailureText(): (error: unknown) => string {
  const { i18n, t } = useLingui();
  return (error) => {
    if (isApiError(error)) {
      if (error.kind === 'network' || error.kind === 'timeout') return i18n._(networkAbnormal);
      if (error.errorCode === 'SMS_RATE_LIMITED') {
        // §8, §9: too many code requests: retry after 5 minutes (the platform says how long).
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 300) / 60));
        return t`Too many requests. Please try again in ${minutes} minutes.`;
      }
      const known = error.errorCode ? byCode[error.errorCode] : undefined;
      if (known) return i18n._(known);
      // §8 "a dialog with the server's message": the platform's own text for codes we do not know.
      return error.message || i18n._(unknownError);
    }
    if (error instanceof ValidationError) return i18n._(unknownError);
    return i18n._(unknownError);
  };
}
