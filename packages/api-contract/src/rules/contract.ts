// Zod-free: the platform's CHECKs and the site's popup read the same lists.

/**
 * §1, §6, §7.3: the contracts an upline (an agent, or the operator) offers a member. A dividend is
 * a share of the team's loss over a period; the three salaries are a share of the team's bets,
 * paid daily, hourly or in real time (§9: every 5 minutes).
 */
export const contractKinds = [
  'dividend',
  'daily-salary',
  'hourly-salary',
  'realtime-salary',
] as const;
export type ContractKind = (typeof contractKinds)[number];

/**
 * §3 "Contract tables ... with periods daily, weekly, semimonthly, monthly" (a dividend's); the
 * salaries' periods are their names' (hourly, and §9's 5 minutes for real time).
 */
export const contractPeriods = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hourly',
  'realtime',
] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

/** The periods each kind may have (the platform's CHECK says the same). */
export const contractPeriodsOf: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  'daily-salary': ['daily'],
  'hourly-salary': ['hourly'],
  'realtime-salary': ['realtime'],
};

/**
 * A contract's states: offered, then accepted or rejected by the member; an accepted one is
 * terminated (§4 contract actions) or settled. Rejected, terminated and settled are final.
 */
export const contractStates = ['offered', 'accepted', 'rejected', 'terminated', 'settled'] as const;
export type ContractState = (typeof contractStates)[number];

/** §4 contract actions a member takes: accept or reject an offer, terminate an accepted one. */
export const contractActions = ['accept', 'reject', 'terminate'] as const;
export type ContractAction = (typeof contractActions)[number];

/** The state each action needs, and the state it leaves. */
export const contractTransitions: Record<
  ContractAction,
  { from: ContractState; to: ContractState }
> = {
  accept: { from: 'offered', to: 'accepted' },
  reject: { from: 'offered', to: 'rejected' },
  terminate: { from: 'accepted', to: 'terminated' },
};

/**
 * §7.3 names one relay call per kind (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract): the call that acts on a
 * contract of each kind.
 */
export const contractProcessCalls = {
  dividend: 'contractProcessDividend',
  'daily-salary': 'contractProcessDailySalary',
  'hourly-salary': 'contractProcessHourlySalary',
  'realtime-salary': 'contractProcessRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

/** A rate is a percentage with at most two decimals, above 0 and at most 100 ("0.50", "30"). */
export const contractRatePattern = /^(100(\.0{1,2})?|[1-9]?\d(\.\d{1,2})?)$/;
