import type { z } from 'zod';
import type { ErrorCode } from './errors';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * One platform call. The table of these is the single source both the client and the reference
 * server are typed from (ARCHITECTURE.md "One contract, two sides").
 */
export interface CallDefinition<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable name used for the client function and the OpenAPI operationId, e.g. `sessionLogin`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path exactly as in SPEC §7, e.g. `/wps/session/login` or `/wps/relay/GCS_walletTransfer`. */
  readonly path: string;
  /**
   * T in SPEC §7: the bare token must be sent in `Authorization`. `'optional'`: the token is sent
   * when the player has one and shapes the answer (player notices, §7.4), but the call also
   * answers a visitor, and an unknown or expired token counts as none.
   */
  readonly token: boolean | 'optional';
  /** E in SPEC §7: the body travels as a JWE (RSA-OAEP-256 + A256GCM) to the platform key. */
  readonly encrypted: boolean;
  /** GET and DELETE read it from the query string; POST and PUT from the JSON body. */
  readonly request: TRequest;
  /** The `value` of a successful envelope. */
  readonly response: TResponse;
  /** Error codes this call can answer with, beyond the common ones every call may return. */
  readonly errors: readonly ErrorCode[];
  /** One sentence for the OpenAPI document, with the SPEC section it implements. */
  readonly summary: string;
  /** Where the spec gives no method, the reasoning for the one chosen (written down, §7.1). */
  readonly methodNote?: string;
}

/** Declares a call; only narrows types, so the table keeps each call's exact schemas. */
export function defineCall<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  call: CallDefinition<TRequest, TResponse>,
): CallDefinition<TRequest, TResponse> {
  return call;
}

export type RequestOf<C> = C extends CallDefinition<infer R, z.ZodType> ? z.input<R> : never;
export type ParsedRequestOf<C> = C extends CallDefinition<infer R, z.ZodType> ? z.output<R> : never;
export type ResponseOf<C> = C extends CallDefinition<z.ZodType, infer S> ? z.output<S> : never;
