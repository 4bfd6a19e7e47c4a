/**
 * Every error code the platform can answer with, and the HTTP status that goes with it.
 * Later calls add their codes here so the client can switch on them exhaustively.
 */
export const errorCatalogue = {
  // Common to every call
  VALIDATION_FAILED: 400,
  MERCHANT_REQUIRED: 400,
  MERCHANT_UNKNOWN: 400,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  /** An E-call JWE without iat and jti, or older than its lifetime (encryption.ts). */
  REQUEST_EXPIRED: 400,
  /** An E-call JWE already opened once (issue 13 item 7: a login cannot be replayed). */
  REQUEST_REPLAYED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  /**
   * Issue 14 item 9: this login passed the session time limit the member set; the session has
   * ended. A new login starts a new session with its own limit.
   */
  SESSION_TIME_LIMIT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  SYSTEM_MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  INTERNAL_ERROR: 500,
  /** A trial account asked for something that needs a real account (§4 Session, §6 Trial). */
  REAL_ACCOUNT_REQUIRED: 403,

  // Session (§4 login flow, §6, §8)
  /** Unknown account and wrong password answer the same, so accounts cannot be enumerated. */
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  ACCOUNT_LOCKED: 423,
  /**
   * Issue 13 item 3: repeated failures of one account from one address wait a growing delay
   * (`retryAfterSeconds`, at most a minute) before the next password is checked.
   */
  LOGIN_DELAYED: 429,
  /** §6 / §8: non-member accounts cannot log in to the site. */
  NOT_A_MEMBER: 403,
  FREE_PLAY_DISABLED: 403,
  HANDOFF_INVALID: 400,

  // Verification (§8 phone and SMS)
  /** §8, §9: too many code requests; retry after 5 minutes (`retryAfterSeconds`). */
  SMS_RATE_LIMITED: 429,
  PHONE_INVALID: 400,

  // Member (§4 registration, change and forgot password, §8)
  REGISTRATION_DISABLED: 403,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  FIELD_RULE_FAILED: 400,
  AFFILIATE_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  PASSWORD_WEAK: 400,
  OLD_PASSWORD_WRONG: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  /** Forgot by e-mail: the reset link's code is unknown, used or replaced by a newer one. */
  RESET_LINK_INVALID: 400,
  /** Forgot by e-mail: the reset link is older than its 30 minutes; ask for a new e-mail. */
  RESET_LINK_EXPIRED: 400,

  // Security centre (§2.9 securityCenter, issue 14 item 2)
  /** A call that needs the payment password before one was set: set it in the security centre. */
  PAYMENT_PASSWORD_NOT_SET: 409,
  /** Wrong guesses are throttled per member like the login password's. */
  PAYMENT_PASSWORD_WRONG: 400,
  /** The brand's maximum of bank accounts is reached (brand.json memberCentre.maxBankAccounts). */
  BANK_ACCOUNT_LIMIT: 409,
  BANK_ACCOUNT_DUPLICATE: 409,
  /** Withdrawals go only to the member's own name: the holder must be the payee name. */
  HOLDER_NAME_MISMATCH: 400,
  /**
   * Another member of the brand has this e-mail; said only after a right code proved the asker
   * holds it (like MOBILE_TAKEN at registration, issue 13 item 2).
   */
  EMAIL_TAKEN: 409,
  /** The payment password reset by code needs a verified mobile or e-mail (field `channel`). */
  CONTACT_NOT_VERIFIED: 409,

  // Responsible gambling (issue 14 item 9)
  /**
   * The person took a time-out or self-excluded (on this brand or another brand of the operator,
   * matched by member, mobile or e-mail): login, registration and bets are refused until `until`
   * (also as `retryAfterSeconds`).
   */
  SELF_EXCLUDED: 403,
  /** The bet would take the net loss over the member's loss limit (day, week or month). */
  LOSS_LIMIT_REACHED: 403,

  // Customer service (§2.8 csModal)
  /**
   * The merchant has no live chat. No call answers it since issue 11 (CBS_launchChat answers
   * `chatUrl: null`); kept so a site talking to an older platform still reads it as "offer the
   * support e-mail".
   */
  LIVE_CHAT_UNAVAILABLE: 404,

  // Feedback (§5 uploads)
  FEEDBACK_TOO_MANY_IMAGES: 400,
  FEEDBACK_IMAGE_TYPE: 415,
  FEEDBACK_IMAGE_TOO_LARGE: 413,

  // Wallet ledger (issue 4, ARCHITECTURE.md "Money")
  /** A member wallet would go below zero. */
  INSUFFICIENT_FUNDS: 409,
  /** The idempotency key was already used for a movement with different fields. */
  IDEMPOTENCY_CONFLICT: 409,
  /** Not an amount greater than zero with at most the currency's decimals. */
  AMOUNT_INVALID: 400,
  /** Also another member's wallet: the answer never tells which wallet ids exist (issue 13). */
  WALLET_NOT_FOUND: 404,
  /**
   * No call answers it since issue 13 (another member's wallet answers WALLET_NOT_FOUND); kept so
   * a site talking to an older platform still has a message for it.
   */
  WALLET_NOT_OWNED: 403,
  /** §3 merchant wallet isSingle = 1: there are no vendor wallets. */
  VENDOR_WALLET_ON_SINGLE_WALLET: 400,
  KIND_UNKNOWN: 400,
  /** Trial money never meets real money (§6 Trial). */
  TRIAL_ISOLATION: 403,

  // Demo game provider (issue 6)
  /** A round of another game is still open (free spins left): finish it there first. */
  PREVIOUS_GAME_NOT_FINISHED: 409,
  /** The game page's session is unknown, ended, or its cookie is missing: launch again. */
  GAME_SESSION_INVALID: 401,

  // Lottery (issue 16)
  /**
   * The draw no longer takes bets (its close time passed, or it was drawn or cancelled) or is
   * not one of the coming draws: nothing was staked; bet on the next draw.
   */
  LOTTERY_DRAW_CLOSED: 409,

  // Sports (issue 16 item 4)
  /**
   * A pick's odds (or line) moved since the member saw them: the message and the pick's field
   * (`picks.N.odds`, "now 1.90") give the leg and the new odds; nothing was staked.
   */
  SPORTS_ODDS_CHANGED: 409,
  /** A pick's fixture has kicked off (or was played or cancelled): nothing was staked. */
  SPORTS_BETTING_CLOSED: 409,
  /**
   * The operator hid the sportsbook for this merchant (the FB vendor, its category, or every one of
   * its games): no fixtures are shown and no bet is taken; bets already placed still settle.
   */
  SPORTS_UNAVAILABLE: 404,

  // Cashier: deposits (issue 14 item 3)
  /** The channel is unknown, disabled, or not this merchant's. */
  DEPOSIT_CHANNEL_UNAVAILABLE: 404,
  /** The amount is below the channel's min, above its max, or no more than its fee (field amount). */
  DEPOSIT_AMOUNT_OUT_OF_RANGE: 400,
  /**
   * The deposit would pass the member's deposit limit (day, week or month); `depositLimit` says
   * which, the limit, and what is left.
   */
  DEPOSIT_LIMIT_REACHED: 403,
  /** The deposit is not in a state that allows this (proof on a credited deposit, say). */
  DEPOSIT_STATE: 409,
  DEPOSIT_PROOF_TOO_MANY_IMAGES: 400,
  DEPOSIT_PROOF_IMAGE_TYPE: 415,
  DEPOSIT_PROOF_IMAGE_TOO_LARGE: 413,
  // Withdrawals and transfers (issue 14 items 4 and 5)
  /** The amount is below the brand's minimum or above its maximum per withdrawal. */
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: 400,
  /** The withdrawal is not in a state that allows this step (e.g. paying a rejected one). */
  WITHDRAWAL_STATE_INVALID: 409,
  /** "Not received" needs at least one proof image (§4). */
  WITHDRAWAL_PROOF_REQUIRED: 400,
  WITHDRAWAL_PROOF_TOO_MANY: 400,
  WITHDRAWAL_PROOF_TYPE: 415,
  WITHDRAWAL_PROOF_TOO_LARGE: 413,
  /** Transfer upline: the member has no agent above them (§2.9, §6). */
  UPLINE_NONE: 409,

  // Contracts (§4 contract actions, issue 15)
  /**
   * The contract is not in the state the action needs (accepting one already rejected, terminated
   * or settled, or terminating one never accepted): nothing changed; `state` says where it stands.
   */
  CONTRACT_STATE_INVALID: 409,
  /**
   * Issue 14: the amount reaches into money a daily deposit bonus locks until its wagering is
   * done (withdrawable = available − the lock); the field is `amount`.
   */
  BONUS_WAGERING_LOCKED: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Codes any call may return, listed once instead of on every call. */
export const commonErrorCodes = [
  'VALIDATION_FAILED',
  'MERCHANT_REQUIRED',
  'MERCHANT_UNKNOWN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

/** Every token call can answer these: no token, or one that ended. */
export const sessionErrors = [
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'SESSION_TIME_LIMIT',
] as const satisfies readonly ErrorCode[];

/** Every E call can answer these (encryption.ts: a missing, unreadable, stale or replayed JWE). */
export const encryptionErrors = [
  'ENCRYPTION_REQUIRED',
  'DECRYPTION_FAILED',
  'REQUEST_EXPIRED',
  'REQUEST_REPLAYED',
] as const satisfies readonly ErrorCode[];

export function httpStatusOf(code: ErrorCode): number {
  return errorCatalogue[code];
}
