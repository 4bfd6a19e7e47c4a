import type { PlatformQueryContext } from '@lobbykit/session';
import { platformQuery } from '@lobbykit/session';

/** The VIP read's own key: play invalidates it with the records (RECORDS_KEY's sibling). */
export const VIP_KEY = ['vip'] as const;

export type VipStatus = Awaited<ReturnType<PlatformQueryContext['api']['memberVip']>>;

/** Issue 14 item 8: the member's VIP level, turnover and the levels' thresholds and benefits. */
export const vipQuery = (context: PlatformQueryContext) =>
  platformQuery(context, VIP_KEY, (signal) => context.api.memberVip({}, { signal }), {
    memberOnly: true,
  });
