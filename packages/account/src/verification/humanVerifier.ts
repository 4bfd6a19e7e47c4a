/** The actions §7.4 puts behind human verification: login, registration and code sending. */
export const verifiedActions = ['login', 'register', 'sendCode'] as const;
export type VerifiedAction = (typeof verifiedActions)[number];

/**
 * §4, §7.4 human verification: a service that runs before login (not SMS login), registration and
 * code sending. A brand may plug one in (a challenge widget, an invisible score); the site asks it
 * for a token and sends that as `humanVerificationToken` with the call.
 */
export interface HumanVerifier {
  /** Provider id, e.g. "none". */
  readonly id: string;
  /**
   * Runs the check for `action`. Resolves with the token for the platform (undefined when the
   * provider has nothing to send); rejects with an AccountProviderError when the visitor does not
   * pass or closes the challenge, and the call is then not made.
   */
  verify(action: VerifiedAction): Promise<string | undefined>;
}

/** The default: no human verification (the platform's own captcha and throttles still apply). */
export const noHumanVerifier: HumanVerifier = {
  id: 'none',
  verify: () => Promise.resolve(undefined),
};
