import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // Every registration field of §3 "Registration user".
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
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
