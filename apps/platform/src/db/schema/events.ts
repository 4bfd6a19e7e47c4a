import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberEventTypes } from '@lobbykit/api-contract';
import { at } from './columns';
import { members } from './members';

/**
 * Issue 15: the newest event sequence of each member. Taking the next number locks the row until
 * the writer's transaction ends, so a member's events commit in sequence order: when a reader sees
 * sequence n, every smaller one has committed too (a client resuming after n misses nothing).
 */
export const memberEventHeads = pgTable('member_event_heads', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * Issue 15: the durable outbox of member events, written in the transaction of the change that
 * causes it (nothing for a change that rolled back, nothing lost of one that committed). Each
 * node's streams read it after a nudge (Redis pub/sub, or in process on a single node).
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    // No foreign key: every event of a merchant would take a share lock on its one merchant row,
    // a hot row under the ledger's bets and payouts (the member's is the writer's own).
    merchantId: integer('merchant_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type', { enum: memberEventTypes as [string, ...string[]] }).notNull(),
    /** What the stream needs beyond the type (a session id, a popup's text); never money read later. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_events_member_seq_uq').on(t.memberId, t.seq),
    index('member_events_created_idx').on(t.createdAt),
    check('member_events_seq_ck', sql`${t.seq} >= 1`),
  ],
);

export type MemberEventRow = typeof memberEvents.$inferSelect;
