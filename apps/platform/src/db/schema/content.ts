import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';
import { merchants } from './merchants';

/**
 * Announcements and notices (§3 Announcement fetch, §2.8, §7.4), per merchant and language.
 * `content` is HTML exactly as the operator gave it; the site sanitises it before rendering.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** B banner, PL player, PU pop-up, PR promotion, H home strip (api-contract announcements.ts). */
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H'] }).notNull(),
    language: text('language', { enum: ['EN', 'JA'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** §4: A visitors, B members, F members on their first login. */
    execution: text('execution', { enum: ['A', 'B', 'F'] }).notNull(),
    promotionType: text('promotion_type'),
    startAt: at('start_at').notNull().defaultNow(),
    endAt: at('end_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_merchant_lang_idx').on(t.merchantId, t.language, t.startAt)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;

/** The member inbox (§2.9 messageV2): platform information to one member. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.readAt)],
);

export type MemberMessageRow = typeof memberMessages.$inferSelect;

/**
 * Demo content already given to a merchant, so it is seeded once when the merchant is created
 * and an operator who removes it does not see it come back at the next start.
 */
export const contentSeeds = pgTable(
  'content_seeds',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind] })],
);
