import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { CallDefinition, FieldIssue } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Member, Merchant } from '../db/schema/index';
import type { SessionRow } from '../modules/session/repository';
import { clientLocation, effectiveStatus } from '../modules/system/region';
import { unauthenticatedRequestLimit, unauthenticatedWrites } from '../plugins/rateLimit';
import type { ClientLocation } from '../modules/system/region';
import { preferredEncoding } from './encoding';
import type { ContentEncoding } from './encoding';
import { PlatformError } from './errors';
import { judgeSession } from './sessionVerdict';
import { multipartBodyLimit, readMultipart, registerMultipart } from './multipart';
import type { ReceivedFiles } from './multipart';

export interface AuthenticatedSession {
  token: string;
  session: SessionRow;
  member: Member;
}

export interface CallContext<TInput> {
  input: TInput;
  merchant: Merchant;
  /**
   * Present on every T call (a T call never reaches the handler without one); on an optional-token
   * call when a valid token came; null otherwise.
   */
  auth: AuthenticatedSession | null;
  location: ClientLocation;
  /** A multipart call's files, checked against the contract as they arrived; empty otherwise. */
  files: ReceivedFiles;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RegisterCallOptions {
  /** Body size limit for this route; a multipart call's follows from its contract. */
  bodyLimit?: number;
  /**
   * Runs in onRequest, before a byte of the body is read: a per-call rate limit whose refusal
   * must not cost the reading of a large body (issue 13 item 5).
   */
  beforeBody?: (request: FastifyRequest, location: ClientLocation) => Promise<void>;
  /** Serve even when the merchant is in maintenance or the visitor is region blocked (system calls). */
  allowWhenClosed?: boolean;
}

/** Below this size compression saves less than it costs (and than the headers weigh). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A handler's answer already turned into JSON: a cached catalogue answer is sent as it is instead
 * of being serialised (and compressed) again on every request. `value` is kept for the contract
 * check. The vendor lanes weigh ~50 KB as JSON and ~5 KB compressed, so compressing once per
 * cached answer saves every visitor the bytes and the server the work.
 */
export class SerializedValue<T = unknown> {
  readonly envelope: Buffer;
  /** Checked against the contract once (config.checkResponses); a cached answer never changes. */
  checked = false;
  private readonly compressed: { br?: Buffer; gzip?: Buffer } = {};

  constructor(readonly value: T) {
    this.envelope = Buffer.from(JSON.stringify({ success: true, value: value ?? null }));
  }

  /** The body in the client's preferred encoding, and the encoding it is in. */
  bodyFor(request: FastifyRequest): { body: Buffer; encoding: ContentEncoding } {
    const encoding = preferredEncoding(request);
    if (encoding === 'identity' || this.envelope.length < COMPRESS_FROM_BYTES)
      return { body: this.envelope, encoding: 'identity' };
    let body = this.compressed[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.envelope, {
              params: {
                // Fast enough to make on a cache miss; the answer is then reused.
                [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.envelope.length,
              },
            })
          : gzipSync(this.envelope, { level: 6 });
      this.compressed[encoding] = body;
    }
    return { body, encoding };
  }
}

/** Returns the session of a T call; throws if registerCall let a call without one through. */
export function requireAuth<T>(ctx: CallContext<T>): AuthenticatedSession {
  if (!ctx.auth) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
  return ctx.auth;
}

function issuesToFields(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(request)',
    message: issue.message,
  }));
}

/** The bare token in Authorization (ARCHITECTURE.md); a `Bearer ` prefix is tolerated. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.trim() === '') return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() === '' ? null : value.trim();
}

export async function resolveMerchant(request: FastifyRequest): Promise<Merchant> {
  const code = request.headers.merchant;
  if (typeof code !== 'string' || code.trim() === '') {
    throw new PlatformError('MERCHANT_REQUIRED', 'The Merchant header is required.');
  }
  const merchant = await request.server.repos.merchants.byCodeCached(code.trim());
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', 'Unknown merchant.');
  return merchant;
}

/** Resolves the session of a token; the token must belong to the calling merchant. */
export async function authenticate(
  request: FastifyRequest,
  merchant: Merchant,
): Promise<AuthenticatedSession> {
  const token = tokenOf(request);
  if (!token) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
  const { repos, config } = request.server;
  const found = await repos.sessions.withMember(token);
  // A token of merchant A is refused on merchant B exactly like an unknown token.
  const own = found?.session.merchantId === merchant.id ? found : undefined;
  const now = Date.now();
  const verdict = judgeSession(own, now, config.sessionIdleMs);
  if (verdict.refusal) {
    if (verdict.endsForTimeLimit && own) await repos.sessions.revoke(own.session.id, 'time-limit');
    throw verdict.refusal;
  }
  if (!own) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
  const { session, member } = own;
  // Write the idle clock at most once a minute, not on every call, and not in the answer's way:
  // the call is already allowed, and the session cache holds the new time while the write runs.
  if (now - session.lastSeenAt.getTime() > 60_000) {
    repos.sessions.touch(session.id).catch((error: unknown) => {
      request.log.error({ err: error, sessionId: session.id }, 'idle clock not written');
    });
  }
  return { token, session, member };
}

/** An optional-token call answers a visitor too: no token, or one that fails, counts as none. */
async function optionalAuth(
  request: FastifyRequest,
  merchant: Merchant,
): Promise<AuthenticatedSession | null> {
  if (!tokenOf(request)) return null;
  try {
    return await authenticate(request, merchant);
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

async function readInput(request: FastifyRequest, call: CallDefinition): Promise<unknown> {
  const usesQuery = call.method === 'GET' || call.method === 'DELETE';
  const raw: unknown = usesQuery ? (request.query ?? {}) : (request.body ?? {});
  if (!call.encrypted) return raw;
  // §7.1 E calls: the body is `{ jwe }` (api-contract encryption.ts); a plain body is refused.
  const jwe = (raw as { jwe?: unknown } | null)?.jwe;
  if (typeof jwe !== 'string' || Object.keys(raw as object).length !== 1) {
    throw new PlatformError('ENCRYPTION_REQUIRED', 'This call must be sent encrypted.');
  }
  const plaintext = await request.server.platformKey.decrypt(jwe);
  // Issue 13 item 7: a fresh JWE, opened once on any node; iat and jti are not part of the call.
  return request.server.replayGuard.claim(plaintext);
}

/**
 * Registers one contract call: method and path from the contract, input validated against
 * `call.request`, the Merchant header and the token enforced, E bodies decrypted, the handler's
 * value wrapped in `{ success: true, value }`.
 */
export function registerCall<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  app: FastifyInstance,
  call: CallDefinition<TRequest, TResponse>,
  handler: (
    ctx: CallContext<z.output<TRequest>>,
  ) => Promise<z.input<TResponse> | SerializedValue<z.input<TResponse>>>,
  options: RegisterCallOptions = {},
): void {
  const allowWhenClosed =
    options.allowWhenClosed ??
    (call.path.startsWith('/wps/system/') || call.path === '/wps/captcha');
  const multipart = call.body === 'multipart';
  const bodyLimit = multipart ? multipartBodyLimit(call) : options.bodyLimit;
  const beforeBody = options.beforeBody;
  const route = (scope: FastifyInstance) =>
    scope.route({
      method: call.method,
      url: call.path,
      ...(bodyLimit ? { bodyLimit } : {}),
      // Counted in onRequest, before the body is read (plugins/rateLimit.ts).
      ...(unauthenticatedWrites.has(call.name)
        ? { config: { rateLimit: unauthenticatedRequestLimit } }
        : {}),
      onRequest: async (request) => {
        if (beforeBody) await beforeBody(request, clientLocation(request));
        // A multipart body is not read by a content type parser, so Fastify does not compare its
        // Content-Length with the limit: refuse a declared oversize here, before reading it.
        if (bodyLimit && Number(request.headers['content-length']) > bodyLimit) {
          throw new PlatformError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
        }
      },
      handler: async (request, reply) => {
        const merchant = await resolveMerchant(request);
        request.merchant = merchant;
        const location = clientLocation(request);
        if (!allowWhenClosed) {
          // §4: maintenance and region restriction replace the whole site; calls are refused too.
          const status = effectiveStatus(merchant, location);
          if (status === 1)
            throw new PlatformError('SYSTEM_MAINTENANCE', 'The system is under maintenance.');
          if (status === 2) {
            throw new PlatformError(
              'REGION_RESTRICTED',
              'Access is restricted from your location or IP.',
            );
          }
        }
        const auth =
          call.token === true
            ? await authenticate(request, merchant)
            : call.token === 'optional'
              ? await optionalAuth(request, merchant)
              : null;
        let files: ReceivedFiles = {};
        let raw: unknown;
        if (multipart) {
          // Issue 13 item 5: files are checked as they arrive; the text is checked once all is read.
          ({ fields: raw, files } = await readMultipart(request, call));
        } else raw = await readInput(request, call);
        const parsed = call.request.safeParse(raw);
        if (!parsed.success) {
          throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.', {
            fields: issuesToFields(parsed.error.issues),
          });
        }
        const answer = await handler({
          input: parsed.data,
          merchant,
          auth,
          location,
          files,
          request,
          reply,
        });
        const serialized = answer instanceof SerializedValue ? answer : null;
        const value = serialized ? serialized.value : answer;
        if (app.config.checkResponses && !serialized?.checked) {
          const checked = call.response.safeParse(value);
          if (!checked.success) {
            request.log.error(
              { call: call.name, issues: checked.error.issues },
              'response breaks the contract',
            );
            throw new Error(`response of ${call.name} breaks the contract`);
          }
          if (serialized) serialized.checked = true;
        }
        if (serialized) {
          const { body, encoding } = serialized.bodyFor(request);
          void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
          if (encoding !== 'identity') void reply.header('content-encoding', encoding);
          return reply.send(body);
        }
        return reply.send({ success: true, value: value ?? null });
      },
    });
  if (!multipart) {
    route(app);
    return;
  }
  // A scope of its own: the route takes multipart/form-data and nothing else (a JSON body is
  // refused by its type before it is read), and no other route takes multipart.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await registerMultipart(scope, call);
    route(scope);
  });
}
