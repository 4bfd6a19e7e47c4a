import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameTile } from '@lobbykit/api-contract';
import type { SessionRuntime } from '@lobbykit/session';
import {
  accountPopupAtom,
  createQueryClient,
  memberInfoAtom,
  queryClientAtom,
  runtimeAtom,
  tokenAtom,
} from '@lobbykit/session';
import { favouriteListsAtom, toggleFavouriteAtom } from './favouriteAtoms';

const game = (nodeId: string): GameTile => ({
  nodeId,
  vassalage: 'JL',
  gameType: 'RNG',
  gameName: `Game ${nodeId}`,
  iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/200/${nodeId}.png`,
  iconUrl2x: `/TCG_PROD_IMAGES/GAME_ICON/400/${nodeId}.png`,
  gameCode: `JL-${nodeId}`,
  isGame: 'GAME',
  supportPlay: 0,
  minBet: '1.00',
  lineCount: 25,
  rngSubCategory: null,
  gameClassify: null,
  isNew: false,
  isTop: false,
  popularity: 1,
});

/**
 * The two favourite calls, recording what the lobby showed at the moment each call went out: the
 * order "local first, then the server" cannot be seen from the server's side, so it is checked
 * here; the real round trip is covered by the Chromium tests against the platform.
 */
function recordingApi(store: ReturnType<typeof createStore>) {
  const calls: {
    call: string;
    nodeId: string;
    idsWhenSent: readonly string[];
    gamesWhenSent: string[] | null;
  }[] = [];
  const record = (call: string) => async (payload: { nodeId: string }) => {
    const lists = store.get(favouriteListsAtom);
    calls.push({
      call,
      nodeId: payload.nodeId,
      idsWhenSent: lists.ids,
      gamesWhenSent: lists.games && lists.games.map((g) => g.nodeId),
    });
    return { nodeId: payload.nodeId, added: true, removed: true };
  };
  return { calls, api: { addFavouriteGame: record('add'), removeFavouriteGame: record('remove') } };
}

function storeAs(kind: 'visitor' | 'member' | 'trial') {
  const store = createStore();
  const { calls, api } = recordingApi(store);
  store.set(runtimeAtom, {
    brand: { merchantCode: 'sakura01', agentType: [1, 2, 41, 42], trialType: [4] },
    api,
    storage: null,
    queryClient: createQueryClient(),
  } as unknown as SessionRuntime);
  if (kind !== 'visitor') {
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, {
      id: '7',
      account: 'player7',
      nickname: null,
      type: kind === 'trial' ? 4 : 3,
      vipLevel: 1,
      firstTimeLogin: false,
      currency: 'USD',
    } as never);
  }
  return { store, calls };
}

describe('favourite toggle (§4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('adds: appends locally first, then posts nodeId, vendor and gameType', async () => {
    const { store, calls } = storeAs('member');
    store.set(favouriteListsAtom, { ids: ['1'], games: [game('1')] });
    expect(await store.set(toggleFavouriteAtom, game('2'))).toBe('added');
    expect(calls).toEqual([
      { call: 'add', nodeId: '2', idsWhenSent: ['1', '2'], gamesWhenSent: ['1', '2'] },
    ]);
  });

  it('marks the favourites page stale after each change, so it is asked again (issue 12)', async () => {
    const { store } = storeAs('member');
    const queries = store.get(queryClientAtom);
    const page = ['sakura01', 'EN', 'member:player7', 'favouriteGames', 1];
    const other = ['sakura01', 'EN', 'member:player7', 'gameList', 'RNG'];
    queries.setQueryData(page, { games: [] });
    queries.setQueryData(other, { games: [] });
    await store.set(toggleFavouriteAtom, game('2'));
    expect(queries.getQueryState(page)?.isInvalidated).toBe(true);
    expect(queries.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('removes: deletes locally from both lists first, then calls delete', async () => {
    const { store, calls } = storeAs('member');
    store.set(favouriteListsAtom, { ids: ['1', '2'], games: [game('1'), game('2')] });
    expect(await store.set(toggleFavouriteAtom, game('1'))).toBe('removed');
    expect(calls).toEqual([
      { call: 'remove', nodeId: '1', idsWhenSent: ['2'], gamesWhenSent: ['2'] },
    ]);
    expect(store.get(favouriteListsAtom)).toEqual({ ids: ['2'], games: [game('2')] });
  });

  it('is throttled to once per 1000 ms, ignoring trailing calls', async () => {
    const { store, calls } = storeAs('member');
    expect(await store.set(toggleFavouriteAtom, game('5'))).toBe('added');
    vi.advanceTimersByTime(400);
    expect(await store.set(toggleFavouriteAtom, game('5'))).toBe('throttled');
    vi.advanceTimersByTime(599);
    expect(await store.set(toggleFavouriteAtom, game('6'))).toBe('throttled');
    // Nothing trailing runs when time passes.
    vi.advanceTimersByTime(5000);
    expect(calls.map((c) => `${c.call} ${c.nodeId}`)).toEqual(['add 5']);
    expect(await store.set(toggleFavouriteAtom, game('5'))).toBe('removed');
    expect(calls.map((c) => `${c.call} ${c.nodeId}`)).toEqual(['add 5', 'remove 5']);
  });

  it('needs login: a visitor gets the login popup and nothing changes', async () => {
    const { store, calls } = storeAs('visitor');
    expect(await store.set(toggleFavouriteAtom, game('1'))).toBe('blocked');
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'login', method: 'username' });
    expect(calls).toEqual([]);
  });

  it('blocks a trial account with the real-account dialog (§5)', async () => {
    const { store, calls } = storeAs('trial');
    expect(await store.set(toggleFavouriteAtom, game('1'))).toBe('blocked');
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'realAccountNeeded' });
    expect(store.get(favouriteListsAtom).ids).toEqual([]);
    expect(calls).toEqual([]);
  });
});
