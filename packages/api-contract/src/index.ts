export { defineCall, httpMethods } from './core/defineCall';
export type {
  CallDefinition,
  FileFieldDefinition,
  FileFields,
  FilesOf,
  HttpMethod,
  RequestOf,
  ParsedRequestOf,
  ResponseOf,
} from './core/defineCall';
export {
  errorCatalogue,
  errorCodes,
  commonErrorCodes,
  httpStatusOf,
  sessionErrors,
  encryptionErrors,
} from './core/errors';
export type { ErrorCode } from './core/errors';
export type { TextOptions } from './core/fields';
export { failureEnvelopeSchema, successEnvelopeSchema, fieldIssueSchema } from './core/envelope';
export type { Envelope, FailureEnvelope, SuccessEnvelope, FieldIssue } from './core/envelope';
export {
  moneySchema,
  positiveMoneySchema,
  timestampSchema,
  toMinorUnits,
  fromMinorUnits,
  moneyIssue,
} from './core/wire';
export { catalogueScale, catalogueAmountMinor } from './rules/money';
export type { WireCurrency } from './core/wire';
export {
  ENCRYPTION_ALG,
  ENCRYPTION_ENC,
  ENCRYPTED_HEADER,
  ENCRYPTED_HEADER_VALUE,
  ENCRYPTED_CONTENT_TYPE,
  encryptedRequestLifetime,
  jtiPattern,
  compactJweSchema,
  encryptedBodySchema,
  publicKeyValueSchema,
  rsaPublicJwkSchema,
} from './core/encryption';
export type { EncryptedBody, PublicKeyValue } from './core/encryption';
export {
  text,
  secret,
  opaque,
  printable,
  mobileNumSchema,
  dialingCodeSchema,
  verificationCodeSchema,
  languageSchema,
  noInput,
  noValue,
} from './core/fields';
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
} from './rules/patternLibrary';
export type {
  PatternEntry,
  PatternId,
  HintRule,
  FieldRuleLike,
  FieldRuleProblem,
} from './rules/patternLibrary';

export { calls, callList } from './calls/index';
export type { Calls, CallName } from './calls/index';
export {
  systemCalls,
  systemStatusCodes,
  systemStatusSchema,
  whitelabelFlagNames,
  whitelabelValSchema,
  registerFieldNames,
  registrationTypes,
  fieldRuleSchema,
  registerRulesSchema,
  resourceTypes,
} from './calls/system';
export type { WhitelabelFlag, RegisterFieldName, FieldRule, RegisterRules } from './calls/system';
export { sessionCalls, loginValueSchema, loginTypes, memberIdSchema } from './calls/session';
export type { LoginValue } from './calls/session';
export { verificationCalls } from './calls/verification';
export {
  memberCalls,
  memberInfoSchema,
  agentMemberTypes,
  trialMemberType,
  passwordResetCodeSchema,
  avatarIds,
  avatarIdSchema,
  defaultAvatarId,
  memberIconSchema,
} from './calls/member';
export type { AvatarId, MemberIcon, MemberInfo } from './calls/member';
export {
  securityCalls,
  memberSecuritySchema,
  bankAccountSchema,
  bankAccountNumberSchema,
  recentLoginsShown,
  memberProfileSchema,
  resetChannels,
} from './calls/security';
export type { MemberSecurity, BankAccount, MemberProfile, ResetChannel } from './calls/security';
export {
  responsibleGamblingCalls,
  exclusionPeriods,
  timeOutPeriods,
  selfExclusionPeriods,
  exclusionKinds,
  exclusionSchema,
  responsibleGamblingSchema,
  gamblingLimitSchema,
  limitKinds,
  limitPeriods,
  playTimeSchema,
  realityCheckIntervals,
  sessionLimitBounds,
  sessionLimitChoices,
} from './calls/responsibleGambling';
export type {
  Exclusion,
  ExclusionKind,
  ExclusionPeriod,
  ResponsibleGambling,
  GamblingLimit,
  LimitKind,
  LimitPeriod,
  PlayTime,
  PlaySessionSummary,
  RealityCheckInterval,
} from './calls/responsibleGambling';
export { messagingIds, sourcesOfIncome, minimumAge } from './rules/profile';
export type { MessagingId, SourceOfIncome } from './rules/profile';
export { feedbackCalls, feedbackLimits } from './calls/feedback';
export {
  walletCalls,
  walletBalanceSchema,
  walletEntrySchema,
  walletCodeSchema,
} from './calls/wallet';
export type { WalletBalanceValue } from './calls/wallet';
export {
  recordCalls,
  accountRecordFilterShape,
  accountRecordRowSchema,
  betRecordFilterShape,
  betRecordRowSchema,
  betResults,
  bonusStates,
  recordRangeDefaultDays,
  recordRangeMaxDays,
} from './calls/records';
export type { BonusState } from './calls/records';
export { vipCalls, vipLevelSchema } from './calls/vip';
export { optionalRegisterFields } from './rules/registration';
export type { OptionalRegisterField } from './rules/registration';
export { transferKinds } from './rules/wallet';
export type { WalletTransferKind } from './rules/wallet';
export {
  gameCalls,
  gameCategories,
  catalogueCategories,
  rngSubCategories,
  isGameValues,
  gameTileSchema,
  vendorIconsSchema,
  laneVendorSchema,
  vendorLaneSchema,
} from './calls/games';
export type {
  GameCategory,
  CatalogueCategory,
  RngSubCategory,
  GameTile,
  VendorIcons,
  LaneVendor,
  VendorLane,
} from './calls/games';
export {
  announcementCalls,
  announcementTypes,
  announcementExecutions,
  noticeTypes,
  announcementPageSize,
  noticePageSize,
  announcementSchema,
  noticeSchema,
  playerNoticeSchema,
} from './calls/announcements';
export type { Announcement, AnnouncementType, AnnouncementExecution } from './calls/announcements';
export { messageCalls } from './calls/messages';
export { supportCalls, customerServiceWindow } from './calls/support';
export {
  playCalls,
  demoGameKinds,
  playModes,
  GAME_SESSION_HEADER,
  recentGameSchema,
  rankEntrySchema,
  rankWindowDays,
  fairnessSchema,
  activeSeedSchema,
  revealedSeedSchema,
  slotSymbolSchema,
  roundSchema,
  baccaratSpots,
} from './calls/play';
export type { BaccaratSpot, DemoGameKind, PlayMode, RankEntry, DemoRound } from './calls/play';
export {
  lotteryCalls,
  prizeModes,
  lotteryKinds,
  lotteryDevices,
  drawNumberSchema,
  lotteryPickSchema,
  lotteryOddsSchema,
  lotteryPlayTypeSchema,
  lotteryMenuGameSchema,
  lotteryResultSchema,
  openDrawSchema,
  lotteryBoardSchema,
  lotterySelectionSchema,
  lotterySlipMaxBets,
  lotteryBetStates,
  lotteryBetSchema,
  lotteryViews,
} from './calls/lottery';
export type {
  PrizeMode,
  LotteryKind,
  LotteryPick,
  LotteryOdds,
  LotteryPlayType,
  LotteryMenuGame,
  LotteryResult,
  OpenDraw,
  LotteryBoard,
  LotterySelection,
  LotteryBet,
} from './calls/lottery';
export {
  sportsCalls,
  sportKinds,
  sportsMarkets,
  sportsSelections,
  sportsFixtureStates,
  sportsBetStates,
  sportsSlipKinds,
  sportsSlipMaxPicks,
  sportsTeamSchema,
  sportsLeagueSchema,
  sportsMarketQuoteSchema,
  sportsFixtureSchema,
  sportsBoardSchema,
  sportsLegSchema,
  sportsBetSchema,
} from './calls/sports';
export type {
  SportKind,
  SportsMarket,
  SportsSelection,
  SportsLeague,
  SportsMarketQuote,
  SportsFixture,
  SportsBoard,
  SportsLeg,
  SportsBet,
} from './calls/sports';
export {
  cashierCalls,
  depositChannelSchema,
  depositSchema,
  depositLimitLeftSchema,
  receivingAccountSchema,
  depositProofLimits,
  depositProviders,
  depositStates,
  feeBearers,
  depositQuote,
} from './calls/cashier';
export type { DepositChannel, Deposit, DepositLimitLeft, ReceivingAccount } from './calls/cashier';
export type { DepositProvider, DepositState, FeeBearer, DepositFeeRule } from './rules/deposit';
export {
  withdrawalCalls,
  withdrawalStates,
  withdrawalEventKinds,
  withdrawalConfirmations,
  withdrawalProofLimits,
} from './calls/withdrawal';
export type { WithdrawalState, WithdrawalEventKind, WithdrawalDetail } from './calls/withdrawal';
export {
  contractCalls,
  contractSchema,
  contractRateSchema,
  contractSettlementSchema,
} from './calls/contracts';
export type { Contract } from './calls/contracts';
export {
  contractKinds,
  contractPeriods,
  contractPeriodsOf,
  contractStates,
  contractActions,
  contractTransitions,
  contractProcessCalls,
  contractRatePattern,
} from './rules/contract';
export type { ContractKind, ContractPeriod, ContractState, ContractAction } from './rules/contract';
export { EVENT_STREAM_PATH, EVENT_HEARTBEAT_SECONDS } from './events/streamPath';
export {
  memberEventSchema,
  memberEventTypes,
  streamHelloSchema,
  streamSystemSchema,
  sessionEndReasons,
  systemStatusNames,
} from './events/memberEvents';
export type {
  MemberEvent,
  MemberEventType,
  SessionEndReason,
  StreamHello,
  StreamSystem,
  SystemStatusName,
} from './events/memberEvents';
