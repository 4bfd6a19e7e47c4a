import type { ErrorCode, FieldIssue } from '@lobbykit/api-contract';

export const apiErrorKinds = ['network', 'timeout', 'unauthenticated', 'server'] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  callName: string;
  message: string;
  status?: number;
  errorCode?: ErrorCode;
  fields?: FieldIssue[];
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * A call that did not succeed. `kind` says what the site should do: `network` and `timeout` mean
 * the platform was not reached or did not answer in time ("network abnormal", §8);
 * `unauthenticated` means the session is gone (log out, §4); `server` carries the platform's
 * `errorCode`, `message` and field problems.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly callName: string;
  readonly status: number | undefined;
  readonly errorCode: ErrorCode | undefined;
  readonly fields: FieldIssue[];
  readonly captchaRequired: boolean;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.callName = init.callName;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fields = init.fields ?? [];
    this.captchaRequired = init.captchaRequired ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The request did not match the contract, so it was not sent. `fields` names each bad field. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly callName: string;
  readonly fields: FieldIssue[];

  constructor(callName: string, fields: FieldIssue[]) {
    super(
      `${callName}: invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
    );
    this.callName = callName;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
