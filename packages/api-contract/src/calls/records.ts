import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput, opaque, text } from '../core/fields';
import { moneySchema, timestampSchema } from '../core/wire';
import { gameCategories } from '../rules/games';
import { transferKinds } from '../rules/wallet';

/**
 * The member centre's records (§2.9 personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails; issue 14 item 6). Lists page by keyset: the answer's `next` is an opaque cursor
 * naming the last row's (time, id); sent back as `cursor` it continues right after that row, so
 * rows that arrive meanwhile neither repeat nor push rows off a page.
 */

const recordErrors = [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'] as const;

/** The widest date range one request may ask for, so every answer is a bounded range scan. */
export const recordRangeMaxDays = 92;
/** When `from` is left out: this many days before `to`. */
export const recordRangeDefaultDays = 7;
const dayMs = 86_400_000;

/** `from`/`to` of a record request: inclusive start, exclusive end, at most 92 days apart. */
export const recordRangeShape = {
  /** Inclusive start; default 7 days before `to`. */
  from: timestampSchema.optional(),
  /** Exclusive end; default now. */
  to: timestampSchema.optional(),
};

type Range = { from?: string | undefined; to?: string | undefined };

/** A range's issue as a zod refinement: `to` after `from`, and no wider than 92 days. */
function checkRange(value: Range, ctx: z.core.$RefinementCtx): void {
  if (value.from === undefined || value.to === undefined) return;
  const span = Date.parse(value.to) - Date.parse(value.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'after from' });
  else if (span > recordRangeMaxDays * dayMs)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `at most ${recordRangeMaxDays} days after from`,
    });
}

/** The cursor a previous page answered in `next`. */
export const recordCursorSchema = opaque(1, 200).meta({
  description: 'The `next` of the previous page; leave out for the first page.',
});

const pageShape = {
  cursor: recordCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Win when the payout beats the bet, loss when it falls short, push when they are equal. */
export const betResults = ['win', 'loss', 'push'] as const;

export const betRecordRowSchema = z
  .object({
    /** The id the game showed (its client round id), as in the account record's reference. */
    roundId: z.string(),
    /** The paid round a free spin belongs to; null for a paid round. */
    parentRoundId: z.string().nullable(),
    /** open while its free spins are still to be played (§4), then settled. */
    status: z.enum(['open', 'settled']),
    nodeId: z.string(),
    /** In the request's language (EN or JA). */
    gameName: z.string(),
    vendor: z.string(),
    category: z.string(),
    bet: moneySchema,
    payout: moneySchema,
    /** payout − bet. */
    net: moneySchema,
    result: z.enum(betResults),
    createdAt: timestampSchema,
  })
  .meta({ id: 'BetRecordRow' });

const totalsSchema = z
  .object({
    rounds: z.number().int(),
    bet: moneySchema,
    payout: moneySchema,
    net: moneySchema,
  })
  .meta({ id: 'RecordTotals' });

/** Filters of the betting record, shared by its list and its CSV export. */
export const betRecordFilterShape = {
  ...recordRangeShape,
  category: z.enum(gameCategories).optional(),
  nodeId: text(1, 64).optional(),
};

const betRecordCall = defineCall({
  name: 'bettingRecord',
  method: 'GET',
  path: '/wps/member/records/bets',
  token: true,
  encrypted: false,
  request: z.strictObject({ ...betRecordFilterShape, ...pageShape }).superRefine(checkRange),
  response: z
    .object({
      currency: z.string().length(3),
      rows: z.array(betRecordRowSchema),
      /** The cursor of the next page; null on the last one. */
      next: z.string().nullable(),
      /**
       * Over the whole filter, not the page; on the first page only (no cursor), null on the
       * pages after it, which keep the first page's: summing every round of the range again for
       * each page would make a deep page cost what the whole list costs.
       */
      totals: totalsSchema.nullable(),
    })
    .meta({ id: 'BettingRecord' }),
  errors: [...recordErrors],
  summary:
    "The member's betting record: each game round, newest first, with game, vendor, category, bet, payout and result; filters by category, game and a date range of at most 92 days; totals over the whole filter on the first page (§2.9 personalHistoryCopy). A trial account has no record (§6 Trial). CSV: GET /wps/member/records/bets.csv with the same filters.",
  methodNote: 'Reads only, so GET with the filters and the cursor in the query.',
});

/** Filters of the account record, shared by its list and its CSV export. */
export const accountRecordFilterShape = {
  ...recordRangeShape,
  kind: z.enum(transferKinds).optional(),
};

export const accountRecordRowSchema = z
  .object({
    transferId: z.string(),
    createdAt: timestampSchema,
    kind: z.enum(transferKinds),
    walletId: z.string(),
    wallet: z.string(),
    /** Signed: negative when money left the wallet. */
    amount: moneySchema,
    balanceAfter: moneySchema,
    /** The round id of a bet or payout, else the movement's idempotency reference. */
    reference: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AccountRecordRow' });

const accountRecordSchema = z
  .object({
    currency: z.string().length(3),
    rows: z.array(accountRecordRowSchema),
    next: z.string().nullable(),
  })
  .meta({ id: 'AccountRecord' });

const accountRecordCall = defineCall({
  name: 'memberTransactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  token: true,
  encrypted: false,
  request: z.strictObject({ ...accountRecordFilterShape, ...pageShape }).superRefine(checkRange),
  response: accountRecordSchema,
  errors: [...recordErrors],
  summary:
    "The member's account record: each movement of each wallet with its kind, signed amount and the balance after it, newest first; filters by kind and a date range of at most 92 days (§2.9 transactionHistory, §7.3 ODSFE2_MemTransDet). CSV: GET /wps/member/records/transactions.csv with the same filters.",
  methodNote:
    'The spec gives no method for relay calls; this one only reads, so GET with the filters and the cursor in the query.',
});

const profitCall = defineCall({
  name: 'personalProfit',
  method: 'GET',
  path: '/wps/member/records/profit',
  token: true,
  encrypted: false,
  request: z.strictObject(recordRangeShape).superRefine(checkRange),
  response: z
    .object({
      currency: z.string().length(3),
      /** The brand's time zone: the days are its calendar days. */
      timeZone: z.string(),
      days: z.array(
        z.object({
          /** YYYY-MM-DD in the brand's time zone. */
          day: z.string(),
          category: z.string(),
          rounds: z.number().int(),
          bet: moneySchema,
          payout: moneySchema,
          net: moneySchema,
        }),
      ),
      totals: totalsSchema,
    })
    .meta({ id: 'PersonalProfit' }),
  errors: [...recordErrors],
  summary:
    "The member's profit and loss per day (in the brand's time zone) and category, newest day first, over a date range of at most 92 days (§2.9 personalProfit).",
  methodNote: 'Reads only, so GET with the range in the query.',
});

const bonusCall = defineCall({
  name: 'bonusDetails',
  method: 'GET',
  path: '/wps/member/records/bonus',
  token: true,
  encrypted: false,
  request: z.strictObject({ ...recordRangeShape, ...pageShape }).superRefine(checkRange),
  response: accountRecordSchema,
  errors: [...recordErrors],
  summary:
    "The member's bonus movements: the ledger movements of kind bonus, shaped and paged like the account record (§2.9 bonusDetails); memberBonuses gives each bonus's wagering.",
  methodNote: 'Reads only, so GET with the range and the cursor in the query.',
});

/** A daily deposit bonus is wagering until its requirement is met, then completed. */
export const bonusStates = ['wagering', 'completed'] as const;
export type BonusState = (typeof bonusStates)[number];

const memberBonusesCall = defineCall({
  name: 'memberBonuses',
  method: 'GET',
  path: '/wps/member/bonuses',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      currency: z.string().length(3),
      /** The sum of the bonuses still wagering: not withdrawable until their wagering is done. */
      lockedByBonus: moneySchema,
      /** The brand's daily deposit bonus (brand.json memberCentre.depositBonus); null when off. */
      offer: z
        .object({
          /** Percent of the first credited deposit of the day (5 = 5 %). */
          percent: z.number().positive().max(100),
          /** The largest bonus. */
          cap: moneySchema,
          /** The requirement is this many times the bonus. */
          wageringMultiplier: z.number().int().min(0),
        })
        .nullable(),
      /** The member's newest bonuses (at most 50), newest first. */
      bonuses: z.array(
        z.object({
          id: z.number().int().positive(),
          /** The deposit that earned it. */
          depositId: z.number().int().positive(),
          amount: moneySchema,
          /** Stakes of settled bets to place after it was credited. */
          requirement: moneySchema,
          /** Stakes counted so far, at most the requirement. */
          wagered: moneySchema,
          state: z.enum(bonusStates),
          creditedAt: timestampSchema,
          completedAt: timestampSchema.nullable(),
        }),
      ),
    })
    .meta({ id: 'MemberBonuses' }),
  errors: [...recordErrors],
  summary:
    "The member's daily deposit bonuses (§2.9 bonusDetails, issue 14): amount, wagering requirement and progress (stakes of settled bets placed after the bonus was credited), state, and the money they lock (not withdrawable); with the brand's offer.",
  methodNote: 'Reads only, so GET.',
});

export const recordCalls = {
  bettingRecord: betRecordCall,
  memberTransactions: accountRecordCall,
  personalProfit: profitCall,
  bonusDetails: bonusCall,
  memberBonuses: memberBonusesCall,
} as const;
