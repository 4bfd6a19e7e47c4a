import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberPage } from '../paths';

/** §2.9 each member page's title: the menu item, the page heading and the §2.11 page title. */
export const memberTitles: Record<MemberPage, MessageDescriptor> = {
  securityCenter: msg`My account`,
  vip: msg`VIP level`,
  transferFund: msg`Transfer funds`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Referral`,
  missionLeaderboard: msg`Missions`,
  messageV2: msg`Messages`,
  manualRebate: msg`Rebate`,
};

/** The pages whose menu item carries a red count badge when their count is above 0 (§2.9). */
export const badgedPages = ['missionLeaderboard', 'messageV2', 'rewardCenter'] as const;

/** Issue 14 item 9: the footer's public responsible-gambling page. */
export const responsibleGamblingTitle: MessageDescriptor = msg`Responsible gambling`;
