import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementExecution, AnnouncementType } from '@lobbykit/api-contract';
import type { Database } from '../../db/index';
import { announcements } from '../../db/schema/index';
import type { AnnouncementRow, NewAnnouncementRow } from '../../db/schema/index';

export type Language = 'EN' | 'JA';

export interface LiveQuery {
  language: Language;
  types: readonly AnnouncementType[];
  /** Every audience when absent. */
  executions?: readonly AnnouncementExecution[] | undefined;
  /** The moment the announcement must be live at (start ≤ now < end). */
  now: Date;
}

/** Announcements per merchant and language (§3 Announcement fetch); only the live ones are shown. */
export function announcementRepository(db: Database) {
  const liveWhere = (merchantId: number, q: LiveQuery) =>
    and(
      eq(announcements.merchantId, merchantId),
      eq(announcements.language, q.language),
      inArray(announcements.type, [...q.types]),
      q.executions ? inArray(announcements.execution, [...q.executions]) : undefined,
      lte(announcements.startAt, q.now),
      or(isNull(announcements.endAt), gt(announcements.endAt, q.now)),
    );
  return {
    /** One page of live announcements, newest start first. */
    async page(
      merchantId: number,
      q: LiveQuery,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where = liveWhere(merchantId, q);
      const [totals] = await db.select({ n: count() }).from(announcements).where(where);
      const rows = await db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.startAt), desc(announcements.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, total: Number(totals?.n ?? 0) };
    },
    /** Every announcement of the merchant, live or not (the operator's view). */
    async all(merchantId: number, language?: Language): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            language ? eq(announcements.language, language) : undefined,
          ),
        )
        .orderBy(desc(announcements.startAt), desc(announcements.id));
    },
    async add(values: NewAnnouncementRow): Promise<AnnouncementRow> {
      const rows = await db.insert(announcements).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('announcement not stored');
      return row;
    },
    /** True when the merchant had the announcement. */
    async remove(merchantId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(announcements)
        .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
        .returning({ id: announcements.id });
      return rows.length === 1;
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof announcementRepository>;
