import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { handoffCodes, members, sessions } from '../../db/schema/index';
import { SessionCache } from './cache';
import type { SessionWithMember } from './cache';
import { newToken, sha256 } from './tokens';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionRepository(db: Database, cache = new SessionCache()) {
  return {
    async create(input: {
      memberId: number;
      merchantId: number;
      kind: 'normal' | 'trial';
      ttlMs: number;
      ip: string | null;
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
    async revoke(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
      // After the write: a read that began before it is not cached (TtlMap.generation).
      cache.forgetSession(id);
    },
    /** Password change and reset end every session of the member (§4, ARCHITECTURE "Sessions"). */
    async revokeAllOfMember(memberId: number, exceptId?: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            exceptId === undefined ? sql`true` : ne(sessions.id, exceptId),
          ),
        )
        .returning({ id: sessions.id });
      cache.forgetMember(memberId);
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
