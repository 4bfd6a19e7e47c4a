import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SessionEndReason } from '@lobbykit/api-contract';
import { appendEvents } from '../events/outbox';
import { anyOf } from '../../db/index';
import type { Database } from '../../db/index';
import { handoffCodes, members, sessions } from '../../db/schema/index';
import { SessionCache } from './cache';
import type { SessionWithMember } from './cache';
import { newToken, sha256 } from './tokens';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionRepository(
  db: Database,
  cache = new SessionCache(),
  /** Issue 15: members whose sessions ended, after the commit (the event bus's nudge). */
  announce: (memberIds: number[]) => void = () => {},
  /** Forgets a member's cached sessions here and on every other node (issue 15). */
  forgetMember: (memberId: number) => void = (memberId) => cache.forgetMember(memberId),
) {
  /**
   * Ends sessions and, in the same transaction, tells the member's open streams which ones and
   * why (issue 15: every tab of an ended session logs out at once).
   */
  async function end(
    where: SQL | undefined,
    reason: SessionEndReason,
  ): Promise<{ id: number; memberId: number }[]> {
    const ended = await db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(where, isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, memberId: sessions.memberId });
      const byMember = new Map<number, typeof rows>();
      for (const row of rows)
        byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
      await appendEvents(
        tx,
        [...byMember].map(([memberId, own]) => ({
          memberId,
          type: 'session-ended' as const,
          payload: { sessionIds: own.map((row) => row.id), reason },
        })),
      );
      return rows;
    });
    announce([...new Set(ended.map((row) => row.memberId))]);
    return ended;
  }

  return {
    async create(input: {
      memberId: number;
      merchantId: number;
      kind: 'normal' | 'trial';
      ttlMs: number;
      ip: string | null;
      device?: string | null;
      /**
       * When the login began, for a session carried on from another (the hand-off): the session
       * time limit and the reality check count from the login (issue 14 item 9).
       */
      startedAt?: Date;
    }): Promise<{ token: string; session: SessionRow }> {
      const token = newToken();
      const rows = await db
        .insert(sessions)
        .values({
          tokenHash: sha256(token),
          memberId: input.memberId,
          merchantId: input.merchantId,
          kind: input.kind,
          expiresAt: new Date(Date.now() + input.ttlMs),
          ip: input.ip,
          device: input.device ?? null,
          ...(input.startedAt ? { createdAt: input.startedAt } : {}),
        })
        .returning();
      const session = rows[0];
      if (!session) throw new Error('session insert returned nothing');
      return { token, session };
    },
    async byToken(token: string): Promise<SessionRow | undefined> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
        .limit(1);
      return rows[0];
    },
    /**
     * The session of a token with its member, in one query (every T call runs this), or from the
     * cache when read in the last second (see SessionCache for what that trusts).
     */
    async withMember(token: string): Promise<SessionWithMember | undefined> {
      const tokenHash = sha256(token);
      return cache.load(tokenHash, async () => {
        const rows = await db
          .select({ session: sessions, member: members })
          .from(sessions)
          .innerJoin(members, eq(members.id, sessions.memberId))
          .where(eq(sessions.tokenHash, tokenHash))
          .limit(1);
        return rows[0];
      });
    },
    /**
     * Sessions by id with their members, in one query and past the cache: each node's sweep of
     * its open event streams (issue 15) reads all of them at once, fresh.
     */
    async withMembersByIds(ids: readonly number[]): Promise<Map<number, SessionWithMember>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ session: sessions, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(anyOf(sessions.id, ids));
      return new Map(rows.map((row) => [row.session.id, row]));
    },
    async byId(id: number): Promise<SessionRow | undefined> {
      const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return rows[0];
    },
    async touch(id: number): Promise<void> {
      const at = new Date();
      // The cache first, so calls arriving while the write runs do not write it again.
      cache.touched(id, at);
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async revoke(id: number, reason: SessionEndReason = 'logout'): Promise<void> {
      const ended = await end(eq(sessions.id, id), reason);
      // After the write: a read that began before it is not cached (TtlMap.generation).
      cache.forgetSession(id);
      for (const row of ended) forgetMember(row.memberId);
    },
    /** Password change and reset end every session of the member (§4, ARCHITECTURE "Sessions"). */
    async revokeAllOfMember(
      memberId: number,
      reason: SessionEndReason,
      exceptId?: number,
    ): Promise<number> {
      const rows = await end(
        and(
          eq(sessions.memberId, memberId),
          exceptId === undefined ? undefined : ne(sessions.id, exceptId),
        ),
        reason,
      );
      forgetMember(memberId);
      return rows.length;
    },
    async createHandoff(sessionId: number, merchantId: number, ttlMs: number): Promise<string> {
      const code = newToken();
      await db.insert(handoffCodes).values({
        codeHash: sha256(code),
        sessionId,
        merchantId,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return code;
    },
    /** Marks the code used in the same statement that finds it, so it works exactly once. */
    async redeemHandoff(code: string, merchantId: number): Promise<number | undefined> {
      const rows = await db
        .update(handoffCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(handoffCodes.codeHash, sha256(code)),
            eq(handoffCodes.merchantId, merchantId),
            isNull(handoffCodes.usedAt),
            sql`${handoffCodes.expiresAt} > now()`,
          ),
        )
        .returning({ sessionId: handoffCodes.sessionId });
      return rows[0]?.sessionId;
    },
    async purgeExpired(): Promise<void> {
      await db
        .delete(handoffCodes)
        .where(lt(handoffCodes.expiresAt, new Date(Date.now() - 86_400_000)));
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
