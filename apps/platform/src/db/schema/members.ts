import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { merchants } from './merchants';

/** §3 account type codes: 1, 2, 41, 42 agent; 4 trial; 0 an ordinary member. */
export const memberTypes = {
  member: 0,
  agent: 1,
  agentSub: 2,
  trial: 4,
  agent41: 41,
  agent42: 42,
} as const;
export const agentTypes: readonly number[] = [1, 2, 41, 42];

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    nickname: text('nickname'),
    type: integer('type').notNull().default(0),
    vipLevel: integer('vip_level').notNull().default(1),
    /** Digits only, without the dialling code. */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    /**
     * When the member proved they hold the mobile or e-mail with a code (issue 14 item 2); null
     * until then, and again whenever the contact changes without a code (registration).
     */
    mobileVerifiedAt: at('mobile_verified_at'),
    emailVerifiedAt: at('email_verified_at'),
    // Every registration field of §3 "Registration user".
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    // The security centre's profile (issue 14 item 2, §5 labels).
    telegram: text('telegram'),
    zalo: text('zalo'),
    birthday: date('birthday'),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality'),
    placeOfBirth: text('place_of_birth'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    /** The affiliate code given at registration (an agent's invite code). */
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    /** This member's own invite code, when an agent. */
    inviteCode: text('invite_code'),
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    registerDomain: text('register_domain'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    /** Set when an operator or agent gave the password (§4: the default forcing password). */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    passwordExpiresAt: at('password_expires_at'),
    language: text('language').notNull().default('JA'),
    icon: text('icon'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    // Issue 14 item 9: the reality check and the session time limit, in minutes (null: off). On
    // the member row because every token call checks the session limit, and the session's one
    // query (sessions.withMember) reads the member anyway. A longer session limit or none waits
    // 24 hours in the pending pair, like gambling_limits.
    realityCheckMinutes: integer('reality_check_minutes'),
    sessionLimitMinutes: integer('session_limit_minutes'),
    sessionLimitPendingMinutes: integer('session_limit_pending_minutes'),
    sessionLimitPendingFrom: at('session_limit_pending_from'),
  },
  (t) => [
    uniqueIndex('members_merchant_account_uq').on(t.merchantId, t.account),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantId, t.mobile),
    uniqueIndex('members_merchant_invite_uq').on(t.merchantId, t.inviteCode),
    index('members_parent_idx').on(t.parentId),
  ],
);

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/**
 * A member's bank accounts for withdrawals (issue 14 item 2). The number is kept whole for the
 * operator who pays; the member's own calls only ever see its last 4 digits.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    /** Digits only. */
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_member_number_uq').on(t.memberId, t.accountNumber)],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/**
 * Time-outs and self-exclusions (issue 14 item 9). The member's mobile and e-mail are copied in
 * when it is taken, so the same person is refused on every brand of the operator (one platform
 * serves them all) and changing the mobile later does not escape it. Rows are never updated or
 * deleted: what is in force is the latest `until` among the rows that match.
 */
export const exclusions = pgTable(
  'exclusions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** api-contract exclusionKinds: 'timeOut' or 'selfExclusion'. */
    kind: text('kind').notNull(),
    /** api-contract exclusionPeriods: '24h' … '5y'. */
    period: text('period').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    /** Lower-cased. */
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
    until: at('until').notNull(),
  },
  (t) => [
    index('exclusions_member_idx').on(t.memberId, t.until),
    index('exclusions_mobile_idx').on(t.mobile, t.until),
    index('exclusions_email_idx').on(t.email, t.until),
  ],
);

export type ExclusionRow = typeof exclusions.$inferSelect;

/**
 * Deposit and loss limits (issue 14 item 9), one row per member, kind and period. A lower limit
 * applies at once (`amount_minor`); a higher one or a removal waits in `pending_amount_minor`
 * (null: removal) until `pending_from`, and is read as in force from then on.
 */
export const gamblingLimits = pgTable(
  'gambling_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** api-contract limitKinds: 'deposit' or 'loss'. */
    kind: text('kind').notNull(),
    /** api-contract limitPeriods: 'day', 'week' or 'month'. */
    period: text('period').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

export type GamblingLimitRow = typeof gamblingLimits.$inferSelect;
