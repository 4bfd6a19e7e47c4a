/**
 * What can go wrong in a sign-in or verification provider (§8: popup closed by user, popup
 * blocked, quota exceeded, verification not enabled, captcha failed). Providers throw this, so the
 * site shows one §8 message whatever service is behind them.
 */
export const accountProviderProblems = [
  'popupClosed',
  'popupBlocked',
  'quotaExceeded',
  'notEnabled',
  'failed',
] as const;
export type AccountProviderProblem = (typeof accountProviderProblems)[number];

export class AccountProviderError extends Error {
  override readonly name = 'AccountProviderError';
  readonly problem: AccountProviderProblem;
  readonly provider: string;

  constructor(provider: string, problem: AccountProviderProblem, options?: { cause?: unknown }) {
    super(`${provider}: ${problem}`, options);
    this.provider = provider;
    this.problem = problem;
  }
}

export function isAccountProviderError(error: unknown): error is AccountProviderError {
  return error instanceof AccountProviderError;
}
