// `@lobbykit/api-contract/rules`: the contract's plain values and field-rule checks, without zod.
// The main entry builds every call's schemas at import time, so a page that needs only a category
// list or a length limit would pay for zod; the site's first page imports from here instead.
export { gameCategories, catalogueCategories, rngSubCategories, isGameValues } from './games';
export type { GameCategory, CatalogueCategory, RngSubCategory } from './games';
export { feedbackLimits } from './feedback';
export {
  patternLibrary,
  patternIds,
  patternById,
  patternRegExp,
  hintFor,
  checkFieldRule,
  checkPasswordRule,
  passwordRuleOf,
  passwordLengths,
} from './patternLibrary';
export type {
  PatternEntry,
  PatternId,
  HintRule,
  FieldRuleLike,
  FieldRuleProblem,
} from './patternLibrary';
export { optionalRegisterFields } from './registration';
export type { OptionalRegisterField } from './registration';
export { messagingIds, sourcesOfIncome, minimumAge } from './profile';
export type { MessagingId, SourceOfIncome } from './profile';
export { transferKinds } from './wallet';
export type { WalletTransferKind } from './wallet';
export { fromMinorUnits, catalogueScale, catalogueAmountMinor } from './money';
export {
  depositProviders,
  depositStates,
  feeBearers,
  depositProofLimits,
  depositQuote,
} from './deposit';
export type { DepositProvider, DepositState, FeeBearer, DepositFeeRule } from './deposit';
export {
  withdrawalStates,
  withdrawalEventKinds,
  withdrawalConfirmations,
  withdrawalProofLimits,
} from './withdrawal';
export type { WithdrawalState, WithdrawalEventKind, WithdrawalConfirmation } from './withdrawal';
export {
  contractKinds,
  contractPeriods,
  contractPeriodsOf,
  contractStates,
  contractActions,
  contractTransitions,
  contractProcessCalls,
  contractRatePattern,
} from './contract';
export type { ContractKind, ContractPeriod, ContractState, ContractAction } from './contract';
