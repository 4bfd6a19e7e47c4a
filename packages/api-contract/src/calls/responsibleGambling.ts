import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { encryptionErrors, sessionErrors } from '../core/errors';
import { noInput, secret } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';

/**
 * Responsible gambling (issue 14 item 9): a time-out pauses play for 24 hours to 6 weeks, a
 * self-exclusion for 6 months to 5 years. Both hold on every brand of the operator.
 */
export const timeOutPeriods = ['24h', '7d', '30d', '6w'] as const;
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export const exclusionPeriods = [...timeOutPeriods, ...selfExclusionPeriods] as const;
export type ExclusionPeriod = (typeof exclusionPeriods)[number];
export const exclusionKinds = ['timeOut', 'selfExclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

export const exclusionSchema = z
  .object({
    kind: z.enum(exclusionKinds),
    period: z.enum(exclusionPeriods),
    since: timestampSchema,
    until: timestampSchema,
  })
  .meta({ id: 'Exclusion' });
export type Exclusion = z.infer<typeof exclusionSchema>;

/**
 * Deposit and loss limits, each per rolling day (24 hours), week (7 days) or month (30 days). A
 * lower limit, or a first one, applies at once; a higher one or a removal only 24 hours later.
 */
export const limitKinds = ['deposit', 'loss'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const gamblingLimitSchema = z
  .object({
    kind: z.enum(limitKinds),
    period: z.enum(limitPeriods),
    /** The limit in force, in the merchant's currency; null: none. */
    amount: moneySchema.nullable(),
    /** A higher limit or a removal waiting its 24 hours: the value, and when it takes effect. */
    pending: z.object({ amount: moneySchema.nullable(), from: timestampSchema }).nullable(),
  })
  .meta({ id: 'GamblingLimit' });
export type GamblingLimit = z.infer<typeof gamblingLimitSchema>;

/**
 * The reality check and the session time limit (issue 14 item 9). The reality check is a reminder
 * every 10 to 60 minutes of play since login; the session time limit ends a login once it is that
 * old (30 minutes to 12 hours). Like a limit, a shorter session limit or a first one applies at
 * once, a longer one or turning it off only after 24 hours.
 */
export const realityCheckIntervals = [10, 15, 20, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];
export const sessionLimitBounds = { min: 30, max: 12 * 60 } as const;
/** The session time limits the site offers, in minutes (any whole minute in the bounds is valid). */
export const sessionLimitChoices = [30, 60, 120, 180, 240, 360, 480, 720] as const;

const realityCheckMinutesSchema = z.literal(realityCheckIntervals);
const sessionLimitMinutesSchema = z
  .number()
  .int()
  .min(sessionLimitBounds.min)
  .max(sessionLimitBounds.max);

export const playTimeSchema = z
  .object({
    /** Minutes between reality checks; null: off. */
    realityCheckMinutes: realityCheckMinutesSchema.nullable(),
    /** The session time limit in force, in minutes; null: none. */
    sessionLimitMinutes: sessionLimitMinutesSchema.nullable(),
    /** A longer limit or turning it off, waiting its 24 hours: the value and when it applies. */
    sessionLimitPending: z
      .object({ minutes: sessionLimitMinutesSchema.nullable(), from: timestampSchema })
      .nullable(),
  })
  .meta({ id: 'PlayTime' });
export type PlayTime = z.infer<typeof playTimeSchema>;

export const responsibleGamblingSchema = z
  .object({
    /** The time-out or self-exclusion in force that ends last, or null. */
    exclusion: exclusionSchema.nullable(),
    /** Every limit set or waiting; a kind and period never set is left out. */
    limits: z.array(gamblingLimitSchema).max(limitKinds.length * limitPeriods.length),
    /** The reality check and the session time limit. */
    playTime: playTimeSchema,
  })
  .meta({ id: 'ResponsibleGambling' });
export type ResponsibleGambling = z.infer<typeof responsibleGamblingSchema>;

const statusCall = defineCall({
  name: 'memberResponsibleGambling',
  method: 'GET',
  path: '/wps/member/responsibleGambling',
  token: true,
  encrypted: false,
  request: noInput,
  response: responsibleGamblingSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "What is in force for the member (issue 14 item 9), for the security centre and the footer's responsible-gambling page.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const excludeCall = defineCall({
  name: 'memberExclude',
  method: 'POST',
  path: '/wps/member/responsibleGambling/exclude',
  token: true,
  encrypted: true,
  request: z.strictObject({
    period: z.enum(exclusionPeriods),
    /** The login password confirms it: a borrowed session cannot lock the owner out. */
    password: secret(1, 128),
  }),
  response: exclusionSchema,
  errors: [...sessionErrors, ...encryptionErrors, 'REAL_ACCOUNT_REQUIRED', 'OLD_PASSWORD_WRONG'],
  summary:
    'Take a time-out (24h, 7d, 30d, 6w) or self-exclude (6m, 1y, 5y), confirmed with the login password (issue 14 item 9). At once every session of the member ends, and until it ends login, registration and demo-game bets answer SELF_EXCLUDED for the member and for every member of any brand of the operator with the same mobile or e-mail. It cannot be shortened or lifted; a longer one taken later extends it.',
  methodNote: 'Not in the spec; POST because an encrypted body carries the password.',
});

const limitCall = defineCall({
  name: 'memberLimitSet',
  method: 'PUT',
  path: '/wps/member/responsibleGambling/limits',
  token: true,
  encrypted: false,
  request: z.strictObject({
    kind: z.enum(limitKinds),
    period: z.enum(limitPeriods),
    /** null removes the limit (after 24 hours). */
    amount: positiveMoneySchema.nullable(),
  }),
  response: gamblingLimitSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    'Set or remove a deposit or loss limit per day, week or month (issue 14 item 9). A lower limit or a first one applies at once; a higher one or a removal is kept pending and applies 24 hours later (the answer and memberResponsibleGambling show both). The loss limit stops demo-game bets (LOSS_LIMIT_REACHED); deposit limits are enforced once deposits exist.',
  methodNote: 'Not in the spec; PUT replaces the one limit it names.',
});

const playTimeCall = defineCall({
  name: 'memberPlayTimeSet',
  method: 'PUT',
  path: '/wps/member/responsibleGambling/playTime',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** 10, 15, 20, 30, 45 or 60; null turns the reality check off (at once). */
    realityCheckMinutes: realityCheckMinutesSchema.nullable(),
    /** 30 to 720 whole minutes; null removes the limit (after 24 hours). */
    sessionLimitMinutes: sessionLimitMinutesSchema.nullable(),
  }),
  response: playTimeSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    'Set the reality check (every 10, 15, 20, 30, 45 or 60 minutes, or off; at once) and the session time limit (30 minutes to 12 hours, or none) (issue 14 item 9). A shorter limit or a first one applies at once, to the current login too; a longer one or a removal is kept pending and applies 24 hours later. Once a login is older than the limit in force, the session ends and every token call answers SESSION_TIME_LIMIT.',
  methodNote: 'Not in the spec; PUT replaces both settings.',
});

/** This login's play so far, for the reality check's dialog (issue 14 item 9). */
export const playSessionSummarySchema = z
  .object({
    /** When this session (the login) began. */
    since: timestampSchema,
    /** Rounds played with real money since then, free spins included. */
    rounds: z.number().int().nonnegative(),
    /** The stakes of those rounds, in the merchant's currency. */
    stakes: moneySchema,
    /** Payouts less stakes: negative when the member is down. */
    net: moneySchema,
    /** The member's reality-check interval in minutes, or null: the site's schedule. */
    realityCheckMinutes: realityCheckMinutesSchema.nullable(),
    /** When this login reaches the session time limit in force, or null: no limit. */
    endsAt: timestampSchema.nullable(),
  })
  .meta({ id: 'PlaySessionSummary' });
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

const sessionSummaryCall = defineCall({
  name: 'memberPlaySessionSummary',
  method: 'GET',
  path: '/wps/member/responsibleGambling/session',
  token: true,
  encrypted: false,
  request: noInput,
  response: playSessionSummarySchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "The reality check's figures (issue 14 item 9): when this login began, and the real-money rounds, stakes and net result since then, read from the member's game rounds; with the member's reality-check interval and when the session time limit ends this login.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

export const responsibleGamblingCalls = {
  memberPlaySessionSummary: sessionSummaryCall,
  memberLimitSet: limitCall,
  memberPlayTimeSet: playTimeCall,
  memberResponsibleGambling: statusCall,
  memberExclude: excludeCall,
} as const;
