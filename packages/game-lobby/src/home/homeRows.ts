import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameTile } from '@lobbykit/api-contract';
import { platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

type Api = PlatformQueryContext['api'];

/** §9: home rows page size 10; the hot row shows the first 10. */
export const HOME_ROW_SIZE = 10;

export type HomeRowKey = 'recent' | 'hot' | 'new' | 'top' | 'live' | 'jackpot' | 'slots';

export interface HomeRowContext {
  api: Api;
  language: 'EN' | 'JA';
  signal: AbortSignal;
}

export interface HomeRow {
  key: HomeRowKey;
  title: MessageDescriptor;
  /** §2.4 each row's more link; the recent row has no list page to lead to. */
  more: string | null;
  /** Only for a logged-in player (member or trial): the row reads the player's own games. */
  forPlayer?: true;
  /** §4: hot games are cached for the session (session storage). */
  keepForSession?: true;
  load: (context: HomeRowContext) => Promise<GameTile[]>;
}

const page = (context: HomeRowContext, query: Parameters<Api['gameList']>[0]) =>
  context.api
    .gameList(
      { ...query, pageSize: HOME_ROW_SIZE, language: context.language },
      { signal: context.signal },
    )
    .then((result) => result.games);

/**
 * The home rows in order: §2.11 recent games first for a logged-in player (§7.3 GCS_recentGame,
 * newest first), then the six rows of §2.4, each with its more link.
 */
export const homeRows: readonly HomeRow[] = [
  {
    key: 'recent',
    title: msg`Recently played`,
    more: null,
    forPlayer: true,
    load: async (context) => {
      const { list } = await context.api.recentGames(
        { limit: HOME_ROW_SIZE, language: context.language },
        { signal: context.signal },
      );
      return list;
    },
  },
  {
    key: 'hot',
    title: msg`Hot games`,
    more: '/hot',
    keepForSession: true,
    load: async (context) => {
      const { list } = await context.api.hotGames(
        { limit: HOME_ROW_SIZE, language: context.language },
        { signal: context.signal },
      );
      return list;
    },
  },
  { key: 'new', title: msg`New games`, more: '/new', load: (c) => page(c, { isNew: '1' }) },
  { key: 'top', title: msg`Special`, more: '/top', load: (c) => page(c, { isTop: '1' }) },
  {
    key: 'live',
    title: msg`Live casino`,
    more: '/live',
    load: (c) => page(c, { gameType: 'LIVE' }),
  },
  {
    key: 'jackpot',
    title: msg`Jackpot games`,
    more: '/rng?gameClassify=JP',
    load: (c) => page(c, { gameType: 'RNG', gameClassify: 'JP' }),
  },
  { key: 'slots', title: msg`Slots`, more: '/rng', load: (c) => page(c, { gameType: 'RNG' }) },
];

/** The read behind one home row; the rows' loader and the row's view share it. */
export const homeRowQuery = (context: PlatformQueryContext, row: HomeRow) =>
  platformQuery(
    context,
    ['homeRow', row.key],
    (signal) => row.load({ api: context.api, language: context.language, signal }),
    row.keepForSession ? { keepForSession: true } : {},
  );
