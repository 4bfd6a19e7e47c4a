// The whole public API of @lobbykit/session: app-wide state every feature needs. Features meet
// through these atoms (ARCHITECTURE.md): a feature writes requestLoginAtom, the site renders it.
export { createSessionStore } from './client/createSessionStore.js';
export type { SessionStore, SessionStoreOptions } from './client/createSessionStore.js';
export { runtimeAtom, brandAtom, apiAtom, languageAtom } from './client/runtime.js';
export type { SessionRuntime } from './client/runtime.js';
// The brand's run-time config `brandAtom` holds, for features that take it as a parameter.
export type { BrandConfig } from '@lobbykit/brand-runtime';
// How a call through `apiAtom` fails: features tell the platform's refusals apart with these.
export { isApiError, ValidationError } from '@lobbykit/api-client';
export type { ApiError } from '@lobbykit/api-client';

export { tokenAtom } from './auth/tokenAtom.js';
export {
  memberInfoAtom,
  sessionAtom,
  restoringAtom,
  isLoggedInAtom,
  isAgentAtom,
  isTrialAtom,
  afterLoginAtom,
  firstTimeLoginAtom,
} from './auth/memberAtoms.js';
export type { Session } from './auth/memberAtoms.js';
export {
  loadMemberInfoAtom,
  completeLoginAtom,
  loginAtom,
  freePlayAtom,
  logoutAtom,
  endSessionLocallyAtom,
  sessionEndedAtom,
  restoreSessionAtom,
  HANDOFF_QUERY_PARAM,
} from './auth/sessionActions.js';
export type { LoginOrigin, LoginOutcome, LoginRequest } from './auth/sessionActions.js';

export {
  accountPopupAtom,
  closeAccountPopupAtom,
  requestLoginAtom,
  requireLoginAtom,
  requireRealAccountAtom,
} from './popups/popupAtom.js';
export type {
  AccountPopup,
  AccountPopupKind,
  LoginMethod,
  ChangePasswordReason,
} from './popups/popupAtom.js';

export {
  startStateAtom,
  permissionAtom,
  systemStatusAtom,
  loadPermissionAtom,
  systemStatusOf,
} from './system/permissionAtoms.js';
export type { Permission, StartState, SystemStatus } from './system/permissionAtoms.js';

export { BALANCE_KEY, balanceHiddenAtom, balanceQuery } from './wallet/balanceQuery.js';
export { isSeamlessVendor, merchantWalletQuery } from './wallet/merchantWalletQuery.js';
export {
  CASHIER_FALLBACK_REFETCH_MS,
  DEPOSIT_KEY,
  RECORDS_KEY,
  WITHDRAW_KEY,
} from './cashier/cashierKeys.js';
export { moneyFormatAtom } from './wallet/moneyFormatAtom.js';

export {
  INBOX_KEY,
  UNREAD_MESSAGES_KEY,
  unreadMessagesQuery,
} from './messages/unreadMessagesQuery.js';
export { MEMBER_ICON_KEY, memberIconQuery } from './member/memberIconQuery.js';

export { TOKEN_KEY, MERCHANT_KEYS, clearExceptMerchantKeys } from './storage/sessionKeys.js';
export type { KeyValueStorage } from './storage/sessionKeys.js';

export type { SiteRouteHandle, RouteTitle } from './routing/routeHandle.js';
export { hashAnchor } from './routing/hashAnchor.js';
export { useAfterFirstPaint } from './routing/useAfterFirstPaint.js';
export type {
  Feature,
  FeatureHome,
  FeaturePageModule,
  FeaturePopupKind,
  FeatureRoute,
  FeatureSlots,
} from './routing/feature.js';

export { SessionProvider } from './query/SessionProvider.js';
export { createQueryClient } from './query/queryClient.js';
export { eventPopupsAtom, closeEventPopupAtom } from './events/eventPopups.js';
export { CONTRACTS_KEY } from './contracts/contractKeys.js';
export type { EventPopup } from './events/eventPopups.js';
export {
  invalidatePlatformQueriesAtom,
  setPlatformQueriesDataAtom,
  platformCursorQuery,
  platformPagedQuery,
  platformQuery,
  platformQueryContextAtom,
  queryClientAtom,
  queryScopeAtom,
} from './query/platformQuery.js';
export type {
  PlatformQueryContext,
  PlatformQueryOptions,
  QueryScope,
} from './query/platformQuery.js';
export {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
