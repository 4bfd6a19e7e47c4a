import { index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';
import { merchants } from './merchants';

/** Opaque 256-bit tokens stored as SHA-256 (ARCHITECTURE.md "Sessions"). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind', { enum: ['normal', 'trial'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    /** "Chrome on Android": the security centre's last logins (issue 14 item 2). */
    device: text('device'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Single-use, 60-second codes that carry a session across a page hand-off. */
export const handoffCodes = pgTable('handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Fixed-window counters (login failures per account and per IP, SMS sends, captcha refreshes).
 * In the database, not in process memory, so every node sees the same counts (ARCHITECTURE.md).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('throttle_expires_idx').on(t.expiresAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Dialling code and digits, e.g. `81-9012345678`. */
    mobile: text('mobile').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'password', 'contact', 'paymentPassword'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.merchantId, t.mobile, t.purpose)],
);
