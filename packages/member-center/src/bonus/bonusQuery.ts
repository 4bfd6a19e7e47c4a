import type { PlatformQueryContext } from '@lobbykit/session';
import { RECORDS_KEY, platformQuery } from '@lobbykit/session';

export type MemberBonuses = Awaited<ReturnType<PlatformQueryContext['api']['memberBonuses']>>;
export type MemberBonus = MemberBonuses['bonuses'][number];

/**
 * Issue 14: the member's daily deposit bonuses with their wagering. Under RECORDS_KEY, so what
 * refreshes the records after play or a deposit refreshes the progress too.
 */
export const bonusesQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    [...RECORDS_KEY, 'bonuses'],
    (signal) => context.api.memberBonuses({}, { signal }),
    { memberOnly: true },
  );
