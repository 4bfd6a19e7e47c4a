import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MemberEventType } from '@lobbykit/api-contract';
import { anyOf, rowsOf } from '../../db/index';
import type { Database } from '../../db/index';
import { memberEventHeads, memberEvents } from '../../db/schema/index';
import type { MemberEventRow } from '../../db/schema/index';

export interface NewMemberEvent {
  memberId: number;
  type: MemberEventType;
  payload?: Record<string, unknown>;
}

/**
 * The CTEs that write one event per member of `owners` (a query of `member_id, merchant_id`) with
 * the member's next sequence number. Heads are taken in member-id order, after every lock the
 * caller's statement takes before them, so two writers cannot deadlock on them. One event per
 * member per statement (an upsert cannot touch a row twice). A single-phase movement writes its
 * balance events the same way inside `ledger_move` (migration 0029): keep the two alike.
 */
export function eventCtes(owners: SQL, type: MemberEventType, payload: SQL = sql`'{}'::jsonb`) {
  return sql`event_owners as (${owners}), event_heads as (
      insert into member_event_heads (member_id, last_seq)
      select member_id, 1 from event_owners order by member_id
      on conflict (member_id) do update set last_seq = member_event_heads.last_seq + 1
      returning member_id, last_seq
    ), event_rows as (
      insert into member_events (member_id, merchant_id, seq, type, payload)
      select h.member_id, o.merchant_id, h.last_seq, ${type}, ${payload}
      from event_heads h join event_owners o on o.member_id = h.member_id
      returning member_id
    )`;
}

/**
 * Balance events for the members who own any of these ledger accounts (house accounts have none,
 * and trial wallets none either: §6, a trial session gets no balance events). In the caller's
 * transaction, after its balance locks.
 */
export async function appendBalanceEvents(db: Database, accountIds: bigint[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const ids = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const owners = sql`select distinct member_id, merchant_id from ledger_accounts
    where id in (${ids}) and kind = 'member'`;
  const result = await db.execute(
    sql`with ${eventCtes(owners, 'balance')} select member_id from event_rows`,
  );
  return rowsOf<{ member_id: number }>(result).map((r) => Number(r.member_id));
}

/**
 * Who hears the members given events inside each open `Ledger.transaction` (found by its
 * transaction handle); the ledger announces them on the bus once that transaction commits.
 */
const announcers = new WeakMap<Database, (memberIds: number[]) => void>();

/** `Ledger.transaction` registers its transaction here for the length of its work. */
export function announceAfterCommit(tx: Database, announce: (memberIds: number[]) => void): void {
  announcers.set(tx, announce);
}

/** The announcer of the `Ledger.transaction` that `tx` is, if it is one. */
export function announcerOf(tx: Database): ((memberIds: number[]) => void) | undefined {
  return announcers.get(tx);
}

/**
 * Events for members, in the caller's transaction (or each on its own). Inside a
 * `Ledger.transaction` the members are announced once it commits; any other caller announces them
 * on the bus itself after its commit (or leaves them to the streams' one-second recheck).
 */
export async function appendEvents(db: Database, events: NewMemberEvent[]): Promise<void> {
  // One statement per event keeps the one-upsert-per-row rule and the member-id lock order.
  const sorted = [...events].sort((a, b) => a.memberId - b.memberId);
  for (const event of sorted) {
    const owners = sql`select id as member_id, merchant_id from members where id = ${event.memberId}`;
    const payload = sql`${JSON.stringify(event.payload ?? {})}::jsonb`;
    await db.execute(sql`with ${eventCtes(owners, event.type, payload)} select 1`);
  }
  announcers.get(db)?.(sorted.map((event) => event.memberId));
}

/** How long events are kept for a client to resume from (a day offline reads its state afresh). */
export const eventRetentionMs = 24 * 60 * 60_000;

/** Reading the outbox for the streams. */
export function eventOutbox(db: Database) {
  return {
    /** The member's events after `afterSeq`, oldest first. */
    async since(memberId: number, afterSeq: number, limit = 500): Promise<MemberEventRow[]> {
      return db
        .select()
        .from(memberEvents)
        .where(and(eq(memberEvents.memberId, memberId), gt(memberEvents.seq, afterSeq)))
        .orderBy(asc(memberEvents.seq))
        .limit(limit);
    },
    /**
     * Many members' events at once, each after its own sequence, oldest first per member and at
     * most `limit` per member (the streams' batched read: one query for a burst, issue 15).
     */
    async sinceMany(
      after: readonly { memberId: number; afterSeq: number }[],
      limit = 500,
    ): Promise<MemberEventRow[]> {
      if (after.length === 0) return [];
      // Two array parameters, not two per member (see anyOf in db/index.ts).
      const memberIds = sql.param(after.map((w) => w.memberId));
      const afterSeqs = sql.param(after.map((w) => w.afterSeq));
      const result = await db.execute(sql`
        select e.id, e.member_id, e.merchant_id, e.seq, e.type, e.payload,
               floor(extract(epoch from e.created_at) * 1000)::float8 as created_ms
          from unnest(${memberIds}::integer[], ${afterSeqs}::bigint[]) as w(member_id, after_seq)
          cross join lateral (
            select * from member_events m
             where m.member_id = w.member_id and m.seq > w.after_seq
             order by m.seq limit ${limit}) e
         order by e.member_id, e.seq`);
      return rowsOf<{
        id: string | number;
        member_id: number;
        merchant_id: number;
        seq: string | number;
        type: MemberEventRow['type'];
        payload: Record<string, unknown> | string;
        created_ms: number | string;
      }>(result).map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        merchantId: Number(r.merchant_id),
        seq: Number(r.seq),
        type: r.type,
        payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
        // Milliseconds, as drizzle maps the column (driver date formats differ in raw rows).
        createdAt: new Date(Number(r.created_ms)),
      }));
    },
    /** The newest sequence of each member (0 for none yet). */
    async heads(memberIds: number[]): Promise<Map<number, number>> {
      const found = new Map<number, number>(memberIds.map((id) => [id, 0]));
      if (memberIds.length === 0) return found;
      const rows = await db
        .select()
        .from(memberEventHeads)
        .where(anyOf(memberEventHeads.memberId, memberIds));
      for (const row of rows) found.set(row.memberId, row.lastSeq);
      return found;
    },
    /** The smallest sequence still kept for the member after `afterSeq`, or null for none. */
    async oldestAfter(memberId: number, afterSeq: number): Promise<number | null> {
      const [row] = await this.since(memberId, afterSeq, 1);
      return row?.seq ?? null;
    },
    async purgeOlderThan(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(memberEvents)
        .where(lt(memberEvents.createdAt, cutoff))
        .returning({ id: memberEvents.id });
      return rows.length;
    },
  };
}

export type EventOutbox = ReturnType<typeof eventOutbox>;

/** Events an operator sends (the CLI's `events popup`), announced once written. */
export function operatorEvents(db: Database, announce: (memberIds: number[]) => void) {
  return {
    /** §2.8 socket-event popup: shown to the member's open tabs now (logged in only). */
    async popup(memberId: number, title: string, body: string): Promise<void> {
      await appendEvents(db, [{ memberId, type: 'popup', payload: { title, body } }]);
      announce([memberId]);
    },
  };
}
