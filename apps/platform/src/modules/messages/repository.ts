import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { memberMessages } from '../../db/schema/index';
import type { MemberMessageRow } from '../../db/schema/index';

/** The member inbox (§2.9 messageV2, §7.3 CSP_unreadCount). */
export function messageRepository(db: Database) {
  return {
    async send(message: {
      merchantId: number;
      memberId: number;
      title: string;
      content: string;
    }): Promise<MemberMessageRow> {
      const rows = await db.insert(memberMessages).values(message).returning();
      const row = rows[0];
      if (!row) throw new Error('message not stored');
      return row;
    },
    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
      return Number(row?.n ?? 0);
    },
    async list(memberId: number, limit = 50): Promise<MemberMessageRow[]> {
      return db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.memberId, memberId))
        .orderBy(desc(memberMessages.id))
        .limit(limit);
    },
    /** Marks one of the member's messages read; false when it is not theirs. */
    async markRead(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(memberMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(memberMessages.id, id),
            eq(memberMessages.memberId, memberId),
            isNull(memberMessages.readAt),
          ),
        )
        .returning({ id: memberMessages.id });
      return rows.length === 1;
    },
  };
}

export type MessageRepository = ReturnType<typeof messageRepository>;
