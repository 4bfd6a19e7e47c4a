import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { PlatformError } from '../http/errors';
import type { ThrottleRepository } from '../modules/auth/throttle';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the throttle table (fixed windows in the database), so every node
 * behind a load balancer counts the same requests (ARCHITECTURE.md "Scaling past one machine").
 * Each route counts apart, like the library's own stores.
 */
function databaseStore(throttle: ThrottleRepository) {
  return class DatabaseStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const rule = { limit: max, windowMs: timeWindow };
      throttle
        .hit(this.prefix + key, rule)
        .then((current) => done(null, { current, ttl: throttle.retryAfter(rule) * 1000 }))
        .catch((error: Error) => done(error));
    }

    read(key: string, done: Done, timeWindow: number, max: number): void {
      const rule = { limit: max, windowMs: timeWindow };
      throttle
        .count(this.prefix + key, rule)
        .then((current) => done(null, { current, ttl: throttle.retryAfter(rule) * 1000 }))
        .catch((error: Error) => done(error));
    }

    child(options: RouteOptions & { path: string; prefix: string }): DatabaseStore {
      // At run time the library passes its merged settings with the route under `routeInfo`.
      const route = (options as { routeInfo?: RouteOptions }).routeInfo ?? options;
      return new DatabaseStore(undefined, `${this.prefix}${String(route.method)}${route.url}:`);
    }
  };
}

/**
 * Requests per IP per route, for calls anyone can send without a session (issue 13: "per-IP
 * limits apply to unauthenticated noise"). Checked in onRequest, before the body is read or
 * decrypted. Generous on purpose: an office or a carrier's NAT shares one address, and the
 * failures of one account are throttled apart (login: captcha, then per account and IP).
 */
export const unauthenticatedRequestLimit = { max: 120, timeWindow: 60_000 };

/** The calls anyone may send that take an identifier, a code or create something. */
export const unauthenticatedWrites: ReadonlySet<string> = new Set([
  'sessionLogin',
  'sessionLoginFreePlay',
  'sessionHandoffExchange',
  'memberRegister',
  'memberRegisterMobile',
  'memberPasswordEmail',
  'memberPasswordVerification',
  'memberPasswordReset',
  'verificationSmsNoLogin',
  'verificationSmsRegister',
  'feedback',
]);

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.repos.throttle),
      errorResponseBuilder: (_request, context) =>
        new PlatformError('RATE_LIMITED', 'Too many requests. Please try again later.', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
      // The envelope carries retryAfterSeconds and the error handler sets Retry-After.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': false,
      },
    });
  },
  { name: 'rate-limit', dependencies: ['repos', 'errors'] },
);
