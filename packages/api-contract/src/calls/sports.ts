import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { languageSchema, opaque } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';

/**
 * Sports (issue 16 item 4, §2.1 `/fbSports`): the demo provider's sportsbook. Generated leagues
 * in football, basketball and e-sports, fixtures on a schedule with pre-match markets (1X2 or
 * home/away, handicap, over/under), a slip of singles or one accumulator at the odds the member
 * saw, and the member's bets with each leg's result.
 *
 * Who may call what (§2.1, §5, §6): the fixtures are public, like the game lists a visitor may
 * browse (§6 Visitor), and unlike the three lottery pages §2.1 and §6 name as needing a token,
 * /fbSports is not among them; they are the same for everyone, so the answer is shared. Placing
 * a bet moves money: it needs a real account (§5 starting a game needs login; §6 a trial account
 * is blocked from real-account actions, REAL_ACCOUNT_REQUIRED). My bets are a real account's.
 */

export const sportKinds = ['football', 'basketball', 'esports'] as const;
export type SportKind = (typeof sportKinds)[number];

/** MATCH: 1X2 in football, home/away otherwise; HANDICAP and TOTAL: lines on .5 (no push). */
export const sportsMarkets = ['MATCH', 'HANDICAP', 'TOTAL'] as const;
export type SportsMarket = (typeof sportsMarkets)[number];
export const sportsSelections = ['home', 'draw', 'away', 'over', 'under'] as const;
export type SportsSelection = (typeof sportsSelections)[number];

/** open: taking bets until kick-off; live: playing; played: full time; cancelled: legs void. */
export const sportsFixtureStates = ['open', 'live', 'played', 'cancelled'] as const;
export const sportsBetStates = ['open', 'won', 'lost', 'void'] as const;
export const sportsSlipKinds = ['singles', 'accumulator'] as const;
/** Singles per slip; legs per accumulator (2 at least). */
export const sportsSlipMaxPicks = 10;

/** Odds as decimal strings with two decimals, stake included ("1.95"). */
const oddsSchema = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/, 'odds like 1.95')
  .meta({ description: 'Decimal odds, stake included, two decimals ("1.95").' });

/** A fixture id (the platform's row id, as text). */
const fixtureIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'a fixture id')
  .meta({ description: 'A fixture id, as the fixtures call gives it.' });

/** A line on .5 (the home side's handicap, −1.5; the total, 2.5). */
const lineSchema = z
  .number()
  .min(-999.5)
  .max(999.5)
  .refine((n) => Number.isInteger(n * 2) && !Number.isInteger(n), 'a line on .5, like 2.5');

const languageQuery = languageSchema.optional().meta({
  description: 'Names in this language; default the Language header, then the merchant default.',
});

export const sportsTeamSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'SportsTeam' });

export const sportsLeagueSchema = z
  .object({ code: z.string(), sport: z.enum(sportKinds), name: z.string() })
  .meta({ id: 'SportsLeague' });
export type SportsLeague = z.infer<typeof sportsLeagueSchema>;

export const sportsMarketQuoteSchema = z
  .object({
    market: z.enum(sportsMarkets),
    /** HANDICAP: the home side's line (−1.5); TOTAL: the total (2.5); MATCH: null. */
    line: z.number().nullable(),
    selections: z.array(z.object({ selection: z.enum(sportsSelections), odds: oddsSchema })),
  })
  .meta({ id: 'SportsMarketQuote' });
export type SportsMarketQuote = z.infer<typeof sportsMarketQuoteSchema>;

export const sportsFixtureSchema = z
  .object({
    fixtureId: z.string(),
    sport: z.enum(sportKinds),
    league: z.string(),
    kickoffAt: timestampSchema,
    /** Full time: the fixture is played (and its bets settled) soon after. */
    endsAt: timestampSchema,
    home: sportsTeamSchema,
    away: sportsTeamSchema,
    state: z.enum(sportsFixtureStates),
    /** Full-time score once played (goals, points or maps). */
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    /** SHA-256 of the fixture's secret seed, published before kick-off (provably fair). */
    serverSeedHash: z.string(),
    /**
     * The markets with the odds now while open; once it kicked off, the closing odds (quoted at
     * kick-off), which take no bet: shown closed, so the row keeps its place.
     */
    markets: z.array(sportsMarketQuoteSchema),
  })
  .meta({ id: 'SportsFixture' });
export type SportsFixture = z.infer<typeof sportsFixtureSchema>;

export const sportsBoardSchema = z
  .object({
    leagues: z.array(sportsLeagueSchema),
    /** Coming fixtures, in play and just played, by kick-off time. */
    fixtures: z.array(sportsFixtureSchema),
    /** Stake limits per bet, in the merchant's currency. */
    minStake: moneySchema,
    maxStake: moneySchema,
    maxPicks: z.number().int(),
    /** The odds quoted hold until this time (they move every 30 s before kick-off). */
    oddsUntil: timestampSchema,
    /** The platform's clock, so a countdown is right on a device whose clock is not. */
    serverTime: timestampSchema,
  })
  .meta({ id: 'SportsBoard' });
export type SportsBoard = z.infer<typeof sportsBoardSchema>;

const fixturesCall = defineCall({
  name: 'sportsFixtures',
  method: 'GET',
  path: '/lgw/sports/fixtures',
  token: false,
  encrypted: false,
  request: z.strictObject({
    sport: z.enum(sportKinds).optional(),
    /** A league's code (FBA, BKB…); left out: every league of the sport. */
    league: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a league code like FBA')
      .optional(),
    language: languageQuery,
  }),
  response: sportsBoardSchema,
  errors: ['NOT_FOUND', 'SPORTS_UNAVAILABLE'],
  summary:
    "The sportsbook's leagues and fixtures (coming, in play, just played) with each open fixture's markets and odds now, the stake limits and how long the odds hold (§2.1 /fbSports, issue 16 item 4). Public: a visitor browses, only a bet needs a real account.",
  methodNote: 'Not in the spec (the vendor serves its own sportsbook); it only reads, so GET.',
});

export const sportsLegSchema = z
  .object({
    fixtureId: z.string(),
    sport: z.enum(sportKinds),
    league: z.string(),
    kickoffAt: timestampSchema,
    home: sportsTeamSchema,
    away: sportsTeamSchema,
    market: z.enum(sportsMarkets),
    selection: z.enum(sportsSelections),
    line: z.number().nullable(),
    /** The odds the leg was taken at. */
    odds: oddsSchema,
    /** open until its fixture is played; void when the fixture was cancelled (odds 1.00). */
    result: z.enum(sportsBetStates),
    fixtureState: z.enum(sportsFixtureStates),
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  })
  .meta({ id: 'SportsLeg' });
export type SportsLeg = z.infer<typeof sportsLegSchema>;

export const sportsBetSchema = z
  .object({
    betId: z.string(),
    kind: z.enum(['single', 'accumulator']),
    stake: moneySchema,
    /** The legs' odds multiplied (a single's own odds). */
    odds: z.string(),
    /** Stake × odds, what a win pays, stake included. */
    potentialReturn: moneySchema,
    state: z.enum(sportsBetStates),
    /** What it paid, stake included (a void bet's stake came back); null while open. */
    payout: moneySchema.nullable(),
    legs: z.array(sportsLegSchema),
    placedAt: timestampSchema,
    settledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'SportsBet' });
export type SportsBet = z.infer<typeof sportsBetSchema>;

const sportsErrors = [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'] as const;

const betCall = defineCall({
  name: 'sportsBet',
  method: 'POST',
  path: '/lgw/sports/bets',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** singles: each pick its own bet with its own stake; accumulator: one bet of every pick. */
    kind: z.enum(sportsSlipKinds),
    picks: z
      .array(
        z.strictObject({
          fixtureId: fixtureIdSchema,
          market: z.enum(sportsMarkets),
          selection: z.enum(sportsSelections),
          /** The line the member saw (HANDICAP, TOTAL); left out for MATCH. */
          line: lineSchema.optional(),
          /** The odds the member saw: a changed price is refused (SPORTS_ODDS_CHANGED). */
          odds: oddsSchema,
          /** A single's stake (singles only), within the limits. */
          stake: positiveMoneySchema.optional(),
        }),
      )
      .min(1)
      .max(sportsSlipMaxPicks),
    /** The accumulator's stake, within the limits. */
    stake: positiveMoneySchema.optional(),
    /** Take a pick whose odds rose since the member saw them, at the new odds. */
    acceptBetterOdds: z.boolean().default(false),
    /** The slip's key: a retry with it answers the same bets, and nothing is staked twice. */
    idempotencyKey: opaque(8, 100),
  }),
  response: z
    .object({
      bets: z.array(sportsBetSchema),
      /** The wallet's balance after the stakes were held. */
      balance: moneySchema,
      replayed: z.boolean(),
    })
    .meta({ id: 'SportsSlip' }),
  errors: [
    ...sportsErrors,
    'NOT_FOUND',
    'SPORTS_ODDS_CHANGED',
    'SPORTS_BETTING_CLOSED',
    'SPORTS_UNAVAILABLE',
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'SELF_EXCLUDED',
    'LOSS_LIMIT_REACHED',
  ],
  summary:
    'Places a slip of 1 to 10 singles or one accumulator of 2 to 10 legs (one per fixture), all or none, at the odds the member saw; a moved price answers SPORTS_ODDS_CHANGED naming the leg (field picks.N.odds) and the new odds. Each stake is held in the ledger until its fixtures are played. Responsible-gambling limits and exclusions apply.',
  methodNote: 'Not in the spec (the vendor takes sports bets); POST because it moves money.',
});

const myBetsCall = defineCall({
  name: 'sportsMyBets',
  method: 'GET',
  path: '/lgw/sports/bets',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** open: a leg still to play; settled: won, lost or void. */
    state: z.enum(['open', 'settled']).default('open'),
    /** For the next page: the `next` of this one. */
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'a cursor from the previous page')
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    language: languageQuery,
  }),
  response: z
    .object({ bets: z.array(sportsBetSchema), next: z.string().nullable() })
    .meta({ id: 'SportsBets' }),
  errors: [...sportsErrors],
  summary:
    "The member's sports bets, newest first: open ones, or settled ones with their payout, each leg with its fixture's score and result.",
  methodNote: 'Not in the spec; it only reads, so GET.',
});

export const sportsCalls = {
  sportsFixtures: fixturesCall,
  sportsBet: betCall,
  sportsMyBets: myBetsCall,
} as const;
