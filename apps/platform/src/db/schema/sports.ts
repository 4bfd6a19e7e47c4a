import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, sqlList } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { pendingTransfers, transfers } from './wallet';

/**
 * The demo sportsbook (issue 16 item 4): generated fixtures per merchant and league, each
 * provably fair (the seed's SHA-256 published before kick-off, the seed revealed with the score),
 * and the bets on them (a single has one leg, an accumulator 2 to 10), each stake held by a
 * two-phase ledger transfer until every leg is decided.
 */

export const sportKinds = ['football', 'basketball', 'esports'] as const;

/**
 *   open ─kick-off─► live ─full time─► played
 *     └──────┴─cancel─► cancelled
 * Bets are taken while open and before the kick-off time; a leg is decided once its fixture is
 * played or cancelled (void).
 */
export const sportsFixtureStates = ['open', 'live', 'played', 'cancelled'] as const;
export const sportsBetKinds = ['single', 'accumulator'] as const;
export const sportsBetStates = ['open', 'won', 'lost', 'void'] as const;
export const sportsMarkets = ['MATCH', 'HANDICAP', 'TOTAL'] as const;
export const sportsSelections = ['home', 'draw', 'away', 'over', 'under'] as const;

export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    sport: text('sport', { enum: sportKinds }).notNull(),
    /** The league's code (modules/sports/leagues.ts): part of the HMAC message. */
    league: text('league').notNull(),
    /** Counts the league's kick-off slots from the schedule's epoch. */
    fixtureNumber: bigint('fixture_number', { mode: 'bigint' }).notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    /** The strengths the odds and the score were drawn from, kept so a fixture verifies alone. */
    homeStrength: integer('home_strength').notNull(),
    awayStrength: integer('away_strength').notNull(),
    kickoffAt: at('kickoff_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** 64 hex characters, secret until the fixture is played (or cancelled). */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    state: text('state', { enum: sportsFixtureStates }).notNull().default('open'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    cancelReason: text('cancel_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    playedAt: at('played_at'),
  },
  (t) => [
    uniqueIndex('sports_fixtures_slot_uq').on(t.merchantId, t.league, t.fixtureNumber),
    index('sports_fixtures_due_idx').on(t.state, t.kickoffAt),
    index('sports_fixtures_league_time_idx').on(t.merchantId, t.league, t.kickoffAt),
    check('sports_fixtures_sport_ck', sql`${t.sport} in (${sqlList(sportKinds)})`),
    check('sports_fixtures_state_ck', sql`${t.state} in (${sqlList(sportsFixtureStates)})`),
    check('sports_fixtures_time_ck', sql`${t.kickoffAt} < ${t.endsAt}`),
    check('sports_fixtures_teams_ck', sql`${t.homeTeam} <> ${t.awayTeam}`),
    check(
      'sports_fixtures_score_ck',
      sql`(${t.homeScore} is not null) = (${t.state} = 'played') and (${t.awayScore} is not null) = (${t.state} = 'played')`,
    ),
  ],
);

export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's key of the slip the bet came in; a retried slip answers the same bets. */
    slipKey: text('slip_key').notNull(),
    /** The bet's place in its slip (singles 0, 1, ...; an accumulator is 0). */
    slipIndex: integer('slip_index').notNull(),
    /** Fingerprint of the whole slip: the same key with other picks is refused. */
    slipFingerprint: text('slip_fingerprint').notNull(),
    kind: text('kind', { enum: sportsBetKinds }).notNull(),
    currency: text('currency').notNull(),
    /** MAIN, or the FB vendor's wallet on a multi-wallet merchant (§3 isSingle 0). */
    wallet: text('wallet').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The hold on the stake (member → game_house), posted at settlement, voided when all void. */
    pendingTransferId: bigint('pending_transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => pendingTransfers.id),
    state: text('state', { enum: sportsBetStates }).notNull().default('open'),
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
    uniqueIndex('sports_bets_slip_uq').on(t.memberId, t.slipKey, t.slipIndex),
    uniqueIndex('sports_bets_pending_uq').on(t.pendingTransferId),
    index('sports_bets_state_idx').on(t.state, t.id),
    index('sports_bets_member_time_idx').on(t.memberId, t.createdAt, t.id),
    check('sports_bets_kind_ck', sql`${t.kind} in (${sqlList(sportsBetKinds)})`),
    check('sports_bets_state_ck', sql`${t.state} in (${sqlList(sportsBetStates)})`),
    check('sports_bets_stake_ck', sql`${t.stakeMinor} > 0`),
    check(
      'sports_bets_payout_ck',
      sql`${t.payoutMinor} >= 0 and (${t.payoutMinor} > 0) = (${t.payoutTransferId} is not null) and (${t.state} = 'won') = (${t.payoutMinor} > 0)`,
    ),
    check('sports_bets_settled_ck', sql`(${t.state} = 'open') = (${t.settledAt} is null)`),
  ],
);

export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsBets.id),
    legIndex: integer('leg_index').notNull(),
    fixtureId: bigint('fixture_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsFixtures.id),
    market: text('market', { enum: sportsMarkets }).notNull(),
    selection: text('selection', { enum: sportsSelections }).notNull(),
    /** The market's line in tenths (HANDICAP: the home side's, −15 = −1.5; TOTAL: 25 = 2.5). */
    line: integer('line').notNull().default(0),
    /** The odds the bet was placed at, in hundredths (1.95 = 195). */
    odds: integer('odds').notNull(),
    result: text('result', { enum: sportsBetStates }).notNull().default('open'),
  },
  (t) => [
    uniqueIndex('sports_bet_legs_index_uq').on(t.betId, t.legIndex),
    // Issue 16 item 4: at most one leg per fixture in a bet (an accumulator of correlated legs is refused).
    uniqueIndex('sports_bet_legs_fixture_uq').on(t.betId, t.fixtureId),
    index('sports_bet_legs_fixture_idx').on(t.fixtureId),
    check('sports_bet_legs_market_ck', sql`${t.market} in (${sqlList(sportsMarkets)})`),
    check('sports_bet_legs_selection_ck', sql`${t.selection} in (${sqlList(sportsSelections)})`),
    check('sports_bet_legs_result_ck', sql`${t.result} in (${sqlList(sportsBetStates)})`),
    check('sports_bet_legs_odds_ck', sql`${t.odds} > 100`),
  ],
);

export type SportKind = (typeof sportKinds)[number];
export type SportsFixture = typeof sportsFixtures.$inferSelect;
export type SportsBet = typeof sportsBets.$inferSelect;
export type SportsBetLeg = typeof sportsBetLegs.$inferSelect;
export type SportsMarket = (typeof sportsMarkets)[number];
export type SportsSelection = (typeof sportsSelections)[number];
export type SportsFixtureState = (typeof sportsFixtureStates)[number];
