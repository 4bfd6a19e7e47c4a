import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { anyOf } from '../../db/index';
import type { Database } from '../../db/index';
import { memberMessages } from '../../db/schema/index';
import type { MemberMessageRow } from '../../db/schema/index';
import { appendEvents } from '../events/outbox';

/**
 * The member inbox (§2.9 messageV2, §7.3 CSP_unreadCount). Every change of a member's unread
 * count writes a message event in its transaction and announces it after (issue 15), so the badge
 * of every open tab follows.
 */
export function messageRepository(
  db: Database,
  announce: (memberIds: number[]) => void = () => {},
) {
  /** Runs a change; when it changed something, the member's message event goes with it. */
  async function counted<T>(memberId: number, change: (tx: Database) => Promise<[T, boolean]>) {
    const [value, changed] = await db.transaction(async (tx) => {
      const outcome = await change(tx);
      if (outcome[1]) await appendEvents(tx, [{ memberId, type: 'message' }]);
      return outcome;
    });
    if (changed) announce([memberId]);
    return value;
  }

  return {
    async send(message: {
      merchantId: number;
      memberId: number;
      title: string;
      content: string;
    }): Promise<MemberMessageRow> {
      return counted(message.memberId, async (tx) => {
        const [row] = await tx.insert(memberMessages).values(message).returning();
        if (!row) throw new Error('message not stored');
        return [row, true];
      });
    },
    async unreadCount(memberId: number): Promise<number> {
      return (await this.unreadCounts([memberId]))[0] ?? 0;
    },
    /** The unread counts of many members in one read, in the order asked (the event streams). */
    async unreadCounts(memberIds: readonly number[]): Promise<number[]> {
      if (memberIds.length === 0) return [];
      const rows = await db
        .select({ memberId: memberMessages.memberId, n: count() })
        .from(memberMessages)
        .where(
          and(
            memberIds.length === 1
              ? eq(memberMessages.memberId, memberIds[0] ?? 0)
              : anyOf(memberMessages.memberId, memberIds),
            isNull(memberMessages.readAt),
          ),
        )
        .groupBy(memberMessages.memberId);
      const counts = new Map(rows.map((row) => [row.memberId, Number(row.n)]));
      return memberIds.map((id) => counts.get(id) ?? 0);
    },
    async list(memberId: number, limit = 50): Promise<MemberMessageRow[]> {
      return db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.memberId, memberId))
        .orderBy(desc(memberMessages.id))
        .limit(limit);
    },
    /**
     * One page of the member's inbox, newest first, keyset-paged by id: `before` is the smallest
     * id of the previous page, so a message arriving meanwhile (a larger id) shifts nothing.
     */
    async page(
      memberId: number,
      { before, size }: { before?: number | undefined; size: number },
    ): Promise<{ rows: MemberMessageRow[]; next: number | null }> {
      const rows = await db
        .select()
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.memberId, memberId),
            before === undefined ? undefined : lt(memberMessages.id, before),
          ),
        )
        .orderBy(desc(memberMessages.id))
        .limit(size + 1);
      const more = rows.length > size;
      const shown = more ? rows.slice(0, size) : rows;
      return { rows: shown, next: more ? (shown.at(-1)?.id ?? null) : null };
    },
    /** Opens one of the member's messages and marks it read; undefined when it is not theirs. */
    async open(memberId: number, id: number): Promise<MemberMessageRow | undefined> {
      const mine = and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId));
      return counted(memberId, async (tx) => {
        // Only an unread message gets a read time: opening it again keeps the first one.
        const [marked] = await tx
          .update(memberMessages)
          .set({ readAt: new Date() })
          .where(and(mine, isNull(memberMessages.readAt)))
          .returning();
        if (marked) return [marked, true];
        const [row] = await tx.select().from(memberMessages).where(mine);
        return [row, false];
      });
    },
    /** Deletes one of the member's messages; false when it is not theirs. */
    async remove(memberId: number, id: number): Promise<boolean> {
      return counted(memberId, async (tx) => {
        const rows = await tx
          .delete(memberMessages)
          .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId)))
          .returning({ id: memberMessages.id, readAt: memberMessages.readAt });
        return [rows.length === 1, rows[0]?.readAt === null];
      });
    },
    /** Marks every unread message of the member read; how many it marked. */
    async markAllRead(memberId: number): Promise<number> {
      return counted(memberId, async (tx) => {
        const rows = await tx
          .update(memberMessages)
          .set({ readAt: new Date() })
          .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)))
          .returning({ id: memberMessages.id });
        return [rows.length, rows.length > 0];
      });
    },
    /** Marks one of the member's messages read; false when it is not theirs. */
    async markRead(memberId: number, id: number): Promise<boolean> {
      return counted(memberId, async (tx) => {
        const rows = await tx
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
        return [rows.length === 1, rows.length === 1];
      });
    },
  };
}

export type MessageRepository = ReturnType<typeof messageRepository>;
