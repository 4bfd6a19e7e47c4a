import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameTile } from '@lobbykit/api-contract';
import type { apiAtom } from '@lobbykit/session';
import type { ExtractAtomValue } from 'jotai';
import { readCache, writeCache } from '../catalogue/sessionCache';

type Api = ExtractAtomValue<typeof apiAtom>;

/** §9: home rows page size 10; the hot row shows the first 10. */
export const HOME_ROW_SIZE = 10;

export type HomeRowKey = 'hot' | 'new' | 'top' | 'live' | 'jackpot' | 'slots';

export interface HomeRowContext {
  api: Api;
  language: 'EN' | 'JA';
  merchant: string;
  signal: AbortSignal;
}

export interface HomeRow {
  key: HomeRowKey;
  title: MessageDescriptor;
  /** §2.4 each row's more link. */
  more: string;
  load: (context: HomeRowContext) => Promise<GameTile[]>;
}

const isTileList = (value: unknown): value is GameTile[] =>
  Array.isArray(value) && value.every((tile) => typeof tile?.nodeId === 'string');

export const hotGamesCacheKey = (merchant: string, language: string) =>
  `hotGames:${merchant}:${language}`;

const page = (context: HomeRowContext, query: Parameters<Api['gameList']>[0]) =>
  context.api
    .gameList(
      { ...query, pageSize: HOME_ROW_SIZE, language: context.language },
      { signal: context.signal },
    )
    .then((result) => result.games);

/** §2.4 the home rows in order, each with its more link (§2.4). */
export const homeRows: readonly HomeRow[] = [
  {
    key: 'hot',
    title: msg`Hot games`,
    more: '/hot',
    // §4: hot games are cached for the session.
    load: async (context) => {
      const key = hotGamesCacheKey(context.merchant, context.language);
      const cached = readCache(key, isTileList);
      if (cached) return cached.slice(0, HOME_ROW_SIZE);
      const { list } = await context.api.hotGames(
        { limit: HOME_ROW_SIZE, language: context.language },
        { signal: context.signal },
      );
      writeCache(key, list);
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
