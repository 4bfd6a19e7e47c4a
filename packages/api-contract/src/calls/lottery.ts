import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { languageSchema, opaque, text } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';
import { gameTileSchema } from './games';

/**
 * Lottery (issue 16 items 2 and 3, §7.2): the menus and the popular list of §7.2, the open draw
 * ("numero") and the results of a game, and the betting calls of the platform's built-in demo
 * lottery, which the site's /lottery, /vnLottery and /seaLottery pages call.
 */

/** §3 prizeModes: ModeLott LOTT, ModeZy ZY, ModeElott ELOTT, ModeSea SEA. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** The four lottery games the demo provider plays every catalogue lottery game as. */
export const lotteryKinds = ['fast', 'vn', 'keno', 'lotto645'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

/** §7.2: the device of the menus and the launcher. */
export const lotteryDevices = ['WEB', 'H5'] as const;

/** A draw's number: draw n of a game is at the schedule's epoch + n × its interval. */
const drawNumberBody = z.number().int().min(1).max(999_999_999);
/** The same in a query string (a JSON body never coerces: `true` is not draw 1). */
export const drawNumberSchema = z.coerce.number().int().min(1).max(999_999_999);

const languageQuery = languageSchema.optional().meta({
  description: 'Names in this language; default the Language header, then the merchant default.',
});

const prizeModeQuery = z.enum(prizeModes).optional().meta({
  description:
    'LOTT: the standard lottery games; ELOTT: the electronic lottery games; SEA: the sea lottery; ZY has none in the demo provider. Left out: every lottery game.',
});

/**
 * How a play type's selection is picked, so one bet slip renders every game:
 * - `position`: one number from `low` to `high` on one of `positions` (selection position,
 *   number);
 * - `number`: one number from `low` to `high` (selection number);
 * - `numbers`: `min` to `max` different numbers from `low` to `high` (selection numbers);
 * - `side`: one of `sides` (selection side).
 */
export const lotteryPickSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('position'),
      positions: z.number().int(),
      low: z.number().int(),
      high: z.number().int(),
    }),
    z.object({ kind: z.literal('number'), low: z.number().int(), high: z.number().int() }),
    z.object({
      kind: z.literal('numbers'),
      min: z.number().int(),
      max: z.number().int(),
      low: z.number().int(),
      high: z.number().int(),
    }),
    z.object({ kind: z.literal('side'), sides: z.array(z.string()) }),
  ])
  .meta({ id: 'LotteryPick' });
export type LotteryPick = z.infer<typeof lotteryPickSchema>;

/**
 * What a bet returns per unit staked, stake included, as decimal strings ("9.80"): `fixed` for
 * one figure; `perHit` paid for each drawn number matching (VN lô); `table` by how many of the
 * picked numbers are drawn, per count of picks (Keno, 6/45).
 */
export const lotteryOddsSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('fixed'), odds: z.string() }),
    z.object({ kind: z.literal('perHit'), odds: z.string() }),
    z.object({
      kind: z.literal('table'),
      rows: z.array(
        z.object({ picks: z.number().int(), hits: z.number().int(), odds: z.string() }),
      ),
    }),
  ])
  .meta({ id: 'LotteryOdds' });
export type LotteryOdds = z.infer<typeof lotteryOddsSchema>;

export const lotteryPlayTypeSchema = z
  .object({
    /** Stable code, e.g. FAST_POSITION; the site names it in the member's language. */
    code: z.string(),
    pick: lotteryPickSchema,
    odds: lotteryOddsSchema,
    minStake: moneySchema,
    maxStake: moneySchema,
  })
  .meta({ id: 'LotteryPlayType' });
export type LotteryPlayType = z.infer<typeof lotteryPlayTypeSchema>;

/** A lottery game of the catalogue, as a menu lists it. */
export const lotteryMenuGameSchema = gameTileSchema
  .extend({
    kind: z.enum(lotteryKinds),
    /** §7.2: each entry gets its tag from its group's code (gameGroupCode). */
    tag: z.string(),
    /** §3 Chinese lottery entry: the play type a launch opens on. */
    defaultPlayType: z.string(),
    /** A draw every this many seconds. */
    drawEverySeconds: z.number().int(),
  })
  .meta({ id: 'LotteryMenuGame' });
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryGroupSchema = z
  .object({
    /** gameGroupCode: the vendor's code, e.g. TCG_LOTTO_VN. */
    groupCode: z.string(),
    /** The vendor's name in the request's language. */
    groupName: z.string(),
    games: z.array(lotteryMenuGameSchema),
  })
  .meta({ id: 'LotteryGroup' });

const menusResponse = z
  .object({ prizeMode: z.enum(prizeModes).nullable(), gameMenus: z.array(lotteryGroupSchema) })
  .meta({ id: 'LotteryMenus' });

const lotteryErrors = [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'] as const;

/** The query of the menus and the popular list (§7.2: prizeMode, device, language). */
const menuQuery = {
  prizeMode: prizeModeQuery,
  device: z.enum(lotteryDevices).optional(),
  language: languageQuery,
};

const gameMenusCall = defineCall({
  name: 'lotteryGameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  token: false,
  encrypted: false,
  request: z.strictObject(menuQuery),
  response: menusResponse,
  errors: [],
  summary:
    "The lottery games by group (gameGroupCode, each entry tagged with it) for the prize mode (§2.4 lottery menu, §7.2): the /lottery page's side menu.",
  methodNote: 'The spec gives no method; it only reads, so GET like the other menus of §7.2.',
});

const popularCall = defineCall({
  name: 'lotteryPopular',
  method: 'GET',
  path: '/lgw/games/popular',
  token: false,
  encrypted: false,
  request: z.strictObject({
    count: z.coerce.number().int().min(1).max(50).default(20),
    ...menuQuery,
  }),
  response: z.object({ games: z.array(lotteryMenuGameSchema) }).meta({ id: 'LotteryPopular' }),
  errors: [],
  summary:
    "The merchant's most bet lottery games over the last 7 days, most bets first, then the catalogue's order (§2.4 popular query, §7.2: count 20, prizeMode, device, language).",
  methodNote: 'The spec gives no method; it only reads, so GET.',
});

const vnMenuCall = defineCall({
  name: 'vnLotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  request: z.strictObject(menuQuery),
  response: menusResponse,
  errors: [],
  summary:
    'The Vietnamese lottery games, tagged TCG_LOTTO_VN (§2.4, §7.2 VN lottery menus, no token): the /vnLottery page.',
  methodNote: 'The spec gives GET for the VN lottery menus (§7.2).',
});

const vnRecentCall = defineCall({
  name: 'vnLotteryRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  token: true,
  encrypted: false,
  request: z.strictObject({
    count: z.coerce.number().int().min(1).max(50).default(10),
    language: languageQuery,
  }),
  response: z.object({ games: z.array(lotteryMenuGameSchema) }).meta({ id: 'LotteryRecent' }),
  errors: [...lotteryErrors],
  summary:
    'The Vietnamese lottery games the member bet on, the latest bet first (§7.2 recent lottery, T).',
  methodNote: 'The spec gives GET for the recent lottery (§7.2).',
});

const gameQuery = {
  /** The catalogue game's code, as in /lottery?gameCode= (§2.3). */
  gameCode: text(1, 64),
};

export const lotteryResultSchema = z
  .object({
    drawNumber: z.number().int(),
    drawAt: timestampSchema,
    /** The drawn numbers in the order drawn (digits or balls by game). */
    numbers: z.array(z.number().int()),
    /** Revealed with the result: its SHA-256 is `serverSeedHash`, published before betting closed. */
    serverSeed: z.string(),
    serverSeedHash: z.string(),
  })
  .meta({ id: 'LotteryResult' });
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

const resultsCall = defineCall({
  name: 'lotteryResults',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: false,
  encrypted: false,
  request: z.strictObject({
    ...gameQuery,
    count: z.coerce.number().int().min(1).max(50).default(10),
    /** For the next page: draws before this number. */
    before: drawNumberSchema.optional(),
  }),
  response: z.object({ results: z.array(lotteryResultSchema) }).meta({ id: 'LotteryResults' }),
  errors: ['NOT_FOUND'],
  summary:
    "A game's drawn draws (the opened numeros), newest first, each with its revealed seed so anyone can verify it (§7.2, issue 16 item 1 results history).",
  methodNote: 'The spec gives no method; it only reads, so GET.',
});

export const openDrawSchema = z
  .object({
    drawNumber: z.number().int(),
    drawAt: timestampSchema,
    /** Bets are taken until this time. */
    closeAt: timestampSchema,
    /** The commitment: SHA-256 of the draw's secret seed, published while bets are taken. */
    serverSeedHash: z.string(),
  })
  .meta({ id: 'LotteryOpenDraw' });
export type OpenDraw = z.infer<typeof openDrawSchema>;

export const lotteryBoardSchema = z
  .object({
    game: lotteryMenuGameSchema,
    playTypes: z.array(lotteryPlayTypeSchema),
    /** The draws taking bets, soonest first (the first is the one the betting view counts to). */
    draws: z.array(openDrawSchema),
    /** The platform's clock, so a countdown is right on a device whose clock is not. */
    serverTime: timestampSchema,
  })
  .meta({ id: 'LotteryBoard' });
export type LotteryBoard = z.infer<typeof lotteryBoardSchema>;

const openNumeroCall = defineCall({
  name: 'lotteryOpenDraws',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  token: true,
  encrypted: false,
  request: z.strictObject({ ...gameQuery, language: languageQuery }),
  response: lotteryBoardSchema,
  errors: [...lotteryErrors, 'NOT_FOUND'],
  summary:
    "The game's draw open for bets (the opened numero) and the next ones, with the game's play types, odds and stake limits: what the betting view shows (§7.2, T).",
  methodNote: 'The spec gives no method; it only reads, so GET.',
});

/** The selection of one bet; which fields it needs is the play type's `pick` kind. */
export const lotterySelectionSchema = z
  .strictObject({
    position: z.number().int().min(0).max(99).optional(),
    number: z.number().int().min(0).max(99).optional(),
    numbers: z.array(z.number().int().min(0).max(99)).max(10).optional(),
    side: z.enum(['big', 'small', 'odd', 'even']).optional(),
  })
  .meta({ id: 'LotterySelection' });
export type LotterySelection = z.infer<typeof lotterySelectionSchema>;

/** The most bets one slip carries. */
export const lotterySlipMaxBets = 20;

export const lotteryBetStates = ['open', 'won', 'lost', 'void'] as const;

export const lotteryBetSchema = z
  .object({
    /** The bet's id, as its record shows it. */
    betId: z.string(),
    gameCode: z.string(),
    nodeId: z.string(),
    /** In the request's language. */
    gameName: z.string(),
    drawNumber: z.number().int(),
    drawAt: timestampSchema,
    playType: z.string(),
    selection: lotterySelectionSchema,
    stake: moneySchema,
    /** open until its draw is drawn; void when the draw was cancelled (the stake came back). */
    state: z.enum(lotteryBetStates),
    /** What it paid, stake included; null while open. */
    payout: moneySchema.nullable(),
    /** The draw's numbers once drawn; null before (and for a cancelled draw). */
    numbers: z.array(z.number().int()).nullable(),
    placedAt: timestampSchema,
  })
  .meta({ id: 'LotteryBet' });
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

const betCall = defineCall({
  name: 'lotteryBet',
  method: 'POST',
  path: '/lotto/lgw/bets',
  token: true,
  encrypted: false,
  request: z.strictObject({
    ...gameQuery,
    drawNumber: drawNumberBody,
    bets: z
      .array(
        z.strictObject({
          playType: text(1, 32),
          selection: lotterySelectionSchema,
          /** The stake in the merchant's currency, within the play type's limits. */
          stake: positiveMoneySchema,
        }),
      )
      .min(1)
      .max(lotterySlipMaxBets),
    /** The slip's key: a retry with it answers the same bets, and nothing is staked twice. */
    idempotencyKey: opaque(8, 100),
  }),
  response: z
    .object({
      bets: z.array(lotteryBetSchema),
      /** The wallet's balance after the stakes were held. */
      balance: moneySchema,
      /** True when the key had placed this slip before: these are those bets. */
      replayed: z.boolean(),
    })
    .meta({ id: 'LotterySlip' }),
  errors: [
    ...lotteryErrors,
    'NOT_FOUND',
    'LOTTERY_DRAW_CLOSED',
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'SELF_EXCLUDED',
    'LOSS_LIMIT_REACHED',
  ],
  summary:
    'Places a slip of 1 to 20 bets on one draw, all or none; each stake is held in the ledger until the draw settles it (issue 16 item 1). Responsible-gambling limits and exclusions apply.',
  methodNote: 'Not in the spec (the vendor takes lottery bets); POST because it moves money.',
});

const myBetsCall = defineCall({
  name: 'lotteryMyBets',
  method: 'GET',
  path: '/lotto/lgw/bets',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** open: waiting for their draw; settled: won, lost or void. */
    state: z.enum(['open', 'settled']).default('open'),
    gameCode: gameQuery.gameCode.optional(),
    /** For the next page: the `next` of this one. */
    cursor: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    language: languageQuery,
  }),
  response: z
    .object({ bets: z.array(lotteryBetSchema), next: z.string().nullable() })
    .meta({ id: 'LotteryBets' }),
  errors: [...lotteryErrors],
  summary: "The member's lottery bets, newest first: open ones, or settled ones with their payout.",
  methodNote: 'Not in the spec; it only reads, so GET.',
});

const verifyCall = defineCall({
  name: 'lotteryVerify',
  method: 'GET',
  path: '/lgw/draws/verify',
  token: false,
  encrypted: false,
  request: z.strictObject({ ...gameQuery, drawNumber: drawNumberSchema }),
  response: z
    .object({
      drawNumber: z.number().int(),
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      /** SHA-256 of the revealed seed equals the hash published before betting closed. */
      hashMatches: z.boolean(),
      /** The numbers the seed gives, recomputed now. */
      numbers: z.array(z.number().int()),
      /** They equal the numbers the draw paid on. */
      resultMatches: z.boolean(),
    })
    .meta({ id: 'LotteryVerification' }),
  errors: ['NOT_FOUND'],
  summary:
    'Recomputes a drawn draw from its revealed seed, so anyone can check it was fair (issue 16 item 1, provably fair).',
  methodNote: 'Not in the spec; it only reads, so GET.',
});

/** §7.2 launcher views: the betting view of one game, or the lottery lobby (the menu). */
export const lotteryViews = ['betting', 'lobby'] as const;

const launcherCall = defineCall({
  name: 'lotteryLauncher',
  method: 'GET',
  path: '/lgw/games/launcher',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** VN opens the Vietnamese lottery page (§2.1 /vnLottery). */
    lottoArea: z.enum(['VN']).optional(),
    launchMode: z.enum(['LOTT']).default('LOTT'),
    prizeMode: prizeModeQuery,
    ...gameQuery,
    view: z.enum(lotteryViews).default('betting'),
    /** §3 Chinese lottery entry: the play type to open on; default the game's own. */
    playType: text(1, 32).optional(),
    device: z.enum(lotteryDevices).optional(),
    /**
     * Where the page goes back to: an http(s) address on one of the merchant's own domains
     * (never an open redirect); its origin is also the page's. Default: the request's Origin
     * when it is one, else the main domain.
     */
    backUrl: text(0, 2048).optional(),
    language: languageQuery,
  }),
  response: z
    .object({
      /** The site's lottery page for the game: /lottery, /vnLottery or /seaLottery (§2.3). */
      url: z.string(),
    })
    .meta({ id: 'LotteryLaunch' }),
  errors: [...lotteryErrors, 'NOT_FOUND'],
  summary:
    "The address that opens a lottery game (§7.2 lottery launcher: lottoArea VN, launchMode LOTT, prize mode, game code, view betting or lobby, device, back url, language): the brand site's own lottery page, since the demo provider's betting view is the site's.",
  methodNote: 'The spec gives GET for the lottery launcher (§7.2).',
});

export const lotteryCalls = {
  lotteryGameMenus: gameMenusCall,
  lotteryPopular: popularCall,
  vnLotteryMenu: vnMenuCall,
  vnLotteryRecent: vnRecentCall,
  lotteryResults: resultsCall,
  lotteryOpenDraws: openNumeroCall,
  lotteryBet: betCall,
  lotteryMyBets: myBetsCall,
  lotteryVerify: verifyCall,
  lotteryLauncher: launcherCall,
} as const;
