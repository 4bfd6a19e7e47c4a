import { EVENT_STREAM_PATH, errorCodes, sessionErrors } from '@lobbykit/api-contract';
import type {
  CallName,
  Calls,
  ErrorCode,
  FailureEnvelope,
  PublicKeyValue,
  RequestOf,
  ResponseOf,
} from '@lobbykit/api-contract';
import type { EventSourceMessage } from 'eventsource-parser';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import { ApiError } from './errors';
import { callRoutes, encryptedWire } from './routes';
import type { CallRoute } from './routes';
import type { ContractValidation } from './validation';

export interface ApiClientOptions {
  /** Platform origin (and optional path prefix), e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Merchant code sent as the `Merchant` header on every call. */
  merchant: string;
  /** The current session token, sent bare in `Authorization` on T calls. */
  getToken: () => string | null | undefined;
  /** The current site language, sent as the `Language` header. */
  getLanguage: () => 'EN' | 'JA';
  /** @default 'web' */
  device?: 'web';
  /** Time allowed for each attempt, in milliseconds. @default 15000 */
  timeoutMs?: number;
  /** A fetch implementation, for tests or server-side use. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Called when a call that sent a token is answered "not logged in" while that token is still the
   * current one; the site logs out (§4). A late answer to a token already replaced (a new login
   * meanwhile) says nothing about the new session, so it only fails its own call.
   */
  onUnauthenticated?: (error: ApiError) => void;
  /**
   * Checks requests and responses against the contract's schemas: `contractValidation` from
   * `@lobbykit/api-client/validation`. Without it requests go as given (the platform validates
   * them with the same contract and answers VALIDATION_FAILED with the fields) and response
   * values are trusted; a browser site leaves it out, because zod and every schema would
   * otherwise weigh about 36 KB gzipped on its first page.
   */
  validation?: ContractValidation;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** One function per call: the request argument is optional when the call takes no input. */
export type CallFunction<C> =
  RequestOf<C> extends infer Request
    ? Record<string, never> extends Request
      ? (request?: Request, options?: CallOptions) => Promise<ResponseOf<C>>
      : (request: Request, options?: CallOptions) => Promise<ResponseOf<C>>
    : never;

/**
 * The CSV exports (issue 14 item 6): plain GET routes beside the list call whose filters they take
 * (the contract describes JSON answers only). Same headers and token as the call; the answer is
 * the file, a refusal the usual failure envelope.
 */
export const downloadRoutes = {
  bettingRecord: '/wps/member/records/bets.csv',
  memberTransactions: '/wps/member/records/transactions.csv',
} as const satisfies Partial<Record<CallName, string>>;

export type DownloadName = keyof typeof downloadRoutes;

/** An export takes its list call's filters; an export is the whole filter, so no cursor or size. */
export type DownloadRequest<N extends DownloadName> = Omit<
  RequestOf<Calls[N]>,
  'cursor' | 'pageSize'
>;

export type ApiClient = { readonly [K in CallName]: CallFunction<Calls[K]> } & {
  /**
   * Issue 15: opens the member's event stream (Server-Sent Events) after `lastSeq` (null: from
   * the newest). Answers a reader of its messages once the platform accepted the session; a
   * refusal throws `ApiError` like any call (and an ended session logs out through
   * `onUnauthenticated`). The reader ends when the platform closes the stream.
   */
  readonly events: (
    lastSeq: number | null,
    options?: CallOptions,
  ) => Promise<ReadableStreamDefaultReader<EventSourceMessage>>;
  /** Downloads an export as a Blob with the session's token; refusals throw `ApiError`. */
  readonly download: <N extends DownloadName>(
    name: N,
    request: DownloadRequest<N>,
    options?: CallOptions,
  ) => Promise<Blob>;
};

/** The contract's session errors: the session is gone (SESSION_TIME_LIMIT says why). */
const unauthenticatedCodes: readonly ErrorCode[] = sessionErrors;

const knownErrorCodes: ReadonlySet<string> = new Set(errorCodes);

/** The failure envelope, checked by hand: zod stays out of the client's own weight. */
function readFailure(body: unknown): FailureEnvelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (b.success !== false || typeof b.errorCode !== 'string' || typeof b.message !== 'string')
    return undefined;
  if (!knownErrorCodes.has(b.errorCode)) return undefined;
  const fields = Array.isArray(b.fields)
    ? b.fields.filter(
        (f): f is { field: string; message: string } =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as Record<string, unknown>).field === 'string' &&
          typeof (f as Record<string, unknown>).message === 'string',
      )
    : undefined;
  return {
    success: false,
    errorCode: b.errorCode as ErrorCode,
    message: b.message,
    ...(fields ? { fields: fields.map(({ field, message }) => ({ field, message })) } : {}),
    ...(typeof b.captchaRequired === 'boolean' ? { captchaRequired: b.captchaRequired } : {}),
    ...(typeof b.retryAfterSeconds === 'number' && Number.isInteger(b.retryAfterSeconds)
      ? { retryAfterSeconds: b.retryAfterSeconds }
      : {}),
  };
}

interface Call {
  name: CallName;
  method: CallRoute[0];
  path: string;
  token: boolean | 'optional';
  encrypted: boolean;
  /** A multipart call's file parts (the contract's `files`); null for a JSON call. */
  files: readonly string[] | null;
}

/** A multipart call's files, by part name. */
type Files = Record<string, readonly Blob[]>;

/**
 * A multipart call's body: the text fields as text parts, then each file as a file part, so the
 * platform can check the text before the first file arrives.
 */
function toFormData(payload: Record<string, unknown>, files: Files): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload))
    if (value !== undefined) form.append(key, String(value));
  for (const [key, blobs] of Object.entries(files)) {
    for (const blob of blobs) {
      form.append(key, blob, blob instanceof File ? blob.name : key);
    }
  }
  return form;
}

/** Takes a multipart call's file parts out of the request; the rest is its text fields. */
function splitFiles(call: Call, request: unknown): { text: unknown; files: Files } {
  if (!call.files || typeof request !== 'object' || request === null)
    return { text: request, files: {} };
  const text: Record<string, unknown> = { ...(request as Record<string, unknown>) };
  const files: Files = {};
  for (const name of call.files) {
    const value = text[name];
    delete text[name];
    if (value === undefined) continue;
    files[name] = Array.isArray(value) ? (value as Blob[]) : [value as Blob];
  }
  return { text, files };
}

function toQuery(value: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) query[key] = String(v);
  return query;
}

/** Creates the platform client: one typed function per call of the contract table. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? 15_000,
    // Never retried here: reads are retried by the site's one server-state layer (TanStack Query
    // in @lobbykit/session), and a login or a transfer is never sent twice.
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const validation = options.validation;

  // The JWE code (jose, ~7 KB gzipped) loads with the first E call, not with the page.
  // clockOffset: the platform's clock minus ours, so a JWE's iat is on the platform's clock.
  let platformKey: Promise<{ key: CryptoKey; kid: string; clockOffset: number }> | undefined;
  const getPlatformKey = () => {
    platformKey ??= Promise.all([
      invoke(callOf('systemPublicKey'), {}) as Promise<PublicKeyValue>,
      import('./encryption'),
    ]).then(async ([value, { importPlatformKey }]) => ({
      key: await importPlatformKey(value),
      kid: value.kid,
      clockOffset: value.serverTime === undefined ? 0 : value.serverTime - Date.now(),
    }));
    // A failed fetch is not cached: the next E call tries again.
    platformKey.catch(() => {
      platformKey = undefined;
    });
    return platformKey;
  };

  async function send(
    call: Call,
    payload: Record<string, unknown>,
    files: Files,
    callOptions: CallOptions | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      Merchant: options.merchant,
      Language: options.getLanguage(),
      Device: options.device ?? 'web',
    };
    const token = call.token ? options.getToken() : null;
    if (call.token === true) {
      if (!token)
        throw new ApiError({
          kind: 'unauthenticated',
          callName: call.name,
          errorCode: 'UNAUTHENTICATED',
          message: 'Not logged in',
        });
      headers.Authorization = token;
    } else if (token) {
      // An optional-token call shapes its answer to the player when there is one (§7.4 notices).
      headers.Authorization = token;
    }
    const input = call.path.replace(/^\//, '');
    const common = { method: call.method.toLowerCase(), headers, signal: callOptions?.signal };
    if (call.method === 'GET' || call.method === 'DELETE')
      return http(input, { ...common, searchParams: toQuery(payload) });
    // The browser writes the multipart boundary into Content-Type itself.
    if (call.files) return http(input, { ...common, body: toFormData(payload, files) });
    if (!call.encrypted) return http(input, { ...common, json: payload });
    const [{ key, kid, clockOffset }, { encryptRequest }] = await Promise.all([
      getPlatformKey(),
      import('./encryption'),
    ]);
    const body = await encryptRequest(payload, key, kid, Date.now() + clockOffset);
    return http(input, {
      ...common,
      headers: {
        ...headers,
        'Content-Type': encryptedWire.contentType,
        [encryptedWire.header]: encryptedWire.headerValue,
      },
      body: JSON.stringify(body),
    });
  }

  async function readEnvelope(call: Call, response: Response, sentToken: string | null) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const envelope = readFailure(body);
    if (envelope || !response.ok) {
      // A newer platform may answer with a code this client does not know: keep its message.
      const looseMessage = (body as { message?: unknown } | undefined)?.message;
      const code = envelope?.errorCode;
      const unauthenticated =
        code !== undefined ? unauthenticatedCodes.includes(code) : response.status === 401;
      const error = new ApiError({
        kind: unauthenticated ? 'unauthenticated' : 'server',
        callName: call.name,
        status: response.status,
        errorCode: code ?? (unauthenticated ? 'UNAUTHENTICATED' : 'INTERNAL_ERROR'),
        message:
          envelope?.message ??
          (typeof looseMessage === 'string' ? looseMessage : `HTTP ${response.status}`),
        ...(envelope?.fields ? { fields: envelope.fields } : {}),
        ...(envelope?.captchaRequired !== undefined
          ? { captchaRequired: envelope.captchaRequired }
          : {}),
        ...(envelope?.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: envelope.retryAfterSeconds }
          : {}),
      });
      if (unauthenticated && sentToken && sentToken === options.getToken())
        options.onUnauthenticated?.(error);
      throw error;
    }
    const shape = body as { success?: unknown; value?: unknown } | null | undefined;
    const success = typeof shape === 'object' && shape !== null && shape.success === true;
    const checked =
      success && validation
        ? validation.response(call.name, shape.value)
        : { ok: success, value: shape?.value, cause: undefined };
    if (!checked.ok)
      throw new ApiError({
        kind: 'server',
        callName: call.name,
        status: response.status,
        errorCode: 'INTERNAL_ERROR',
        message: 'The platform answered with something the contract does not allow',
        ...('cause' in checked && checked.cause !== undefined ? { cause: checked.cause } : {}),
      });
    return checked.value;
  }

  /** The answer of `call`, or the typed ApiError of a failure, timeout or unreachable platform. */
  async function respond(
    call: Call,
    payload: Record<string, unknown>,
    files: Files,
    callOptions: CallOptions | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ response: Response; failed: boolean }> {
    try {
      const response = await send(call, payload, files, callOptions, extraHeaders);
      return { response, failed: false };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof HTTPError) return { response: error.response, failed: true };
      if (error instanceof TimeoutError)
        throw new ApiError({
          kind: 'timeout',
          callName: call.name,
          message: 'The platform did not answer in time',
          cause: error,
        });
      // The caller cancelled: pass the AbortError through so query libraries recognise it.
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError({
        kind: 'network',
        callName: call.name,
        message: 'The platform could not be reached',
        cause: error,
      });
    }
  }

  async function attempt(
    call: Call,
    payload: Record<string, unknown>,
    files: Files,
    callOptions: CallOptions | undefined,
  ): Promise<unknown> {
    // Read as `send` reads it (before its first await): the token this call carries.
    const token = call.token === true ? (options.getToken() ?? null) : null;
    const { response } = await respond(call, payload, files, callOptions);
    return readEnvelope(call, response, token);
  }

  /** An export: its list call's headers and query, its own path; the file, or the call's error. */
  async function download(
    name: DownloadName,
    request: Record<string, unknown>,
    callOptions?: CallOptions,
  ): Promise<Blob> {
    const call = { ...callOf(name), path: downloadRoutes[name] };
    const payload = (validation ? validation.request(name, request) : request) as Record<
      string,
      unknown
    >;
    const token = options.getToken() ?? null;
    const { response, failed } = await respond(call, payload, {}, callOptions);
    if (failed) return (await readEnvelope(call, response, token)) as never;
    return response.blob();
  }

  async function events(lastSeq: number | null, callOptions?: CallOptions) {
    // Named after the call whose session errors it shares, for ApiError's callName.
    const call: Call = { ...callOf('memberInfo'), path: EVENT_STREAM_PATH };
    const token = options.getToken() ?? null;
    const { response, failed } = await respond(call, {}, {}, callOptions, {
      Accept: 'text/event-stream',
      ...(lastSeq === null ? {} : { 'Last-Event-ID': String(lastSeq) }),
    });
    if (failed || !response.body) return (await readEnvelope(call, response, token)) as never;
    // The parser loads with the first stream (a member's), not with the page.
    const { EventSourceParserStream } = await import('eventsource-parser/stream');
    return response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
  }

  async function invoke(call: Call, request: unknown, callOptions?: CallOptions): Promise<unknown> {
    const { text, files } = splitFiles(call, request ?? {});
    const payload = (validation ? validation.request(call.name, text) : text) as Record<
      string,
      unknown
    >;
    if (validation?.files) validation.files(call.name, files);
    try {
      return await attempt(call, payload, files, callOptions);
    } catch (error) {
      // The platform key was rotated, or our clock drifted since we read the platform's: fetch the
      // key (and its time) again and send once more. The platform refused the first body before
      // doing anything, so nothing was done twice.
      if (
        call.encrypted &&
        error instanceof ApiError &&
        (error.errorCode === 'DECRYPTION_FAILED' || error.errorCode === 'REQUEST_EXPIRED')
      ) {
        platformKey = undefined;
        return attempt(call, payload, files, callOptions);
      }
      throw error;
    }
  }

  const client: Record<string, (request?: unknown, callOptions?: CallOptions) => Promise<unknown>> =
    {};
  for (const name of Object.keys(callRoutes) as CallName[]) {
    const call = callOf(name);
    client[name] = (request, callOptions) => invoke(call, request, callOptions);
  }
  client.download = download as (request?: unknown, callOptions?: CallOptions) => Promise<unknown>;
  client.events = events as (request?: unknown, callOptions?: CallOptions) => Promise<unknown>;
  return client as unknown as ApiClient;
}

function callOf(name: CallName): Call {
  const [method, path, token, encrypted, files] = callRoutes[name] as CallRoute;
  return {
    name,
    method,
    path,
    token: token === 2 ? 'optional' : token === 1,
    encrypted: encrypted === 1,
    files: files ?? null,
  };
}
