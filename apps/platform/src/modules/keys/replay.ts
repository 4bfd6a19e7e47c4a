import { encryptedRequestLifetime, jtiPattern } from '@lobbykit/api-contract';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { usedJweIds } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';

/** Expired jti rows are deleted at most this often per node. */
const purgeEveryMs = 60_000;

export interface ReplayGuard {
  /**
   * Takes the opened plaintext of an E call, refuses it when it is stale or already seen, and
   * returns the request without its `iat` and `jti`.
   */
  claim: (plaintext: unknown, nowMs?: number) => Promise<unknown>;
}

/**
 * Issue 13 item 7: an E-call JWE (a login, above all) is opened once. Its `iat` must be within
 * `encryptedRequestLifetime` of the platform clock (with the skew allowed both ways), and its `jti`
 * is recorded in the database until the JWE could no longer pass the `iat` test, so every node
 * refuses a second use. Expired rows are purged along the way.
 */
export function replayGuard(db: Database): ReplayGuard {
  let lastPurge = 0;
  return {
    async claim(plaintext, nowMs = Date.now()) {
      if (typeof plaintext !== 'object' || plaintext === null || Array.isArray(plaintext)) {
        return plaintext;
      }
      const { iat, jti, ...request } = plaintext as Record<string, unknown>;
      const { seconds, skewSeconds } = encryptedRequestLifetime;
      const now = Math.floor(nowMs / 1000);
      if (
        typeof iat !== 'number' ||
        !Number.isInteger(iat) ||
        typeof jti !== 'string' ||
        !jtiPattern.test(jti) ||
        iat > now + skewSeconds ||
        iat < now - seconds - skewSeconds
      ) {
        throw new PlatformError(
          'REQUEST_EXPIRED',
          'The encrypted request is out of date. Please try again.',
        );
      }
      if (nowMs - lastPurge > purgeEveryMs) {
        lastPurge = nowMs;
        await db.delete(usedJweIds).where(lt(usedJweIds.expiresAt, new Date(nowMs)));
      }
      const seen = await db
        .insert(usedJweIds)
        .values({ jti, expiresAt: new Date((iat + seconds + skewSeconds) * 1000) })
        .onConflictDoNothing()
        .returning({ jti: usedJweIds.jti });
      if (seen.length === 0) {
        throw new PlatformError('REQUEST_REPLAYED', 'This encrypted request was already used.');
      }
      return request;
    },
  };
}
