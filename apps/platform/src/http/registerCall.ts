import type { CallDefinition, FieldIssue } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Member, Merchant } from '../db/schema/index';
import type { SessionRow } from '../modules/session/repository';
import { clientLocation, effectiveStatus } from '../modules/system/region';
import type { ClientLocation } from '../modules/system/region';
import { PlatformError } from './errors';

export interface AuthenticatedSession {
  token: string;
  session: SessionRow;
  member: Member;
}

export interface CallContext<TInput> {
  input: TInput;
  merchant: Merchant;
  /** Present on every T call; null on others (a T call never reaches the handler without one). */
  auth: AuthenticatedSession | null;
  location: ClientLocation;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RegisterCallOptions {
  /** Body size limit for this route (feedback images). */
  bodyLimit?: number;
  /** Serve even when the merchant is in maintenance or the visitor is region blocked (system calls). */
  allowWhenClosed?: boolean;
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

async function resolveMerchant(request: FastifyRequest): Promise<Merchant> {
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
  const session = found?.session;
  // A token of merchant A is refused on merchant B exactly like an unknown token.
  if (!session || session.revokedAt !== null || session.merchantId !== merchant.id) {
    throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
  }
  const now = Date.now();
  if (
    session.expiresAt.getTime() <= now ||
    session.lastSeenAt.getTime() + config.sessionIdleMs <= now
  ) {
    throw new PlatformError('SESSION_EXPIRED', 'Your session has expired. Please log in again.');
  }
  const member = found?.member;
  if (!member || member.disabled) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
  // Write the idle clock at most once a minute, not on every call.
  if (now - session.lastSeenAt.getTime() > 60_000) await repos.sessions.touch(session.id);
  return { token, session, member };
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
  return request.server.platformKey.decrypt(jwe);
}

/**
 * Registers one contract call: method and path from the contract, input validated against
 * `call.request`, the Merchant header and the token enforced, E bodies decrypted, the handler's
 * value wrapped in `{ success: true, value }`.
 */
export function registerCall<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  app: FastifyInstance,
  call: CallDefinition<TRequest, TResponse>,
  handler: (ctx: CallContext<z.output<TRequest>>) => Promise<z.input<TResponse>>,
  options: RegisterCallOptions = {},
): void {
  const allowWhenClosed =
    options.allowWhenClosed ??
    (call.path.startsWith('/wps/system/') || call.path === '/wps/captcha');
  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
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
      const auth = call.token ? await authenticate(request, merchant) : null;
      const raw = await readInput(request, call);
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) {
        throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.', {
          fields: issuesToFields(parsed.error.issues),
        });
      }
      const value = await handler({ input: parsed.data, merchant, auth, location, request, reply });
      if (app.config.checkResponses) {
        const checked = call.response.safeParse(value);
        if (!checked.success) {
          request.log.error(
            { call: call.name, issues: checked.error.issues },
            'response breaks the contract',
          );
          throw new Error(`response of ${call.name} breaks the contract`);
        }
      }
      return reply.send({ success: true, value: value ?? null });
    },
  });
}
