/**
 * §2.9 the member centre's menu pages, by their spec names, in the spec's order. React-free (the
 * site's routes.json reads it at build time). securityCenter is the default: /member opens it.
 */
export const memberPages = [
  'securityCenter',
  // Not in §2.9's list: issue 14 item 8's VIP page (§2.6 levels), placed right after the account.
  'vip',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberPage = (typeof memberPages)[number];

/** The member centre's own address (its default page) and each page's: /member/<specName>. */
export const memberRoot = 'member';
export const memberPagePath = (page: MemberPage): string => `${memberRoot}/${page}`;

/** The absolute address of a member page, for links. */
export const memberHref = (page: MemberPage): string => `/${memberPagePath(page)}`;

/** Issue 14 item 9: the public responsible-gambling page, linked from the site's footer. */
export const responsibleGamblingPath = 'responsible-gambling';

/** Every address of the member centre, relative to the site root. */
export function memberPaths(): { path: string }[] {
  return [
    { path: memberRoot },
    ...memberPages.map((page) => ({ path: memberPagePath(page) })),
    { path: responsibleGamblingPath },
  ];
}
