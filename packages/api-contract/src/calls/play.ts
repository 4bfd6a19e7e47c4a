import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { languageSchema, noInput, text } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';
import { gameCategories, gameTileSchema } from './games';

/**
 * Playing games (issue 6): the launch call of §7.1, the recent games and the winner board of §7.3,
 * and the play API of the platform's built-in demo provider, which the game page calls.
 */

/**
 * The demo games every catalogue game is dressed as: slot-like games spin, live casino and card
 * games deal a baccarat coup (issue 11), the others roll.
 */
export const demoGameKinds = ['slot', 'dice', 'baccarat'] as const;
export type DemoGameKind = (typeof demoGameKinds)[number];

/** Real money, or free play with a trial account's trial wallet (§4 Free play, §6 Trial). */
export const playModes = ['real', 'free'] as const;
export type PlayMode = (typeof playModes)[number];

/**
 * The game page sends its game-session id in this header; the credential is the httpOnly cookie
 * `lkg_<id>` set when the launch ticket was exchanged, so the id alone opens nothing.
 */
export const GAME_SESSION_HEADER = 'Game-Session';

const nodeIdSchema = text(1, 64);

const languageQuery = languageSchema.optional().meta({
  description: 'Names in this language; default the Language header, then the merchant default.',
});

const launchGameCall = defineCall({
  name: 'launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  token: true,
  encrypted: false,
  request: z.strictObject({
    nodeId: nodeIdSchema,
    /** When sent, must be the game's own code (a stale lobby never opens another game). */
    gameCode: text(1, 64).optional(),
    /** The language the game opens in; default the Language header, then the member's. */
    language: languageSchema.optional(),
    /**
     * Free play: only a trial account (type 4) plays free, on its trial wallet, and only games
     * offering a free trial (supportPlay 0). A trial account cannot play for real.
     */
    freePlay: z.boolean().default(false),
    /**
     * Where "Back to lobby" goes: an http(s) address on one of the merchant's own domains (never
     * an open redirect). Default: the request's Origin when it is one, else the main domain.
     */
    returnUrl: text(0, 2048).optional(),
  }),
  response: z
    .object({
      /**
       * The game page with a single-use launch ticket valid for 60 seconds, e.g.
       * `https://host/demo-games/launch?ticket=…`. The session token is never in it.
       */
      url: z.string(),
      gameSessionId: z.string(),
      ticketExpiresAt: timestampSchema,
      playMode: z.enum(playModes),
      demoGame: z.enum(demoGameKinds),
      language: languageSchema,
    })
    .meta({ id: 'LaunchGameValue' }),
  errors: [
    ...sessionErrors,
    'NOT_FOUND',
    'PREVIOUS_GAME_NOT_FINISHED',
    'REAL_ACCOUNT_REQUIRED',
    'FREE_PLAY_DISABLED',
  ],
  summary:
    'Launches a game for real or free play and answers its address with a one-time ticket; a second launch while a round of another game is open answers PREVIOUS_GAME_NOT_FINISHED (§7.1, issue 6).',
  methodNote:
    'The spec gives no method; launching creates a game session and a ticket, so POST like the other actions that create (§7.1 "Methods seen").',
});

export const recentGameSchema = gameTileSchema
  .extend({ lastPlayedAt: timestampSchema })
  .meta({ id: 'RecentGame' });

const recentGameCall = defineCall({
  name: 'recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  token: true,
  encrypted: false,
  request: z.strictObject({
    language: languageQuery,
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(recentGameSchema) }).meta({ id: 'RecentGames' }),
  errors: [...sessionErrors],
  summary:
    "The member's recently launched games, newest first, one entry per game (§2.11 recent games, §7.3 GCS_recentGame).",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

export const rankEntrySchema = z
  .object({
    rank: z.number().int(),
    /** Masked so the board never lists whole account names, e.g. `ab***9`. */
    account: z.string(),
    nodeId: z.string(),
    gameName: z.string(),
    gameType: z.enum(gameCategories),
    vassalage: z.string(),
    /** The round's payout; §3 the board shows it with thousands separators and no decimals. */
    winAmount: moneySchema,
    winTime: timestampSchema,
  })
  .meta({ id: 'RankEntry' });
export type RankEntry = z.infer<typeof rankEntrySchema>;

/** How far back the winner board looks. */
export const rankWindowDays = 7;

const rankListCall = defineCall({
  name: 'rankList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  token: false,
  encrypted: false,
  request: z.strictObject({
    gameCategory: z.enum(['ALL', ...gameCategories]).default('ALL'),
    language: languageQuery,
    /** §7.3 limitNum 20; §9 one reading pages the board by 42. */
    limitNum: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(rankEntrySchema) }).meta({ id: 'RankList' }),
  errors: [],
  summary:
    'Winner board: the biggest real-money wins of the merchant in the last 7 days, biggest first; free play never appears (§2.4, §3, §7.3 GCSGAME_getRankList).',
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

// The demo provider's play API. Not a §7 call: it is what the platform's own game pages speak.

const gameSessionErrors = ['GAME_SESSION_INVALID'] as const;

export const fairnessSchema = z
  .object({
    /** SHA-256 (hex) of the server seed, shown before the round was played. */
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  })
  .meta({ id: 'RoundFairness' });

export const activeSeedSchema = z
  .object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The nonce the next round will use. */
    nextNonce: z.number().int(),
  })
  .meta({ id: 'ActiveSeed' });

export const revealedSeedSchema = z
  .object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with it: nonces 0 to roundsPlayed − 1. */
    roundsPlayed: z.number().int(),
    revealedAt: timestampSchema,
  })
  .meta({ id: 'RevealedSeed' });

export const slotSymbolSchema = z.enum([
  'TEN',
  'JACK',
  'QUEEN',
  'KING',
  'ACE',
  'HEART',
  'DIAMOND',
  'STAR',
  'SEVEN',
  'WILD',
  'SCATTER',
]);

const slotOutcomeSchema = z.object({
  kind: z.literal('slot'),
  lines: z.number().int(),
  lineBet: moneySchema,
  /** Stop of each reel on its 32-symbol strip. */
  stops: z.array(z.number().int()),
  /** grid[row][reel], 3 rows × 5 reels. */
  grid: z.array(z.array(slotSymbolSchema)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: slotSymbolSchema,
      count: z.number().int(),
      /** Multiple of the line bet. */
      multiplier: z.number().int(),
    }),
  ),
  scatterCount: z.number().int(),
  scatterMultiplier: z.number().int(),
  freeSpinsAwarded: z.number().int(),
});

const diceOutcomeSchema = z.object({
  kind: z.literal('dice'),
  /** 0.00 to 99.99. */
  roll: z.string(),
  target: z.number().int(),
  win: z.boolean(),
  /** Paid on a win, e.g. "1.9800". */
  multiplier: z.string(),
});

/** Where a baccarat bet goes (issue 11). */
export const baccaratSpots = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratSpot = (typeof baccaratSpots)[number];

const cardSchema = z
  .object({
    /** 1 (ace) to 13 (king). */
    rank: z.number().int().min(1).max(13),
    /** Spades, hearts, diamonds, clubs. */
    suit: z.enum(['S', 'H', 'D', 'C']),
  })
  .meta({ id: 'Card' });

const baccaratOutcomeSchema = z.object({
  kind: z.literal('baccarat'),
  /** What the bet was on. */
  spot: z.enum(baccaratSpots),
  /** The hands in the order dealt: two or three cards each. */
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  playerPoint: z.number().int(),
  bankerPoint: z.number().int(),
  winner: z.enum(baccaratSpots),
  /** A tie returned a Player or Banker bet. */
  push: z.boolean(),
});

export const roundSchema = z
  .object({
    roundId: z.string(),
    createdAt: timestampSchema,
    playMode: z.enum(playModes),
    bet: moneySchema,
    payout: moneySchema,
    /** A free spin of a bonus: no bet was taken. */
    freeSpin: z.boolean(),
    /** Free spins still to play in the open bonus after this round (0 when none is open). */
    freeSpinsLeft: z.number().int(),
    fairness: fairnessSchema,
    outcome: z.discriminatedUnion('kind', [
      slotOutcomeSchema,
      diceOutcomeSchema,
      baccaratOutcomeSchema,
    ]),
  })
  .meta({ id: 'DemoRound' });
export type DemoRound = z.infer<typeof roundSchema>;

const playResultSchema = z
  .object({
    round: roundSchema,
    /** True when this round id was played before: the stored result, nothing moved again. */
    replayed: z.boolean(),
    /** The wallet's balance after the round. */
    balance: moneySchema,
    nextSeed: activeSeedSchema,
  })
  .meta({ id: 'DemoPlayResult' });

const roundIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'a UUID or another 8 to 64 letters, digits and dashes')
  .meta({ description: 'Chosen by the game client per round; a retry sends the same id.' });

const openBonusSchema = z
  .object({
    roundId: z.string(),
    nodeId: z.string(),
    freeSpinsLeft: z.number().int(),
    freeSpinsTotal: z.number().int(),
    lines: z.number().int(),
    lineBet: moneySchema,
  })
  .meta({ id: 'OpenBonus' });

const demoStateCall = defineCall({
  name: 'demoGameState',
  method: 'GET',
  path: '/wps/game/demo/state',
  token: false,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      gameSessionId: z.string(),
      nodeId: z.string(),
      gameName: z.string(),
      demoGame: z.enum(demoGameKinds),
      playMode: z.enum(playModes),
      language: languageSchema,
      currency: z.string().length(3),
      /** The currency's ISO 4217 minor units: how many decimals its amounts carry (JPY 0). */
      minorUnits: z.number().int().min(0).max(4),
      balance: moneySchema,
      /** The catalogue minimum bet, on the total bet of a spin or the amount of a roll. */
      minBet: moneySchema,
      maxBet: moneySchema,
      /** Slot: the most pay lines this game offers (1 to 25) and the line bets to choose from. */
      maxLines: z.number().int(),
      lineBets: z.array(moneySchema),
      seed: activeSeedSchema,
      /** A bonus with free spins left, of this game or another (then play elsewhere first). */
      openBonus: openBonusSchema.nullable(),
    })
    .meta({ id: 'DemoGameState' }),
  errors: [...gameSessionErrors],
  summary: `The game page's state: game, wallet balance, bet limits, the active seed's hash and any open bonus. Authenticated by the ${GAME_SESSION_HEADER} header and its cookie.`,
});

const spinCall = defineCall({
  name: 'demoSlotSpin',
  method: 'POST',
  path: '/wps/game/demo/spin',
  token: false,
  encrypted: false,
  request: z.strictObject({
    roundId: roundIdSchema,
    /** One of the state's lineBets; line bet × lines must reach the minimum bet. */
    lineBet: positiveMoneySchema,
    lines: z.number().int().min(1).max(25),
  }),
  response: playResultSchema,
  errors: [
    ...gameSessionErrors,
    'INSUFFICIENT_FUNDS',
    'SELF_EXCLUDED',
    'LOSS_LIMIT_REACHED',
    'IDEMPOTENCY_CONFLICT',
    'PREVIOUS_GAME_NOT_FINISHED',
  ],
  summary:
    'One slot spin: the bet is debited and the payout credited in one transaction. While a bonus is open the spin is a free spin at the bonus bet. The same roundId again answers the same result.',
});

const rollCall = defineCall({
  name: 'demoDiceRoll',
  method: 'POST',
  path: '/wps/game/demo/roll',
  token: false,
  encrypted: false,
  request: z.strictObject({
    roundId: roundIdSchema,
    amount: positiveMoneySchema,
    /** Win when the roll (0.00 to 99.99) is below this whole number, 2 to 95. */
    target: z.number().int().min(2).max(95),
  }),
  response: playResultSchema,
  errors: [
    ...gameSessionErrors,
    'INSUFFICIENT_FUNDS',
    'SELF_EXCLUDED',
    'LOSS_LIMIT_REACHED',
    'IDEMPOTENCY_CONFLICT',
    'PREVIOUS_GAME_NOT_FINISHED',
  ],
  summary:
    'One dice roll, "roll under": bet and payout in one transaction; the same roundId again answers the same result.',
});

const dealCall = defineCall({
  name: 'demoBaccaratDeal',
  method: 'POST',
  path: '/wps/game/demo/deal',
  token: false,
  encrypted: false,
  request: z.strictObject({
    roundId: roundIdSchema,
    /** Between the state's minBet and maxBet, with the currency's decimals. */
    amount: positiveMoneySchema,
    spot: z.enum(baccaratSpots),
  }),
  response: playResultSchema,
  errors: [
    ...gameSessionErrors,
    'INSUFFICIENT_FUNDS',
    'SELF_EXCLUDED',
    'LOSS_LIMIT_REACHED',
    'IDEMPOTENCY_CONFLICT',
    'PREVIOUS_GAME_NOT_FINISHED',
  ],
  summary:
    'One baccarat coup (issue 11): Player pays 1:1, Banker 1:1 less 5 % commission, Tie 8:1, and a tie returns Player and Banker bets. Bet and payout in one transaction; the same roundId again answers the same result.',
});

const seedsCall = defineCall({
  name: 'demoSeeds',
  method: 'GET',
  path: '/wps/game/demo/seeds',
  token: false,
  encrypted: false,
  request: noInput,
  response: z
    .object({ active: activeSeedSchema, revealed: z.array(revealedSeedSchema) })
    .meta({ id: 'DemoSeeds' }),
  errors: [...gameSessionErrors],
  summary: "The member's active seed (its hash only) and the seeds revealed so far, newest first.",
});

const rotateCall = defineCall({
  name: 'demoSeedRotate',
  method: 'POST',
  path: '/wps/game/demo/seeds/rotate',
  token: false,
  encrypted: false,
  request: z.strictObject({
    /** The player's new client seed: 1 to 64 printable characters; default a random one. */
    clientSeed: z
      .string()
      .regex(/^[\x21-\x7e]([\x20-\x7e]{0,62}[\x21-\x7e])?$/, '1 to 64 printable characters')
      .optional(),
  }),
  response: z
    .object({ revealed: revealedSeedSchema, active: activeSeedSchema })
    .meta({ id: 'DemoSeedRotation' }),
  errors: [...gameSessionErrors],
  summary:
    'Reveals the active server seed and starts a new one with the given client seed; nonces start again at 0.',
});

const historyCall = defineCall({
  name: 'demoHistory',
  method: 'GET',
  path: '/wps/game/demo/history',
  token: false,
  encrypted: false,
  request: z.strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z
    .object({
      rounds: z.array(
        roundSchema.extend({
          nodeId: z.string(),
          /** The server seed once rotated (revealed); null while it is still the active one. */
          serverSeed: z.string().nullable(),
        }),
      ),
    })
    .meta({ id: 'DemoHistory' }),
  errors: [...gameSessionErrors],
  summary: "The member's latest demo rounds of every game, newest first, with what verifies them.",
});

export const playCalls = {
  launchGame: launchGameCall,
  recentGames: recentGameCall,
  rankList: rankListCall,
  demoGameState: demoStateCall,
  demoSlotSpin: spinCall,
  demoDiceRoll: rollCall,
  demoBaccaratDeal: dealCall,
  demoSeeds: seedsCall,
  demoSeedRotate: rotateCall,
  demoHistory: historyCall,
} as const;
