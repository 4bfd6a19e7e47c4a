import type { PrizeMode, ResponseOf, calls } from '@lobbykit/api-contract';
import { platformCursorQuery, platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/** The lottery reads' own key part: a placed slip marks `[...LOTTERY_KEY, 'bets']` stale. */
export const LOTTERY_KEY = ['lottery'] as const;
export const LOTTERY_BETS_KEY = [...LOTTERY_KEY, 'bets'] as const;

export type LotteryMenus = ResponseOf<typeof calls.lotteryGameMenus>;
export type LotteryBets = ResponseOf<typeof calls.lotteryMyBets>;
export type LotteryVerification = ResponseOf<typeof calls.lotteryVerify>;

/** §7.2 the side menu's games by group (every lottery game when `prizeMode` is left out). */
export function lotteryMenusQuery(context: PlatformQueryContext, prizeMode: PrizeMode | undefined) {
  return platformQuery(context, [...LOTTERY_KEY, 'menus', prizeMode ?? 'all'], (signal) =>
    context.api.lotteryGameMenus(
      { ...(prizeMode ? { prizeMode } : {}), device: 'WEB', language: context.language },
      { signal },
    ),
  );
}

/** §7.2 the VN lottery menu (no token), the /vnLottery page's picker. */
export function vnMenuQuery(context: PlatformQueryContext) {
  return platformQuery(context, [...LOTTERY_KEY, 'vnMenu'], (signal) =>
    context.api.vnLotteryMenu({ device: 'WEB', language: context.language }, { signal }),
  );
}

/** §7.2 the member's recent VN games (T). */
export function vnRecentQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    [...LOTTERY_BETS_KEY, 'vnRecent'],
    (signal) => context.api.vnLotteryRecent({ count: 10, language: context.language }, { signal }),
    { memberOnly: true },
  );
}

/** The betting view's data: the game, its play types, the open draws and the platform's time. */
export function boardQuery(context: PlatformQueryContext, gameCode: string) {
  return platformQuery(
    context,
    [...LOTTERY_KEY, 'board', gameCode],
    (signal) => context.api.lotteryOpenDraws({ gameCode, language: context.language }, { signal }),
    // The countdown needs a fresh serverTime; the view asks again when a draw closes.
    { staleTime: 0 },
  );
}

/** The game's drawn draws, newest first, each with its revealed seed. */
export function resultsQuery(context: PlatformQueryContext, gameCode: string) {
  return platformQuery(context, [...LOTTERY_KEY, 'results', gameCode], (signal) =>
    context.api.lotteryResults({ gameCode, count: 10 }, { signal }),
  );
}

/** Bets per page of "my bets" (the platform's keyset pages; "Show more" asks the next). */
export const myBetsPageSize = 20;

/** The member's bets on the game: open ones, or settled ones with their payout; keyset pages. */
export function myBetsQuery(
  context: PlatformQueryContext,
  gameCode: string,
  state: 'open' | 'settled',
) {
  return platformCursorQuery(
    context,
    [...LOTTERY_BETS_KEY, gameCode, state],
    (cursor, signal) =>
      context.api.lotteryMyBets(
        {
          state,
          gameCode,
          pageSize: myBetsPageSize,
          language: context.language,
          ...(cursor === undefined ? {} : { cursor }),
        },
        { signal },
      ),
    { memberOnly: true },
  );
}

/** A drawn draw recomputed on the platform from its revealed seed. */
export function verifyQuery(context: PlatformQueryContext, gameCode: string, drawNumber: number) {
  return platformQuery(
    context,
    [...LOTTERY_KEY, 'verify', gameCode, drawNumber],
    (signal) => context.api.lotteryVerify({ gameCode, drawNumber }, { signal }),
    { staleTime: Number.POSITIVE_INFINITY },
  );
}
