import { loadCatalogOnDemand } from '@lobbykit/i18n';
import type { FeaturePageModule } from '@lobbykit/session';
import { memberCenterCatalog } from './catalog';
import type { MemberPage } from './paths';

/** Each page its own chunk (issue 14: at most 40 KB gzipped each). */
export const pageModules: Record<MemberPage, () => Promise<FeaturePageModule>> = {
  securityCenter: () => import('./pages/securityCenter'),
  vip: () => import('./pages/vip'),
  transferFund: () => import('./pages/transferFund'),
  depositv2: () => import('./pages/depositv2'),
  withdraw: () => import('./pages/withdraw'),
  transferUpline: () => import('./pages/transferUpline'),
  personalHistoryCopy: () => import('./pages/personalHistoryCopy'),
  transactionHistory: () => import('./pages/transactionHistory'),
  personalProfit: () => import('./pages/personalProfit'),
  bonusDetails: () => import('./pages/bonusDetails'),
  rewardCenter: () => import('./pages/rewardCenter'),
  referral: () => import('./pages/referral'),
  missionLeaderboard: () => import('./pages/missionLeaderboard'),
  messageV2: () => import('./pages/messageV2'),
  manualRebate: () => import('./pages/manualRebate'),
};

/**
 * The reality check's clock and dialogs (issue 14 item 9), a chunk of its own for members, with
 * the member centre's messages (here, so that none of it is in the first page).
 */
export const realityCheck = () =>
  Promise.all([
    import('./reality-check/RealityCheck'),
    loadCatalogOnDemand('member-center', memberCenterCatalog),
  ]).then(([module]) => module);

/** The public responsible-gambling page (issue 14 item 9), linked from the footer. */
export const responsibleGamblingPage = () =>
  import('./responsible-gambling/ResponsibleGamblingPage');
