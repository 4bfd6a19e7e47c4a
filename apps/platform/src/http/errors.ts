import { httpStatusOf } from '@lobbykit/api-contract';
import type { ErrorCode, FieldIssue } from '@lobbykit/api-contract';

export interface PlatformErrorExtra {
  fields?: FieldIssue[];
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
  /** ISO timestamp a lasting refusal ends at (SELF_EXCLUDED). */
  until?: string;
  /** DEPOSIT_LIMIT_REACHED: which deposit limit, its amount and what is left (wire money). */
  depositLimit?: { period: 'day' | 'week' | 'month'; limit: string; left: string };
}

/** Thrown by handlers and services; the error handler turns it into the failure envelope. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly extra: PlatformErrorExtra;
  constructor(code: ErrorCode, message: string, extra: PlatformErrorExtra = {}) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.extra = extra;
  }
  get status(): number {
    return httpStatusOf(this.code);
  }
}
