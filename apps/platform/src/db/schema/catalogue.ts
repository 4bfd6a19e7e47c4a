import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';
import { merchants } from './merchants';

/**
 * The game catalogue (issue 6, SPEC §2.2, §3 game tile): one platform-wide catalogue of vendors,
 * categories and games; each merchant may hide a vendor, a category or a single game.
 */

/** A vendor (provider); its code is the `vassalage` of §3. */
export const catalogueVendors = pgTable('catalogue_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  displayNameJa: text('display_name_ja').notNull(),
  /** Order of the vendor inside a lane and a drop-down (§2.6 first 11 vendors). */
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The nine game categories of §2.2 (kind `game`) plus HOT and PROMO (kind `virtual`: a game joins
 * them by flag, never by its gameType).
 */
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['game', 'virtual'] }).notNull(),
    /** Order of the lanes of GCSGAME_newGameVendor, i.e. of the top navigation (§2.2). */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('catalogue_categories_kind_ck', sql`${t.kind} in ('game', 'virtual')`)],
);

export const catalogueGames = pgTable(
  'catalogue_games',
  {
    /** §3: string ids (favourite ids are strings too). */
    nodeId: text('node_id').primaryKey(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => catalogueVendors.code),
    gameType: text('game_type')
      .notNull()
      .references(() => catalogueCategories.code),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    /** Path of the tile image on the image hosts (§7.4 image base), e.g. `/TCG_PROD_IMAGES/…`. */
    icon: text('icon').notNull(),
    /** §2.3: `VASSALAGE` is a provider entry that opens a popup game list. */
    isGame: text('is_game', { enum: ['GAME', 'VASSALAGE'] })
      .notNull()
      .default('GAME'),
    /** §3, §9: 0 means a free trial is offered. */
    supportPlay: smallint('support_play').notNull().default(1),
    /** Minor units (ARCHITECTURE.md "Money"). */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lineCount: integer('line_count'),
    /** §3 RNG sub-categories: SC, VP, TG, AC (BG only with TY, which is not offered). */
    rngSubCategory: text('rng_sub_category', { enum: ['SC', 'VP', 'TG', 'AC'] }),
    /** §2.4 jackpot row: gameClassify JP. */
    classify: text('classify', { enum: ['JP'] }),
    isNew: boolean('is_new').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    /** Member of the virtual HOT and PROMO categories. */
    isHot: boolean('is_hot').notNull().default(false),
    isPromo: boolean('is_promo').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('catalogue_games_is_game_ck', sql`${t.isGame} in ('GAME', 'VASSALAGE')`),
    check('catalogue_games_support_play_ck', sql`${t.supportPlay} in (0, 1)`),
    check('catalogue_games_min_bet_ck', sql`${t.minBet} > 0`),
    check(
      'catalogue_games_rng_sub_ck',
      sql`${t.rngSubCategory} is null or ${t.rngSubCategory} in ('SC', 'VP', 'TG', 'AC')`,
    ),
    check('catalogue_games_classify_ck', sql`${t.classify} is null or ${t.classify} = 'JP'`),
    // Lists are ordered by popularity within a category or vendor; these keep that an index scan.
    index('catalogue_games_type_pop_idx').on(t.gameType, t.popularity.desc(), t.nodeId),
    index('catalogue_games_vendor_pop_idx').on(t.vassalage, t.popularity.desc(), t.nodeId),
    index('catalogue_games_pop_idx').on(t.popularity.desc(), t.nodeId),
  ],
);

/** Operator hiding, per merchant (issue 6): a hidden vendor, category or game vanishes from every call. */
export const catalogueHiddenVendors = pgTable(
  'catalogue_hidden_vendors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vassalage: text('vassalage')
      .notNull()
      .references(() => catalogueVendors.code),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vassalage] })],
);

export const catalogueHiddenCategories = pgTable(
  'catalogue_hidden_categories',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameType: text('game_type')
      .notNull()
      .references(() => catalogueCategories.code),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameType] })],
);

export const catalogueHiddenGames = pgTable(
  'catalogue_hidden_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => catalogueGames.nodeId),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.nodeId] })],
);

/** §3 favourite payload: nodeId, vendor, gameType; §4 favourite toggle. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => catalogueGames.nodeId),
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_member_created_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

export type CatalogueVendor = typeof catalogueVendors.$inferSelect;
export type CatalogueCategory = typeof catalogueCategories.$inferSelect;
export type CatalogueGame = typeof catalogueGames.$inferSelect;
export type NewCatalogueGame = typeof catalogueGames.$inferInsert;
export type FavouriteGame = typeof favouriteGames.$inferSelect;
