// Generated from @lobbykit/api-contract by `pnpm --filter @lobbykit/api-client routes`; do not edit.
// The client needs only each call's method, path, its T and E flags and a multipart call's file
// parts at run time; the contract's zod schemas (and zod) load only through
// `@lobbykit/api-client/validation`, so they stay out of the site's first page. A call added to
// the contract and missing here fails the typecheck below.
import type { CallName } from '@lobbykit/api-contract';

/**
 * [method, path, token (T: 1, optional: 2), encrypted (E), and for a multipart call the names of
 * its file parts]
 */
export type CallRoute = readonly [
  'GET' | 'POST' | 'PUT' | 'DELETE',
  string,
  0 | 1 | 2,
  0 | 1,
  (readonly string[])?,
];

export const callRoutes = {
  addFavouriteGame: ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', 1, 0],
  agentAffiliate: ['GET', '/wps/agent/affiliate', 0, 0],
  announcementList: ['GET', '/wps/relay/MCSFE_getListAnnouncements', 0, 0],
  captcha: ['GET', '/wps/captcha', 0, 0],
  demoBaccaratDeal: ['POST', '/wps/game/demo/deal', 0, 0],
  demoDiceRoll: ['POST', '/wps/game/demo/roll', 0, 0],
  demoGameState: ['GET', '/wps/game/demo/state', 0, 0],
  demoHistory: ['GET', '/wps/game/demo/history', 0, 0],
  demoSeedRotate: ['POST', '/wps/game/demo/seeds/rotate', 0, 0],
  demoSeeds: ['GET', '/wps/game/demo/seeds', 0, 0],
  demoSlotSpin: ['POST', '/wps/game/demo/spin', 0, 0],
  favouriteGameIds: ['GET', '/wps/relay/MCSFE_getFavoriteGames', 1, 0],
  favouriteGames: ['GET', '/wps/relay/MCSFE_getFavoriteGamesList', 1, 0],
  feedback: ['PUT', '/wps/feedback', 0, 0, ['images']],
  gameList: ['GET', '/wps/relay/GCSGAME_gameList', 0, 0],
  gameVendorLanes: ['GET', '/wps/relay/GCSGAME_newGameVendor', 0, 0],
  gameVendorTypes: ['GET', '/wps/relay/GCSGAME_getVassGameType', 1, 0],
  hotGames: ['GET', '/wps/relay/GCSGAME_hotGamesV2', 0, 0],
  launchGame: ['POST', '/wps/game/launchGame', 1, 0],
  memberFundsConsolidated: ['GET', '/wps/member/info/funds/consolidated', 1, 0],
  memberInfo: ['GET', '/wps/member/info', 1, 0],
  memberInfoIcon: ['GET', '/wps/member/info/icon', 1, 0],
  memberLanguage: ['PUT', '/wps/member/language', 1, 0],
  memberPassword: ['POST', '/wps/member/password', 1, 1],
  memberPasswordEmail: ['POST', '/wps/member/password/email', 0, 0],
  memberPasswordReset: ['POST', '/wps/member/password/reset', 0, 1],
  memberPasswordVerification: ['POST', '/wps/member/password/verification', 0, 1],
  memberRegister: ['PUT', '/wps/member/register', 0, 1],
  memberRegisterMobile: ['PUT', '/wps/member/register/mobile', 0, 1],
  memberTransactions: ['GET', '/wps/relay/ODSFE2_MemTransDet', 1, 0],
  merchantWallet: ['GET', '/wps/relay/GCS_merchantWallet', 1, 0],
  messageUnreadCount: ['GET', '/wps/relay/CSP_unreadCount', 1, 0],
  noticeList: ['GET', '/wps/relay/MCSFE_getNoticeList', 2, 0],
  rankList: ['GET', '/wps/relay/GCSGAME_getRankList', 0, 0],
  recentGames: ['GET', '/wps/relay/GCS_recentGame', 1, 0],
  removeFavouriteGame: ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 1, 0],
  sessionHandoff: ['POST', '/wps/session/handoff', 1, 0],
  sessionHandoffExchange: ['POST', '/wps/session/handoff/exchange', 0, 0],
  sessionLogin: ['POST', '/wps/session/login', 0, 1],
  sessionLoginFreePlay: ['POST', '/wps/session/login/freeplay', 0, 0],
  sessionLogout: ['DELETE', '/wps/session/logout', 1, 0],
  supportLaunchChat: ['GET', '/wps/relay/CBS_launchChat', 0, 0],
  systemCountryCodes: ['GET', '/wps/system/countryCodes', 0, 0],
  systemDomainRoute: ['GET', '/wps/system/domainRoute', 0, 0],
  systemHelpCenter: ['GET', '/wps/system/helpCenter', 0, 0],
  systemPublicKey: ['GET', '/wps/system/publicKey', 0, 0],
  systemRegisterSetting: ['GET', '/wps/system/setting/register', 0, 0],
  systemStatus: ['GET', '/wps/system/status', 0, 0],
  systemWhitelabel: ['GET', '/wps/system/whitelabel', 0, 0],
  verificationSmsNoLogin: ['POST', '/wps/verification/sms/noLogin', 0, 0],
  verificationSmsRegister: ['POST', '/wps/verification/sms/register', 0, 0],
  walletBalance: ['GET', '/wps/v2/wallets/balance', 1, 0],
  walletTransfer: ['POST', '/wps/relay/GCS_walletTransfer', 1, 0],
} as const satisfies { readonly [K in CallName]: CallRoute };

/**
 * The E-call wire form (the contract's core/encryption.ts, whose module also builds zod schemas,
 * so importing the constants from there would bring zod along).
 */
export const encryptedWire = {
  header: 'X-Encrypted',
  headerValue: '1',
  contentType: 'application/json',
  alg: 'RSA-OAEP-256',
  enc: 'A256GCM',
} as const;
