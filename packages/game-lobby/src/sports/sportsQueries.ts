import type { ResponseOf, calls } from '@lobbykit/api-contract';
import { platformCursorQuery, platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/** The sports reads' own key part: a placed slip marks `[...SPORTS_KEY, 'bets']` stale. */
export const SPORTS_KEY = ['sports'] as const;
export const SPORTS_BETS_KEY = [...SPORTS_KEY, 'bets'] as const;

export type SportsBets = ResponseOf<typeof calls.sportsMyBets>;

/**
 * Every league's fixtures with the odds now (public: a visitor browses), in one read so the slip
 * checks picks of every sport against the same board. The odds hold until the board's
 * `oddsUntil`; the page asks again then (the platform computes each quote once per 30-s step).
 */
export function boardQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    [...SPORTS_KEY, 'board'],
    (signal) => context.api.sportsFixtures({ language: context.language }, { signal }),
    { staleTime: 0 },
  );
}

/** Bets per page of "my bets" (the platform's keyset pages; "Show more" asks the next). */
export const sportsBetsPageSize = 20;

/** The member's bets: open ones, or settled ones with each leg's result and the payout; keyset pages. */
export function myBetsQuery(context: PlatformQueryContext, state: 'open' | 'settled') {
  return platformCursorQuery(
    context,
    [...SPORTS_BETS_KEY, state],
    (cursor, signal) =>
      context.api.sportsMyBets(
        {
          state,
          pageSize: sportsBetsPageSize,
          language: context.language,
          ...(cursor === undefined ? {} : { cursor }),
        },
        { signal },
      ),
    { memberOnly: true },
  );
}
