import { sql } from 'drizzle-orm';
import { withdrawalEventKinds, withdrawalStates } from '@lobbykit/api-contract/rules';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bytea, sqlList } from './columns';
import { bankAccounts, members } from './members';
import { merchants } from './merchants';
import { pendingTransfers, transfers } from './wallet';

/**
 * Withdrawals (issue 14 item 4). Submitting writes the row, its first event and a two-phase ledger
 * hold (member MAIN → house cash_out) in one transaction; paying posts the hold, rejecting voids it.
 * The bank account is copied in, so removing it later does not change where the money went.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: withdrawalStates }).notNull().default('submitted'),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, {
      onDelete: 'set null',
    }),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    /** Digits only: what the operator pays to; members see it masked. */
    accountNumber: text('account_number').notNull(),
    /** The ledger hold made at submit (pending → posted at pay, voided at reject). */
    pendingTransferId: bigint('pending_transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => pendingTransfers.id),
    /** The money given back when a paid withdrawal reported not received is rejected. */
    returnTransferId: bigint('return_transfer_id', { mode: 'bigint' }).references(
      () => transfers.id,
    ),
    /** The member's key: a retried submit answers the same withdrawal. */
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    rejectReason: text('reject_reason'),
    /** When it was (last) paid: §4's auto-receive window runs from here. */
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_member_key_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('withdrawals_pending_uq').on(t.pendingTransferId),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_merchant_state_idx').on(t.merchantId, t.state, t.id),
    check('withdrawals_amount_positive_ck', sql`${t.amount} > 0`),
    check('withdrawals_state_ck', sql`${t.state} in (${sqlList(withdrawalStates)})`),
    check(
      'withdrawals_reject_reason_ck',
      sql`(${t.state} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
  ],
);

/** Each step of a withdrawal: the member's timeline (time, note, who). Never updated. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id),
    kind: text('kind', { enum: withdrawalEventKinds }).notNull(),
    /** The state after this step. */
    state: text('state', { enum: withdrawalStates }).notNull(),
    note: text('note'),
    /** `member:<id>`, `operator:<name>` or `system:<part>`. */
    actor: text('actor').notNull(),
    /**
     * §4: a receipt the sweep forced after the brand's window. Such a receipt gives no deposit
     * refund; the flag is what a deposit-refund rule reads.
     */
    forced: boolean('forced').notNull().default(false),
    /** The key of the operator's or member's step, so a retry answers the same step. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.id),
    uniqueIndex('withdrawal_events_key_uq').on(t.withdrawalId, t.idempotencyKey),
    check('withdrawal_events_kind_ck', sql`${t.kind} in (${sqlList(withdrawalEventKinds)})`),
    check('withdrawal_events_state_ck', sql`${t.state} in (${sqlList(withdrawalStates)})`),
    check('withdrawal_events_forced_ck', sql`not ${t.forced} or ${t.kind} = 'received'`),
  ],
);

/** §4 proof of a withdrawal not received: up to 3 PNG/JPEG images per report, kept. */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'bigint' })
    .notNull()
    .references(() => withdrawalEvents.id),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

export type Withdrawal = typeof withdrawals.$inferSelect;
export type WithdrawalEvent = typeof withdrawalEvents.$inferSelect;
