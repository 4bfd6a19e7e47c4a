import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { memberHref } from '@lobbykit/member-center/paths';

/**
 * Member-centre routes the frame links to (§2.6 header buttons, §2.5 member menu), by their §2.9
 * spec names (the member centre's React-free paths). The member centre guards them itself.
 */
export const memberPaths = {
  account: memberHref('securityCenter'),
  deposit: memberHref('depositv2'),
  withdraw: memberHref('withdraw'),
  transfer: memberHref('transferFund'),
  bettingRecords: memberHref('personalHistoryCopy'),
  accountRecords: memberHref('transactionHistory'),
  profitAndLoss: memberHref('personalProfit'),
  rewards: memberHref('rewardCenter'),
  messages: memberHref('messageV2'),
  vip: memberHref('vip'),
} as const;

/** §2.10 agents land here after login; the header's agent button goes here too. */
export const agentHomePath = '/agentHome';

export interface MemberLink {
  path: string;
  label: MessageDescriptor;
}

/** §2.9 the member-centre pages the side menu's member tab lists, in the spec's order. */
export const memberMenuLinks: readonly MemberLink[] = [
  { path: memberPaths.account, label: msg`My account` },
  { path: memberPaths.deposit, label: msg`Deposit` },
  { path: memberPaths.withdraw, label: msg`Withdraw` },
  { path: memberPaths.transfer, label: msg`Transfer funds` },
  { path: memberPaths.bettingRecords, label: msg`Betting records` },
  { path: memberPaths.accountRecords, label: msg`Account records` },
  { path: memberPaths.profitAndLoss, label: msg`Profit and loss` },
  { path: memberPaths.rewards, label: msg`Reward centre` },
  { path: memberPaths.messages, label: msg`Messages` },
];
