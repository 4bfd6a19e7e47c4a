import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, bytea } from './columns';
import { members } from './members';
import { merchants } from './merchants';

/** Outbound SMS and e-mail land here (ARCHITECTURE.md "Outbound messages"). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  memberId: integer('member_id').references(() => members.id),
  content: text('content').notNull(),
  contact: text('contact'),
  ip: text('ip'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** The RSA key pair for E calls, made at first start and shared by every node through the db. */
export const platformKeys = pgTable('platform_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The jti of every E-call JWE opened while it is fresh (issue 13 item 7): a JWE is opened once, on
 * any node. A row is useless once the JWE it names has expired, and is purged then.
 */
export const usedJweIds = pgTable(
  'used_jwe_ids',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_jwe_ids_expires_idx').on(t.expiresAt)],
);

/** Secrets of the operator channel (CLI ↔ running platform), stored hashed. */
export const operatorCredentials = pgTable('operator_credentials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
