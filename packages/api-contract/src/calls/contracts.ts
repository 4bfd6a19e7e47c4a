import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput, rowIdSchema } from '../core/fields';
import { moneySchema, timestampSchema } from '../core/wire';
import {
  contractActions,
  contractKinds,
  contractPeriods,
  contractProcessCalls,
  contractRatePattern,
  contractStates,
} from '../rules/contract';
import type { ContractKind } from '../rules/contract';

/** A percentage above 0 and at most 100 with at most two decimals, as a decimal string. */
export const contractRateSchema = z
  .string()
  .regex(contractRatePattern, 'a percentage from 0.01 to 100 with at most two decimals')
  .refine((rate) => /[1-9]/.test(rate), { message: 'a percentage above 0' });

/**
 * What a settlement came to (§3 contract tables: bet amount, active member count, profit/loss).
 * The reference platform records it; it moves no money yet (the agent centre's issue will pay it
 * through the ledger).
 */
export const contractSettlementSchema = z
  .object({
    /** The team's valid bets over the period. */
    betAmount: moneySchema,
    /** Members of the team who bet in the period. */
    activeMembers: z.number().int().min(0),
    /** The team's net result over the period (negative: the team lost). */
    profitLoss: moneySchema,
    /** What the contract comes to: the rate of the bets (a salary) or of the team's loss (a dividend). */
    amount: moneySchema,
  })
  .meta({ id: 'ContractSettlement' });

/** One contract offered to the member (§1, §6: agents offer dividend and salary contracts). */
export const contractSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(contractKinds),
    /** Percentage, e.g. "30" (a dividend: 30 % of the team's loss) or "0.5" (0.5 % of its bets). */
    rate: contractRateSchema,
    period: z.enum(contractPeriods),
    state: z.enum(contractStates),
    /** Who offers it: the member's upline agent's account, or null for the operator. */
    offeredBy: z.string().nullable(),
    currency: z.string().length(3),
    offeredAt: timestampSchema,
    /** When the member accepted or rejected it; null while offered. */
    answeredAt: timestampSchema.nullable(),
    /** When it was terminated or settled; null before. */
    endedAt: timestampSchema.nullable(),
    /** Set once settled. */
    settlement: contractSettlementSchema.nullable(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

const listCall = defineCall({
  name: 'memberContracts',
  method: 'GET',
  path: '/wps/member/contracts',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      /** Newest first; at most the latest 100. */
      contracts: z.array(contractSchema),
    })
    .meta({ id: 'MemberContracts' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "The member's dividend and salary contracts, newest first (§1, §3 consolidated contract info, §6): offered, accepted, rejected, terminated and settled. A trial account has none (§6 Trial).",
  methodNote:
    'The spec names the consolidated contract info but no call for it; a member path, GET since it only reads.',
});

const processRequest = z.strictObject({
  id: rowIdSchema,
  /** §4 contract actions: accept or reject an offer, terminate an accepted contract. */
  action: z.enum(contractActions),
});

/** One §7.3 process call: the same request and answer for each kind, on the spec's path. */
function processCall(name: string, path: string, kind: ContractKind, label: string) {
  return defineCall({
    name,
    method: 'POST',
    path,
    token: true,
    encrypted: false,
    request: processRequest,
    response: contractSchema,
    errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED', 'NOT_FOUND', 'CONTRACT_STATE_INVALID'],
    summary: `Accepts or rejects a ${label} contract offered to the member, or terminates an accepted one (§4 contract actions, §7.3), and answers it. A contract of another member or of another kind answers NOT_FOUND; one no longer in the state the action needs (already answered, terminated or settled) CONTRACT_STATE_INVALID, its message and the \`action\` field saying where the contract stands. Repeating the action that made the state (accept on accepted) answers the contract unchanged. A trial account is refused (§6).`,
    methodNote: `§7.3 names one relay call per contract kind; this is the ${kind} one. The spec gives no method; it changes state, so POST.`,
  });
}

export const contractCalls = {
  memberContracts: listCall,
  [contractProcessCalls.dividend]: processCall(
    contractProcessCalls.dividend,
    '/wps/relay/MCS2_processDividendReq',
    'dividend',
    'dividend',
  ),
  [contractProcessCalls['daily-salary']]: processCall(
    contractProcessCalls['daily-salary'],
    '/wps/relay/MCS2_processDailySalContract',
    'daily-salary',
    'daily salary',
  ),
  [contractProcessCalls['hourly-salary']]: processCall(
    contractProcessCalls['hourly-salary'],
    '/wps/relay/MCS2_processContractHourSalary',
    'hourly-salary',
    'hourly salary',
  ),
  [contractProcessCalls['realtime-salary']]: processCall(
    contractProcessCalls['realtime-salary'],
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'realtime-salary',
    'real-time salary',
  ),
} as const;
