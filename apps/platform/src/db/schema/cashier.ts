import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { depositProviders, depositStates, feeBearers } from '@lobbykit/api-contract';
import type { ReceivingAccount } from '@lobbykit/api-contract';
import { at, bytea, sqlList } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { transfers } from './wallet';

/**
 * A merchant's deposit channels (issue 14 item 3), synced from brand.json memberCentre.deposit at
 * start like the merchant rows: the brand file owns them.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull(),
    feeRateBp: integer('fee_rate_bp').notNull(),
    feeBearer: text('fee_bearer').notNull(),
    /** How long a created or pending deposit waits before it expires. */
    expiresAfterMinutes: integer('expires_after_minutes').notNull(),
    receivingAccount: jsonb('receiving_account').$type<ReceivingAccount | null>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_channels_merchant_code_uq').on(t.merchantId, t.code),
    check('deposit_channels_provider_ck', sql`${t.provider} in (${sqlList(depositProviders)})`),
    check('deposit_channels_fee_bearer_ck', sql`${t.feeBearer} in (${sqlList(feeBearers)})`),
    check(
      'deposit_channels_bounds_ck',
      sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor} and ${t.feeFixedMinor} >= 0 and ${t.feeRateBp} between 0 and 10000 and ${t.expiresAfterMinutes} > 0`,
    ),
  ],
);
export type DepositChannelRow = typeof depositChannels.$inferSelect;

/**
 * One deposit. Its state moves only forward (created → pending → credited | rejected | expired);
 * credited is set in the same transaction as the ledger transfer it names, so a credited deposit
 * always has exactly its transfer and any other state has none.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    feeBearer: text('fee_bearer').notNull(),
    creditMinor: bigint('credit_minor', { mode: 'bigint' }).notNull(),
    /** Bank transfer: what the member writes on the transfer so the operator can match it. */
    reference: text('reference').notNull(),
    /** Demo gateway: the hosted page's capability token (random, 32 bytes). */
    gatewayToken: text('gateway_token'),
    /** The gateway's transaction id, bound by its first valid notification. */
    gatewayTxnId: text('gateway_txn_id'),
    /** The newest gateway notification time accepted, so an older one is out of order. */
    gatewayNotifiedAt: at('gateway_notified_at'),
    transferId: bigint('transfer_id', { mode: 'bigint' }).references(() => transfers.id),
    reason: text('reason'),
    remark: text('remark'),
    actor: text('actor'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    creditedAt: at('credited_at'),
  },
  (t) => [
    index('deposits_member_idx').on(t.memberId, t.id),
    index('deposits_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('created', 'pending')`),
    uniqueIndex('deposits_reference_uq').on(t.merchantId, t.reference),
    uniqueIndex('deposits_gateway_token_uq').on(t.gatewayToken),
    uniqueIndex('deposits_gateway_txn_uq').on(t.merchantId, t.gatewayTxnId),
    uniqueIndex('deposits_transfer_uq').on(t.transferId),
    check('deposits_state_ck', sql`${t.state} in (${sqlList(depositStates)})`),
    check('deposits_provider_ck', sql`${t.provider} in (${sqlList(depositProviders)})`),
    check(
      'deposits_amounts_ck',
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.creditMinor} > 0 and ${t.creditMinor} <= ${t.amountMinor}`,
    ),
    check(
      'deposits_credited_ck',
      sql`(${t.state} = 'credited') = (${t.transferId} is not null and ${t.creditedAt} is not null)`,
    ),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/** §5 uploads: a bank transfer's proof images (at most 3 per deposit, checked by the call). */
export const depositProofs = pgTable(
  'deposit_proofs',
  {
    id: serial('id').primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('deposit_proofs_deposit_idx').on(t.depositId)],
);

/**
 * Every gateway notification received, with what became of it: credited, duplicate, or why it
 * credited nothing (bad signature, stale, amount changed, unknown, out of order).
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    gatewayTxnId: text('gateway_txn_id'),
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('gateway_notifications_deposit_idx').on(t.depositId)],
);
export type GatewayNotificationRow = typeof gatewayNotifications.$inferSelect;

/** Per merchant, the demo gateway's HMAC secret: made at first use, kept only here. */
export const gatewaySecrets = pgTable('gateway_secrets', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
