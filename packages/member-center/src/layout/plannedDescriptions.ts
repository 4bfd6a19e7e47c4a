import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberPage } from '../paths';

/** The member pages a later slice builds; each shows a placeholder until then. */
export type PlannedPage = Extract<
  MemberPage,
  'rewardCenter' | 'referral' | 'missionLeaderboard' | 'manualRebate'
>;

/** What each page not open yet will do, said on its placeholder (no data is shown or faked). */
export const plannedDescriptions: Record<PlannedPage, MessageDescriptor> = {
  rewardCenter: msg`The rewards you can claim.`,
  referral: msg`Invite friends with your referral code and see what you earned.`,
  missionLeaderboard: msg`Missions to complete and the leaderboard.`,
  manualRebate: msg`Claim the rebate on your bets.`,
};
