import type { z } from 'zod';
import type { ErrorCode } from './errors';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * A file part of a multipart call: how many may come, how large each may be, which types its bytes
 * may be (read from the first bytes, never the declared type or name), and the error code of
 * each way a file can be wrong. The platform stops reading at the first wrong file (issue 13
 * item 5), and names it `<field>.<index>` in the answer's fields.
 */
export interface FileFieldDefinition {
  readonly maxCount: number;
  readonly maxBytes: number;
  readonly types: readonly string[];
  readonly errors: {
    readonly count: ErrorCode;
    readonly size: ErrorCode;
    readonly type: ErrorCode;
  };
  /** One sentence for the OpenAPI document. */
  readonly description: string;
}

export type FileFields = Readonly<Record<string, FileFieldDefinition>>;

/**
 * One platform call. The table of these is the single source both the client and the reference
 * server are typed from (ARCHITECTURE.md "One contract, two sides").
 */
export interface CallDefinition<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TFiles extends FileFields = FileFields,
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
  /**
   * GET and DELETE read it from the query string; POST and PUT from the JSON body, or for a
   * multipart call from its text parts (strings).
   */
  readonly request: TRequest;
  /**
   * `'multipart'`: the body is `multipart/form-data`, the `request` fields as text parts and the
   * `files` as file parts, so files stream to the platform and are checked as they arrive instead
   * of being buffered inside a JSON body (issue 13 item 5). Default `'json'`.
   */
  readonly body?: 'json' | 'multipart';
  /** The file parts of a multipart call, by part name. */
  readonly files?: TFiles;
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
export function defineCall<
  TRequest extends z.ZodType,
  TResponse extends z.ZodType,
  const TFiles extends FileFields = Record<never, FileFieldDefinition>,
>(call: CallDefinition<TRequest, TResponse, TFiles>): CallDefinition<TRequest, TResponse, TFiles> {
  return call;
}

/** The files a caller passes for a multipart call: browser `File`s or `Blob`s per file part. */
export type FilesOf<C> =
  C extends CallDefinition<z.ZodType, z.ZodType, infer F>
    ? { [K in keyof F]?: readonly Blob[] }
    : never;

export type RequestOf<C> =
  C extends CallDefinition<infer R, z.ZodType> ? z.input<R> & FilesOf<C> : never;
export type ParsedRequestOf<C> = C extends CallDefinition<infer R, z.ZodType> ? z.output<R> : never;
export type ResponseOf<C> = C extends CallDefinition<z.ZodType, infer S> ? z.output<S> : never;
