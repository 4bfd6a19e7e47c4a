import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { catalogueGames } from './catalogue';
import { at, sqlList } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { transfers } from './wallet';

/**
 * The built-in demo game provider (issue 6): provably fair seeds, launched game sessions and the
 * rounds played, each round's money moved through the wallet ledger in the same transaction.
 */

/** api-contract `demoGameKinds` (a test checks the two lists agree); baccarat since issue 11. */
export const demoGameKinds = ['slot', 'dice', 'baccarat'] as const;
export const playModes = ['real', 'free'] as const;
export const roundStatuses = ['open', 'settled'] as const;

/**
 * A member's server seeds. Exactly one is active: its SHA-256 is shown before play and its text
 * stays secret until the player rotates it, which reveals it (revealed_at) and starts a new one.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 64 hex characters; the HMAC key is this text. Secret while active. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round uses; rounds count up from 0 per seed. */
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('game_seeds_one_active_uq')
      .on(t.memberId)
      .where(sql`${t.active}`),
    index('game_seeds_member_idx').on(t.memberId, t.id),
    check('game_seeds_revealed_ck', sql`${t.active} = (${t.revealedAt} is null)`),
    check('game_seeds_nonce_ck', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * One launch of one game (/wps/game/launchGame). The launch URL carries a single-use ticket
 * (stored hashed, short-lived) that the game page exchanges for an httpOnly cookie (stored
 * hashed); the member's platform session token never leaves the lobby.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    /** Public id used in the game page's address; useless without the cookie. */
    id: uuid('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The platform session that launched it: logout or expiry there ends the game too. */
    platformSessionId: integer('platform_session_id')
      .notNull()
      .references(() => sessions.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => catalogueGames.nodeId),
    kind: text('kind', { enum: demoGameKinds }).notNull(),
    playMode: text('play_mode', { enum: playModes }).notNull(),
    /** EN or JA: the language the game opens in. */
    language: text('language').notNull(),
    /** Validated against the merchant's own origins at launch ("Back to lobby"). */
    returnUrl: text('return_url').notNull(),
    ticketHash: text('ticket_hash').notNull().unique(),
    ticketExpiresAt: at('ticket_expires_at').notNull(),
    ticketUsedAt: at('ticket_used_at'),
    cookieHash: text('cookie_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('game_sessions_member_created_idx').on(t.memberId, t.createdAt.desc()),
    check('game_sessions_kind_ck', sql`${t.kind} in (${sqlList(demoGameKinds)})`),
    check('game_sessions_mode_ck', sql`${t.playMode} in (${sqlList(playModes)})`),
  ],
);

/**
 * One round: a paid spin or roll, or one free spin of a bonus (parent_round_id). Bet and payout
 * are ledger transfers made in the same transaction as the row; the client's round id makes a
 * retried request return this row instead of betting again. A round that awarded free spins stays
 * open until the last one is played; a member has at most one open round.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameSessionId: uuid('game_session_id')
      .notNull()
      .references(() => gameSessions.id),
    /** The id the game client chose for the request (a UUID); retries send the same one. */
    clientRoundId: text('client_round_id').notNull(),
    nodeId: text('node_id')
      .notNull()
      .references(() => catalogueGames.nodeId),
    // Copied from the catalogue at play time so bet records and reports never need a join.
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    kind: text('kind', { enum: demoGameKinds }).notNull(),
    playMode: text('play_mode', { enum: playModes }).notNull(),
    currency: text('currency').notNull(),
    /** Minor units; 0 for a free spin. */
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: roundStatuses }).notNull(),
    parentRoundId: bigint('parent_round_id', { mode: 'bigint' }).references(
      (): AnyPgColumn => gameRounds.id,
    ),
    freeSpinsTotal: integer('free_spins_total').notNull().default(0),
    freeSpinsLeft: integer('free_spins_left').notNull().default(0),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => gameSeeds.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** What the player asked for (lines and line bet, or bet and target). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the request, compared when a round id is replayed. */
    fingerprint: text('fingerprint').notNull(),
    /** The game's result (grid and wins, or roll). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    betTransferId: bigint('bet_transfer_id', { mode: 'bigint' }).references(() => transfers.id),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'bigint' }).references(
      () => transfers.id,
    ),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('game_rounds_member_client_round_uq').on(t.memberId, t.clientRoundId),
    // A nonce is never used twice with the same seed.
    unique('game_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    uniqueIndex('game_rounds_one_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('game_rounds_member_idx').on(t.memberId, t.id.desc()),
    index('game_rounds_parent_idx').on(t.parentRoundId),
    // The betting record (issue 14 item 6): one member's rounds by (time, id), a range scan per
    // page. The columns after id (drizzle has no INCLUDE) let the category and game filters, the
    // totals and the profit report read the index alone.
    index('game_rounds_member_time_idx').on(
      t.memberId,
      t.createdAt,
      t.id,
      t.gameType,
      t.nodeId,
      t.betMinor,
      t.payoutMinor,
    ),
    // The winner board reads real wins of a merchant, biggest first.
    index('game_rounds_real_wins_idx')
      .on(t.merchantId, t.payoutMinor.desc())
      .where(sql`${t.playMode} = 'real' and ${t.payoutMinor} > 0`),
    check('game_rounds_kind_ck', sql`${t.kind} in (${sqlList(demoGameKinds)})`),
    check('game_rounds_mode_ck', sql`${t.playMode} in (${sqlList(playModes)})`),
    check('game_rounds_status_ck', sql`${t.status} in (${sqlList(roundStatuses)})`),
    check('game_rounds_amounts_ck', sql`${t.betMinor} >= 0 and ${t.payoutMinor} >= 0`),
    check(
      'game_rounds_free_spins_ck',
      sql`${t.freeSpinsLeft} >= 0 and ${t.freeSpinsLeft} <= ${t.freeSpinsTotal}`,
    ),
    check('game_rounds_open_ck', sql`(${t.status} = 'open') = (${t.freeSpinsLeft} > 0)`),
  ],
);

/**
 * A member's rounds summed per UTC day and category (issue 14 item 6): the betting record's totals
 * over a range read whole days here and only the two partial days at its ends from game_rounds, so
 * a 92-day total costs a few hundred index entries instead of every round. Written only by a
 * trigger on game_rounds INSERT (migration 0014); a round's bet and payout never change after.
 */
export const gameRoundDays = pgTable(
  'game_round_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    rounds: bigint('rounds', { mode: 'bigint' }).notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.gameType] }),
    // The sums as index columns (drizzle has no INCLUDE): a range's totals read the index alone
    // instead of a heap page per day and category (574 pages for 92 days in the benchmark).
    index('game_round_days_sums_idx').on(
      t.memberId,
      t.day,
      t.gameType,
      t.rounds,
      t.betMinor,
      t.payoutMinor,
    ),
  ],
);

export type GameSeed = typeof gameSeeds.$inferSelect;
export type GameSession = typeof gameSessions.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type NewGameRound = typeof gameRounds.$inferInsert;
