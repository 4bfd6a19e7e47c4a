import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contractKinds, contractPeriodsOf, contractStates } from '@lobbykit/api-contract/rules';
import type { ContractKind, ContractPeriod, ContractState } from '@lobbykit/api-contract/rules';
import { at, sqlList } from './columns';
import { members } from './members';

/** Each kind with the periods it may have, as one CHECK (a dividend's four, a salary's one). */
const periodOfKind = sql.raw(
  Object.entries(contractPeriodsOf)
    .map(
      ([kind, periods]) =>
        `(kind = '${kind}' and period in (${periods.map((p) => `'${p}'`).join(', ')}))`,
    )
    .join(' or '),
);

/**
 * Dividend and salary contracts (§1, §6, §7.3; issue 15): an offer from the member's upline
 * agent, or from the operator (`offered_by` null), answered by the member, then terminated or
 * settled. Rows are never deleted; the terms never change once offered (a trigger keeps them).
 * A settlement records its figures; it moves no money yet.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The upline agent who offers it; null: the operator. */
    offeredBy: integer('offered_by').references(() => members.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** Hundredths of a percent (basis points): 3000 is 30 %. */
    rateBp: integer('rate_bp').notNull(),
    period: text('period').$type<ContractPeriod>().notNull(),
    state: text('state').$type<ContractState>().notNull().default('offered'),
    offeredAt: at('offered_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    // A settlement's figures (§3 contract tables), in the merchant's minor units.
    betMinor: bigint('bet_minor', { mode: 'bigint' }),
    activeMembers: integer('active_members'),
    profitLossMinor: bigint('profit_loss_minor', { mode: 'bigint' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
  },
  (t) => [
    index('contracts_member_idx').on(t.memberId, t.id),
    // One open contract of each kind per member: a second offer waits until the first ends.
    uniqueIndex('contracts_open_kind_uq')
      .on(t.memberId, t.kind)
      .where(sql`state in ('offered', 'accepted')`),
    check('contracts_kind_ck', sql`${t.kind} in (${sqlList(contractKinds)})`),
    check('contracts_state_ck', sql`${t.state} in (${sqlList(contractStates)})`),
    check('contracts_period_ck', periodOfKind),
    check('contracts_rate_ck', sql`${t.rateBp} between 1 and 10000`),
    check(
      'contracts_settled_ck',
      sql`(${t.state} = 'settled') = (${t.amountMinor} is not null and ${t.betMinor} is not null and ${t.activeMembers} is not null and ${t.profitLossMinor} is not null)`,
    ),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
