import { TtlMap } from '../../cache/ttlMap';
import type { Member, sessions } from '../../db/schema/index';

/**
 * How long a node trusts a session it read. Every T call needs its session and member; reading
 * them once a second per token instead of once per call is what keeps the catalogue's member
 * calls fast at 100 connections (issue 6 quality bar). Logout, revocation and member changes made
 * through this process clear the entry at once (the repositories call `forget…`); a change made by
 * another process (the CLI on PostgreSQL, another node) is seen within this time.
 */
export const SESSION_TTL_MS = 1000;

export interface SessionWithMember {
  session: typeof sessions.$inferSelect;
  member: Member;
}

/** Found sessions by token hash. Unknown tokens are not kept, so guessing cannot fill it. */
export class SessionCache {
  private readonly found = new TtlMap<string, SessionWithMember>(SESSION_TTL_MS);

  /** The cached session of a token, else `read` (see TtlMap.load). */
  load(
    tokenHash: string,
    read: () => Promise<SessionWithMember | undefined>,
  ): Promise<SessionWithMember | undefined> {
    return this.found.load(tokenHash, read);
  }

  /** The idle clock was written: keep the cached row in step, so it is not written again. */
  touched(sessionId: number, at: Date): void {
    for (const [hash, found] of this.found.valuesWithKeys())
      if (found.session.id === sessionId)
        this.found.update(hash, { ...found, session: { ...found.session, lastSeenAt: at } });
  }

  forgetSession(sessionId: number): void {
    this.found.deleteWhere((found) => found.session.id === sessionId);
  }

  forgetMember(memberId: number): void {
    this.found.deleteWhere((found) => found.member.id === memberId);
  }
}
