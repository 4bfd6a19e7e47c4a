import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bonusStates } from '@lobbykit/api-contract';
import { at, sqlList } from './columns';
import { deposits } from './cashier';
import { members } from './members';
import { merchants } from './merchants';
import { transfers } from './wallet';

/**
 * A merchant's daily deposit bonus (brand.json memberCentre.depositBonus), written at start like
 * the deposit channels, so every crediting path (the platform's gateway webhook, the CLI's
 * confirm with or without a running platform) reads the same rule inside its transaction.
 */
export const depositBonusSettings = pgTable(
  'deposit_bonus_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    enabled: boolean('enabled').notNull(),
    /** Hundredths of a percent (500 = 5 %). */
    percentBp: integer('percent_bp').notNull(),
    capMinor: bigint('cap_minor', { mode: 'bigint' }).notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** brand.json timeZone (IANA): whose calendar day "once a day" means. */
    timeZone: text('time_zone').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'deposit_bonus_settings_bounds_ck',
      sql`${t.percentBp} between 1 and 10000 and ${t.capMinor} > 0 and ${t.wageringMultiplier} between 0 and 100`,
    ),
  ],
);
export type DepositBonusSettingsRow = typeof depositBonusSettings.$inferSelect;

/**
 * One credited bonus: written in the transaction that credits its deposit and moves it (house
 * bonus → member MAIN, the transfer it names). One per deposit and one per member per day of the
 * brand's time zone, so a second webhook, a second confirm or two deposits at once can never
 * credit a second bonus.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => transfers.id),
    currency: text('currency').notNull(),
    /** The member's calendar day (brand time zone) the bonus belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Stakes of settled bets placed after `creditedAt` needed before the bonus is withdrawable. */
    requirementMinor: bigint('requirement_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: bonusStates }).notNull(),
    creditedAt: at('credited_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('bonuses_deposit_uq').on(t.depositId),
    uniqueIndex('bonuses_transfer_uq').on(t.transferId),
    uniqueIndex('bonuses_member_day_uq').on(t.memberId, t.day),
    index('bonuses_member_idx').on(t.memberId, t.id),
    check('bonuses_state_ck', sql`${t.state} in (${sqlList(bonusStates)})`),
    check('bonuses_amounts_ck', sql`${t.amountMinor} > 0 and ${t.requirementMinor} >= 0`),
    check('bonuses_completed_ck', sql`(${t.state} = 'completed') = (${t.completedAt} is not null)`),
  ],
);
export type BonusRow = typeof bonuses.$inferSelect;
