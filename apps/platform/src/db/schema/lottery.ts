import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogueGames } from './catalogue';
import { at, sqlList } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { pendingTransfers, transfers } from './wallet';

/**
 * Lottery in the demo provider (issue 16 item 1): scheduled draws per merchant and game, each
 * provably fair (the seed's SHA-256 published while bets are taken, the seed revealed with the
 * result), and the bets on them, each stake held by a two-phase ledger transfer until its draw.
 */

export const lotteryKinds = ['fast', 'vn', 'keno', 'lotto645'] as const;

/**
 *   open ─draw─► drawn ─(every bet settled)─► settled
 *     └─cancel─► cancelling ─(every stake voided)─► cancelled
 * `drawn` and `cancelling` mean bets may still be open: the settlement job finishes them.
 */
export const lotteryDrawStates = ['open', 'drawn', 'settled', 'cancelling', 'cancelled'] as const;
export const lotteryBetStates = ['open', 'won', 'lost', 'void'] as const;

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => catalogueGames.nodeId),
    /** The catalogue's game code: part of the HMAC message, so a seed proves one draw only. */
    gameCode: text('game_code').notNull(),
    kind: text('kind', { enum: lotteryKinds }).notNull(),
    /** Counts the game's scheduled times from the schedule's epoch (games/schedule.ts). */
    drawNumber: bigint('draw_number', { mode: 'bigint' }).notNull(),
    drawAt: at('draw_at').notNull(),
    /** Bets are taken until here (a few seconds before the draw). */
    closeAt: at('close_at').notNull(),
    /** 64 hex characters, secret until the draw is drawn (or cancelled). */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    state: text('state', { enum: lotteryDrawStates }).notNull().default('open'),
    /** The drawn numbers (games/draw.ts); null until drawn, and for a cancelled draw. */
    result: jsonb('result').$type<number[]>(),
    cancelReason: text('cancel_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_number_uq').on(t.merchantId, t.nodeId, t.drawNumber),
    index('lottery_draws_due_idx').on(t.state, t.drawAt),
    index('lottery_draws_game_time_idx').on(t.merchantId, t.nodeId, t.drawAt),
    check('lottery_draws_kind_ck', sql`${t.kind} in (${sqlList(lotteryKinds)})`),
    check('lottery_draws_state_ck', sql`${t.state} in (${sqlList(lotteryDrawStates)})`),
    check('lottery_draws_close_ck', sql`${t.closeAt} <= ${t.drawAt}`),
    check(
      'lottery_draws_result_ck',
      sql`(${t.result} is not null) = (${t.state} in ('drawn', 'settled'))`,
    ),
  ],
);

export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryDraws.id),
    /** The member's key of the slip the bet came in; a retried slip answers the same bets. */
    slipKey: text('slip_key').notNull(),
    /** The bet's place in its slip (0, 1, ...). */
    slipIndex: integer('slip_index').notNull(),
    /** Fingerprint of the whole slip: the same key with other bets is refused. */
    slipFingerprint: text('slip_fingerprint').notNull(),
    /** A stable play type code (games/*.ts), like §3's defaultPlayType. */
    playType: text('play_type').notNull(),
    /** The normalised selection of that play type. */
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    currency: text('currency').notNull(),
    /** MAIN, or the vendor's wallet on a multi-wallet merchant (§3 isSingle 0). */
    wallet: text('wallet').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The hold on the stake (member → game_house), posted at settlement, voided at a cancel. */
    pendingTransferId: bigint('pending_transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => pendingTransfers.id),
    state: text('state', { enum: lotteryBetStates }).notNull().default('open'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'bigint' }).references(
      () => transfers.id,
    ),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bets_slip_uq').on(t.memberId, t.slipKey, t.slipIndex),
    uniqueIndex('lottery_bets_pending_uq').on(t.pendingTransferId),
    index('lottery_bets_draw_state_idx').on(t.drawId, t.state, t.id),
    index('lottery_bets_member_idx').on(t.memberId, t.id),
    // The betting record reads a member's bets by time (records/repository.ts).
    index('lottery_bets_member_time_idx').on(t.memberId, t.createdAt, t.id),
    check('lottery_bets_state_ck', sql`${t.state} in (${sqlList(lotteryBetStates)})`),
    check('lottery_bets_stake_ck', sql`${t.stakeMinor} > 0`),
    check(
      'lottery_bets_payout_ck',
      sql`${t.payoutMinor} >= 0 and (${t.payoutMinor} > 0) = (${t.payoutTransferId} is not null) and (${t.state} = 'won') = (${t.payoutMinor} > 0)`,
    ),
    check('lottery_bets_settled_ck', sql`(${t.state} = 'open') = (${t.settledAt} is null)`),
  ],
);

export type LotteryDraw = typeof lotteryDraws.$inferSelect;
export type LotteryBet = typeof lotteryBets.$inferSelect;
export type LotteryKind = (typeof lotteryKinds)[number];
export type LotteryDrawState = (typeof lotteryDrawStates)[number];
