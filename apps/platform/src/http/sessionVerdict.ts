import { sessionEndsAt } from '../modules/responsible-gambling/repository';
import type { SessionWithMember } from '../modules/session/cache';
import { PlatformError } from './errors';

/** Whether a session may go on now, and if not, why and whether its time limit just ended it. */
export type SessionVerdict =
  | { refusal: null }
  | {
      refusal: PlatformError;
      /** The member's session time limit has come and the session is not revoked yet. */
      endsForTimeLimit: boolean;
    };

/**
 * The rules a session is judged by, in one place: every T call (`authenticate`) and each node's
 * sweep of its open event streams (issue 15) ask this. The merchant check is the caller's: a call
 * compares the token's merchant with the one it came for; a stream was opened for its own.
 */
export function judgeSession(
  found: SessionWithMember | undefined,
  now: number,
  idleMs: number,
): SessionVerdict {
  const unauthenticated = () => new PlatformError('UNAUTHENTICATED', 'Please log in.');
  if (!found) return { refusal: unauthenticated(), endsForTimeLimit: false };
  const { session, member } = found;
  // Issue 14 item 9: a login older than the member's session time limit ends, and says why for
  // as long as the token is shown (a session revoked before its limit came is simply gone).
  const endsAt = sessionEndsAt(member, session.createdAt, new Date(now));
  if (
    endsAt !== null &&
    endsAt.getTime() <= now &&
    (session.revokedAt === null || session.revokedAt.getTime() >= endsAt.getTime())
  ) {
    return {
      refusal: new PlatformError(
        'SESSION_TIME_LIMIT',
        'You have reached the session time limit you set. Please log in again to go on.',
        { until: endsAt.toISOString() },
      ),
      endsForTimeLimit: session.revokedAt === null,
    };
  }
  if (session.revokedAt !== null) return { refusal: unauthenticated(), endsForTimeLimit: false };
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleMs <= now) {
    return {
      refusal: new PlatformError(
        'SESSION_EXPIRED',
        'Your session has expired. Please log in again.',
      ),
      endsForTimeLimit: false,
    };
  }
  if (member.disabled) return { refusal: unauthenticated(), endsForTimeLimit: false };
  return { refusal: null };
}
