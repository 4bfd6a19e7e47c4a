import { platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/** §7.3 winner board: gameCategory ALL, limitNum 20. */
export const WINNER_BOARD_LIMIT = 20;

/** §2.4 winner board; §4 cached for the session unless a refresh is asked for. */
export const winnerBoardQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    ['winnerBoard'],
    async (signal) => {
      const { list } = await context.api.rankList(
        { gameCategory: 'ALL', language: context.language, limitNum: WINNER_BOARD_LIMIT },
        { signal },
      );
      return list;
    },
    { keepForSession: true },
  );
