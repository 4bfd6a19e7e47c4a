import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError, ValidationError } from '@lobbykit/api-client';
import type { ErrorCode } from '@lobbykit/api-contract';
import type { I18n } from '@lobbykit/i18n';

// The one §8 map of the platform's refusals (`@lobbykit/session/errors`), here rather than in
// `forms` because every feature may import session (ARCHITECTURE.md) and every feature shows
// them: forms add the sign-in providers' problems, the lottery slip its own wording for a few.
// An entry of its own: its messages are Lingui macros, and the session's main entry is imported
// by plain logic tests that no Lingui build compiles.

/**
 * §8 messages for every error code of the contract (packages/api-contract/src/core/errors.ts), in
 * EN and JA. A Record, not a Partial: a code added to the contract fails the type check here until
 * it has a message. Keys in comments are the §8 message names where the spec gives one.
 */
export const errorCodeMessages: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION_FAILED: msg`Some fields are not valid. Please check them.`,
  // §8 invalid URL (domain check failed): the site's merchant is not known to the platform.
  MERCHANT_REQUIRED: msg`Invalid URL: this site could not be verified.`,
  MERCHANT_UNKNOWN: msg`Invalid URL: this site could not be verified.`,
  ENCRYPTION_REQUIRED: msg`Something went wrong. Please try again later.`,
  DECRYPTION_FAILED: msg`Something went wrong. Please try again later.`,
  REQUEST_EXPIRED: msg`The request took too long. Please try again.`,
  REQUEST_REPLAYED: msg`This request was already sent. Please try again.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  UNAUTHENTICATED: msg`Your session has ended. Please log in again.`,
  SESSION_EXPIRED: msg`Your session has ended. Please log in again.`,
  // Issue 14 item 9: the member's own session time limit ended the login.
  SESSION_TIME_LIMIT: msg`You have reached the session time limit you set, so you have been logged out. Log in again to go on.`,
  FORBIDDEN: msg`This is not available for your account.`,
  NOT_FOUND: msg`This could not be found.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a few minutes and try again.`,
  SYSTEM_MAINTENANCE: msg`The system is under maintenance.`,
  REGION_RESTRICTED: msg`Access is restricted from your location or IP address.`,
  INTERNAL_ERROR: msg`Something went wrong. Please try again later.`,
  // in_need_true_account
  REAL_ACCOUNT_REQUIRED: msg`A real account is needed for this. Please register.`,
  // §8 in_incorrect_password, "wrong username or password". One message for an unknown account and a wrong password, as the
  // platform answers both the same (no account enumeration).
  INVALID_CREDENTIALS: msg`Wrong username or password.`,
  CAPTCHA_REQUIRED: msg`Please enter the captcha.`,
  // §8 captcha failed
  CAPTCHA_INVALID: msg`The captcha is not right. Please try again.`,
  ACCOUNT_LOCKED: msg`This account is locked. Please contact customer service.`,
  // Issue 14 item 9: the end is in the envelope's `until`; the form shows it next to this.
  LOSS_LIMIT_REACHED: msg`This bet would go over your loss limit. You can lower the stake or play again when the period allows.`,
  SELF_EXCLUDED: msg`You have taken a time-out or excluded yourself from play. Login and play are closed until it ends.`,
  // §8 non-member or non-agent cannot log in
  // errorMessage() adds the seconds from retryAfterSeconds.
  LOGIN_DELAYED: msg`Too many failed attempts. Please wait a moment and try again.`,
  NOT_A_MEMBER: msg`This account cannot log in to the member site.`,
  FREE_PLAY_DISABLED: msg`Free play is not available.`,
  HANDOFF_INVALID: msg`This sign-in link is no longer valid. Please log in.`,
  // §8 too many requests (retry after 5 minutes); smsRateLimited() adds the minutes.
  SMS_RATE_LIMITED: msg`Too many requests. Please try again in 5 minutes.`,
  // §8 invalid phone format
  PHONE_INVALID: msg`The mobile number format is not valid.`,
  REGISTRATION_DISABLED: msg`This way of registering is not available.`,
  USERNAME_TAKEN: msg`This username is already taken.`,
  MOBILE_TAKEN: msg`This mobile number is already registered.`,
  FIELD_RULE_FAILED: msg`Some fields do not meet the rules. Please check them.`,
  // invitation_code_error
  AFFILIATE_INVALID: msg`The invitation code is not valid.`,
  // confirm_password_error
  PASSWORD_MISMATCH: msg`The passwords do not match.`,
  // The platform refuses a password off the rule or on its common-password list (ASVS 2.1.7).
  PASSWORD_WEAK: msg`This password is too common or does not meet the password rule. Please choose another one.`,
  OLD_PASSWORD_WRONG: msg`The current password is not correct.`,
  // §8 invalid or missing code
  SMS_CODE_INVALID: msg`The verification code is not valid. Please check it and try again.`,
  // §8 code expired (send again)
  SMS_CODE_EXPIRED: msg`The verification code has expired. Please send a new one.`,
  RESET_LINK_INVALID: msg`This reset link is not valid any more. Please ask for a new e-mail.`,
  RESET_LINK_EXPIRED: msg`This reset link has expired. Please ask for a new e-mail.`,
  PAYMENT_PASSWORD_NOT_SET: msg`Please set a payment password in the security centre first.`,
  PAYMENT_PASSWORD_WRONG: msg`The payment password is not correct.`,
  BANK_ACCOUNT_LIMIT: msg`You have reached the most bank accounts you can add. Remove one first.`,
  BANK_ACCOUNT_DUPLICATE: msg`This bank account is already saved.`,
  HOLDER_NAME_MISMATCH: msg`The account holder must be you: use the same name as your other bank accounts.`,
  EMAIL_TAKEN: msg`Another account uses this e-mail address.`,
  CONTACT_NOT_VERIFIED: msg`Verify this contact first: the code can only go to a verified mobile or e-mail.`,
  LIVE_CHAT_UNAVAILABLE: msg`Live chat is not available. Please write to customer service by e-mail.`,
  FEEDBACK_TOO_MANY_IMAGES: msg`You can attach at most 3 images.`,
  FEEDBACK_IMAGE_TYPE: msg`Only PNG and JPG images can be attached.`,
  FEEDBACK_IMAGE_TOO_LARGE: msg`Each image can be at most 5 MB.`,
  INSUFFICIENT_FUNDS: msg`Your balance is not enough.`,
  IDEMPOTENCY_CONFLICT: msg`This request was already made with different details.`,
  AMOUNT_INVALID: msg`Enter an amount greater than zero with at most two decimals.`,
  WALLET_NOT_FOUND: msg`This wallet could not be found.`,
  WALLET_NOT_OWNED: msg`This wallet is not available for your account.`,
  VENDOR_WALLET_ON_SINGLE_WALLET: msg`This site uses a single wallet for every game.`,
  KIND_UNKNOWN: msg`Something went wrong. Please try again later.`,
  TRIAL_ISOLATION: msg`Trial money cannot be used for this.`,
  PREVIOUS_GAME_NOT_FINISHED: msg`A round of another game is still open. Please finish it there first.`,
  GAME_SESSION_INVALID: msg`The game session has ended. Please launch the game again.`,
  // Issue 16: the slip stays on the page, for the next draw.
  LOTTERY_DRAW_CLOSED: msg`Betting on this draw has closed. Nothing was staked: place the slip on the next draw.`,
  // Issue 16 item 4: the slip shows the new odds beside the leg (its field says them).
  SPORTS_ODDS_CHANGED: msg`The odds have changed. Nothing was staked: check the new odds and place the slip again.`,
  SPORTS_UNAVAILABLE: msg`Sports betting is not available on this site at the moment.`,
  SPORTS_BETTING_CLOSED: msg`A match in your slip has kicked off. Nothing was staked: remove it and place the slip again.`,
  // Issue 14 item 3: deposits. The limit and what is left are shown beside it (depositLimit).
  DEPOSIT_CHANNEL_UNAVAILABLE: msg`This deposit method is not available. Please choose another.`,
  DEPOSIT_AMOUNT_OUT_OF_RANGE: msg`The amount is outside this method's minimum and maximum.`,
  DEPOSIT_LIMIT_REACHED: msg`This deposit would go over your deposit limit.`,
  DEPOSIT_STATE: msg`This deposit can no longer be changed.`,
  DEPOSIT_PROOF_TOO_MANY_IMAGES: msg`You can attach at most 3 images.`,
  DEPOSIT_PROOF_IMAGE_TYPE: msg`Only PNG or JPEG images can be attached.`,
  DEPOSIT_PROOF_IMAGE_TOO_LARGE: msg`Each image can be at most 5 MB.`,
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: msg`The amount is outside this site's withdrawal limits.`,
  WITHDRAWAL_STATE_INVALID: msg`This withdrawal has moved on; please reload it to see where it stands.`,
  WITHDRAWAL_PROOF_REQUIRED: msg`Please attach at least one picture as proof.`,
  WITHDRAWAL_PROOF_TOO_MANY: msg`You can attach at most 3 images.`,
  WITHDRAWAL_PROOF_TYPE: msg`Only PNG and JPG images can be attached.`,
  WITHDRAWAL_PROOF_TOO_LARGE: msg`Each image can be at most 5 MB.`,
  // Issue 15: the contract was answered in another tab, or ended, meanwhile.
  CONTRACT_STATE_INVALID: msg`This contract has already been answered or has ended.`,
  // Issue 14: the daily deposit bonus stays locked until its wagering requirement is met.
  BONUS_WAGERING_LOCKED: msg`Part of your balance is a bonus still being wagered. You can withdraw or send at most your withdrawable balance.`,
  UPLINE_NONE: msg`You have no agent above you to send money to.`,
};

/** §8 network abnormal: the platform was not reached or did not answer in time. */
export const networkAbnormalMessage = msg`The network is abnormal. Please check your connection and try again.`;
/** §8 unknown error. */
export const unknownErrorMessage = msg`Something went wrong. Please try again later.`;

/** Minutes until a throttled action may be retried, from the platform's retryAfterSeconds. */
function retryMinutes(seconds: number | undefined, fallbackMinutes: number): number {
  return seconds === undefined ? fallbackMinutes : Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The translated §8 message for a failed call: the platform's refusal, a lost connection, or a
 * request the client refused to send. Anything else reads as §8 "unknown error".
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return i18n._(networkAbnormalMessage);
    if (error.errorCode === 'SMS_RATE_LIMITED' || error.errorCode === 'RATE_LIMITED') {
      const minutes = retryMinutes(
        error.retryAfterSeconds,
        error.errorCode === 'SMS_RATE_LIMITED' ? 5 : 15,
      );
      return i18n._(
        msg({
          message: plural(minutes, {
            one: 'Too many requests. Please try again in # minute.',
            other: 'Too many requests. Please try again in # minutes.',
          }),
        }),
      );
    }
    if (error.errorCode === 'LOGIN_DELAYED') {
      const seconds = Math.max(1, error.retryAfterSeconds ?? 60);
      return i18n._(
        msg({
          message: plural(seconds, {
            one: 'Too many failed attempts. Please wait # second and try again.',
            other: 'Too many failed attempts. Please wait # seconds and try again.',
          }),
        }),
      );
    }
    if (error.errorCode) return i18n._(errorCodeMessages[error.errorCode]);
    if (error.kind === 'unauthenticated') return i18n._(errorCodeMessages.UNAUTHENTICATED);
    // A code this site does not know (a newer platform): §8 shows the server's own message.
    return error.message || i18n._(unknownErrorMessage);
  }
  if (error instanceof ValidationError) return i18n._(errorCodeMessages.VALIDATION_FAILED);
  return i18n._(unknownErrorMessage);
}
