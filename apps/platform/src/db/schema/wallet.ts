import { sql } from 'drizzle-orm';
// The ledger's movement kinds are the contract's: one list for the wire and the kind columns.
import { transferKinds } from '@lobbykit/api-contract/rules';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, sqlList } from './columns';
import { members } from './members';
import { merchants } from './merchants';

/**
 * The wallet ledger (issue 4, ARCHITECTURE.md "Money"): double entry, bigint minor units.
 * A transfer debits one account (money leaves it) and credits another (money arrives), so an
 * account's balance is its credits minus its debits and every merchant+currency sums to zero.
 */

/** Account kinds: member money, trial (free-play) money, and the merchant's own house accounts. */
export const accountKinds = ['member', 'trial', 'house'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The merchant's house accounts, created per merchant+currency on demand (issue 4). */
export const houseWallets = [
  'cash_in',
  'cash_out',
  'game_house',
  'bonus',
  'commission',
  // The only counterparty a trial wallet may have (issue 4: trial isolation).
  'trial_house',
] as const;
export type HouseWallet = (typeof houseWallets)[number];

/**
 * Each house wallet is split into this many accounts, and a member's movements meet the one its id
 * chooses (`id % houseShards`), so bets and payouts of different players do not queue on one
 * balance row (issue 17, ARCHITECTURE.md "Ledger"). A house wallet's balance is the sum of its
 * shards. Changing the number is safe: shards are ordinary accounts, and a total sums them all.
 */
export const houseShards = 16;

/** Member wallet codes: the main wallet, a trial wallet, or a vendor code on multi-wallet merchants. */
export const MAIN_WALLET = 'MAIN';
export const TRIAL_WALLET = 'TRIAL';

/**
 * The merchant's wallet mode (§3 merchant wallet `isSingle`: 1 = one wallet for every vendor,
 * 0 = a wallet per vendor). Kept beside the merchants table rather than in it, so the ledger owns it.
 */
export const merchantWalletSettings = pgTable(
  'merchant_wallet_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    /**
     * The merchant's one currency, ISO 4217: the brand's (brand.json `currency.code`), written at
     * every start. Every wallet of the merchant is in it.
     */
    currency: text('currency').notNull(),
    /** Its ISO 4217 minor units: the decimals of every amount on the wire (JPY 0, EUR 2). */
    minorUnits: integer('minor_units').notNull().default(2),
    isSingle: boolean('is_single').notNull().default(true),
    /** Vendor codes that get their own wallet when the merchant is multi-wallet. */
    vendorWallets: text('vendor_wallets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('merchant_wallet_settings_minor_units_ck', sql`${t.minorUnits} between 0 and 4`)],
);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    /** Owner of a member or trial account; null for house accounts. */
    memberId: integer('member_id').references(() => members.id),
    /** MAIN, TRIAL, a vendor code, or a house wallet name. */
    wallet: text('wallet').notNull(),
    /** Which of a house wallet's accounts (`houseShards`); always 0 for member and trial wallets. */
    shard: integer('shard').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // House accounts have no member: NULLS NOT DISTINCT keeps one per merchant+currency+name+shard.
    unique('ledger_accounts_owner_wallet_uq')
      .on(t.merchantId, t.currency, t.memberId, t.wallet, t.shard)
      .nullsNotDistinct(),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_kind_ck', sql`${t.kind} in (${sqlList(accountKinds)})`),
    check('ledger_accounts_owner_ck', sql`(${t.kind} = 'house') = (${t.memberId} is null)`),
    check(
      'ledger_accounts_shard_ck',
      sql`${t.shard} >= 0 and (${t.kind} = 'house' or ${t.shard} = 0)`,
    ),
  ],
);

/**
 * One row per account, updated in the same transaction as each transfer (issue 4). The kind is
 * copied here so the CHECK can hold the rule "a member account never goes below zero".
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => ledgerAccounts.id),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitTotal: bigint('debit_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditTotal: bigint('credit_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Held by pending transfers that debit this account (two-phase, not yet posted or voided). */
    pendingDebit: bigint('pending_debit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Held by pending transfers that credit this account: promised, not yet arrived. */
    pendingCredit: bigint('pending_credit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Issue 4: member and trial accounts can never go below zero; house accounts may.
    check('account_balances_non_negative_ck', sql`${t.kind} = 'house' or ${t.balance} >= 0`),
    check('account_balances_totals_ck', sql`${t.balance} = ${t.creditTotal} - ${t.debitTotal}`),
    // Two-phase transfers: held money is not spendable, so what is available (the balance less
    // what pending transfers hold) never goes below zero either.
    check(
      'account_balances_available_ck',
      sql`${t.kind} = 'house' or ${t.balance} - ${t.pendingDebit} >= 0`,
    ),
    check('account_balances_pending_ck', sql`${t.pendingDebit} >= 0 and ${t.pendingCredit} >= 0`),
  ],
);

/** Never updated or deleted: a trigger in the migration raises on UPDATE or DELETE (issue 4). */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: transferKinds }).notNull(),
    reference: text('reference'),
    reason: text('reason'),
    /** Who caused it: `member:<id>`, `operator:<name>` or `system:<part>`. */
    actor: text('actor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the movement's fields, compared when a key is replayed. */
    fingerprint: text('fingerprint').notNull(),
    /** Balances right after this transfer, so a statement shows balance-after without a scan. */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfers_merchant_key_uq').on(t.merchantId, t.idempotencyKey),
    index('transfers_debit_idx').on(t.debitAccountId, t.id),
    index('transfers_credit_idx').on(t.creditAccountId, t.id),
    // The account record (issue 14 item 6): one account's movements by (time, id), a range scan.
    index('transfers_debit_time_idx').on(t.debitAccountId, t.createdAt, t.id),
    index('transfers_credit_time_idx').on(t.creditAccountId, t.createdAt, t.id),
    check('transfers_amount_positive_ck', sql`${t.amount} > 0`),
    check('transfers_distinct_accounts_ck', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('transfers_kind_ck', sql`${t.kind} in (${sqlList(transferKinds)})`),
  ],
);

/** A pending transfer is resolved once: posted (for its amount or less) or voided. */
export const pendingTransferStates = ['pending', 'posted', 'voided'] as const;
export type PendingTransferState = (typeof pendingTransferStates)[number];

/**
 * Two-phase transfers (TigerBeetle's model; ARCHITECTURE.md "Ledger"): a pending transfer holds
 * its amount on both accounts' `pending_*` columns and moves nothing; its post writes an ordinary
 * row in `transfers`, its void only releases the hold. A trigger in the migration lets a row change
 * once, from pending, and never be deleted.
 */
export const pendingTransfers = pgTable(
  'pending_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The amount held: the most its post may move. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: transferKinds }).notNull(),
    reference: text('reference'),
    reason: text('reason'),
    /** Who held it: `member:<id>`, `operator:<name>` or `system:<part>`. */
    actor: text('actor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: pendingTransferStates }).notNull().default('pending'),
    /** The key and fields of the post or void that resolved it, so a retry answers the same. */
    resolutionKey: text('resolution_key'),
    resolutionFingerprint: text('resolution_fingerprint'),
    resolvedBy: text('resolved_by'),
    /** The transfer its post wrote. */
    postedTransferId: bigint('posted_transfer_id', { mode: 'bigint' }).references(
      () => transfers.id,
    ),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('pending_transfers_merchant_key_uq').on(t.merchantId, t.idempotencyKey),
    index('pending_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('pending_transfers_credit_idx').on(t.creditAccountId, t.id),
    check('pending_transfers_amount_positive_ck', sql`${t.amount} > 0`),
    check(
      'pending_transfers_distinct_accounts_ck',
      sql`${t.debitAccountId} <> ${t.creditAccountId}`,
    ),
    check('pending_transfers_kind_ck', sql`${t.kind} in (${sqlList(transferKinds)})`),
    check('pending_transfers_state_ck', sql`${t.state} in (${sqlList(pendingTransferStates)})`),
    check(
      'pending_transfers_resolution_ck',
      sql`(${t.state} = 'pending') = (${t.resolutionKey} is null) and (${t.state} = 'posted') = (${t.postedTransferId} is not null)`,
    ),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type PendingTransfer = typeof pendingTransfers.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;
export type AccountBalance = typeof accountBalances.$inferSelect;
