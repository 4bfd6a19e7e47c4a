import { join } from 'node:path';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import { loadBrand } from '@lobbykit/brand/node';
import { endSessionLocallyAtom } from '../auth/sessionActions.js';
import { memberInfoAtom, sessionAtom } from '../auth/memberAtoms.js';
import { tokenAtom } from '../auth/tokenAtom.js';
import { createSessionStore } from '../client/createSessionStore.js';
import { languageAtom } from '../client/runtime.js';
import { unreadMessagesQuery } from '../messages/unreadMessagesQuery.js';
import { TOKEN_KEY } from '../storage/sessionKeys.js';
import type { KeyValueStorage } from '../storage/sessionKeys.js';
import { balanceQuery } from '../wallet/balanceQuery.js';
import {
  invalidatePlatformQueriesAtom,
  platformQuery,
  platformQueryContextAtom,
  queryClientAtom,
} from './platformQuery.js';

/** A session storage that is a plain map, so the test can look inside. */
function memoryStorage(): KeyValueStorage & { keys: () => string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    keys: () => [...map.keys()],
  };
}

function sakuraStore(storage: KeyValueStorage | null = null) {
  const result = loadBrand('sakura', { rootDir: join(import.meta.dirname, '../../../..') });
  if (!result.ok) throw new Error('sakura does not load');
  const { data, tokens } = result.brand;
  const brand = toBrandConfig(data, tokens, { logoUrl: '/l.svg', faviconUrl: '/f.svg' });
  return createSessionStore({ brand, baseUrl: 'http://127.0.0.1:9', storage });
}

const member = {
  id: '7',
  account: 'player7',
  nickname: null,
  type: 3,
  vipLevel: 1,
  firstTimeLogin: false,
  currency: 'JPY',
} as never;

describe('one server-state layer (issue 12 item 1)', () => {
  it('keys every read by merchant, language and session, so a language change or a login asks again', async () => {
    const store = sakuraStore();
    const asked: string[] = [];
    const read = () => {
      const context = store.get(platformQueryContextAtom);
      return platformQuery(context, ['hot'], async () => {
        asked.push(`${context.language} ${context.scope?.[2]}`);
        return asked.length;
      });
    };
    const queries = store.get(queryClientAtom);
    const merchant = store.get(platformQueryContextAtom).scope?.[0];
    expect(merchant).toMatch(/\S/);
    expect(read().queryKey).toEqual([merchant, 'EN', 'visitor', 'hot']);
    await queries.fetchQuery(read());
    await queries.fetchQuery(read()); // fresh: not asked again
    store.set(languageAtom, 'JA');
    await queries.fetchQuery(read());
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, member);
    await queries.fetchQuery(read());
    expect(asked).toEqual(['EN visitor', 'JA visitor', 'JA member:player7']);
  });

  it('logout forgets the member’s answers and keeps the visitor’s', async () => {
    const store = sakuraStore();
    const queries = store.get(queryClientAtom);
    const read = () =>
      platformQuery(store.get(platformQueryContextAtom), ['lobby'], async () => 'answer');
    await queries.fetchQuery(read());
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, member);
    await queries.fetchQuery(read());
    expect(queries.getQueryCache().getAll()).toHaveLength(2);
    store.set(endSessionLocallyAtom);
    const left = queries
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[2]);
    expect(left).toEqual(['visitor']);
  });

  it('keeps a session read in session storage (§3) and a new page restores it without asking', async () => {
    const storage = memoryStorage();
    let asked = 0;
    const readOn = (store: ReturnType<typeof sakuraStore>) =>
      platformQuery(
        store.get(platformQueryContextAtom),
        ['winnerBoard'],
        async () => {
          asked += 1;
          return ['win'];
        },
        { keepForSession: true },
      );
    const first = sakuraStore(storage);
    await first.get(queryClientAtom).fetchQuery(readOn(first));
    // Written once the answer is in the cache (the persister schedules it after the fetch).
    await vi.waitFor(() =>
      expect(storage.keys().some((key) => key.startsWith('query-'))).toBe(true),
    );
    // A reload: a new store over the same session storage.
    const second = sakuraStore(storage);
    expect(await second.get(queryClientAtom).fetchQuery(readOn(second))).toEqual(['win']);
    expect(asked).toBe(1);
    // §4 logout clears session storage except the merchant keys: the cache goes with it.
    second.set(endSessionLocallyAtom);
    expect(storage.keys().some((key) => key.startsWith('query-'))).toBe(false);
  });

  it('a change invalidates the member’s reads it names, in both languages, and nothing else', async () => {
    const store = sakuraStore();
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, member);
    const queries = store.get(queryClientAtom);
    const read = (key: string[]) =>
      platformQuery(store.get(platformQueryContextAtom), key, async () => key.join(' '));
    await queries.fetchQuery(read(['favouriteGames', '1']));
    await queries.fetchQuery(read(['gameList', 'RNG']));
    store.set(languageAtom, 'JA');
    await queries.fetchQuery(read(['favouriteGames', '1']));
    await store.set(invalidatePlatformQueriesAtom, ['favouriteGames']);
    const stale = queries
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.slice(1).join(' '));
    expect(stale.sort()).toEqual([
      'EN member:player7 favouriteGames 1',
      'JA member:player7 favouriteGames 1',
    ]);
  });

  it('§6 asks a member’s own reads (balance, unread messages) for a member only, not a visitor or a trial player', () => {
    const store = sakuraStore();
    const queries = store.get(queryClientAtom);
    const asksNow = (build: typeof balanceQuery) => {
      const observer = new QueryObserver(queries, build(store.get(platformQueryContextAtom)));
      const unsubscribe = observer.subscribe(() => undefined);
      const fetching = observer.getCurrentResult().fetchStatus === 'fetching';
      unsubscribe();
      return fetching;
    };
    const reads = [balanceQuery, unreadMessagesQuery as unknown as typeof balanceQuery];
    expect(reads.map(asksNow)).toEqual([false, false]);
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, { ...(member as object), account: 'trial9', type: 4 } as never);
    expect(store.get(sessionAtom).kind).toBe('trial');
    expect(reads.map(asksNow)).toEqual([false, false]);
    store.set(memberInfoAtom, member);
    expect(reads.map(asksNow)).toEqual([true, true]);
    void queries.cancelQueries();
  });

  it('with a stored session the page’s reads wait for its restore from the start, so nothing is asked as a visitor first', () => {
    const storage = memoryStorage();
    expect(sakuraStore(storage).get(platformQueryContextAtom).scope?.[2]).toBe('visitor');
    storage.setItem(TOKEN_KEY, 'stored-token');
    const reload = sakuraStore(storage);
    expect(reload.get(sessionAtom).kind).toBe('restoring');
    expect(reload.get(platformQueryContextAtom).scope).toBeNull();
  });
});
