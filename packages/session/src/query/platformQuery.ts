import { atom } from 'jotai';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lobbykit/api-client';
import { sessionAtom } from '../auth/memberAtoms.js';
import { apiAtom, brandAtom, languageAtom, runtimeAtom } from '../client/runtime.js';
import type { SessionPersister } from './queryClient.js';

/**
 * What every platform read's key starts with: the merchant, the language and the session (a
 * visitor, or the member's account). A language change or a login makes new keys, so every page
 * asks again by itself, and one member never sees another's answers. Null while a stored session
 * is being restored at start: reads wait for it rather than ask twice.
 */
export type QueryScope = readonly [merchant: string, language: 'EN' | 'JA', session: string];

export const queryScopeAtom = atom<QueryScope | null>((get) => {
  const session = get(sessionAtom);
  if (session.kind === 'restoring') return null;
  const who = session.kind === 'visitor' ? 'visitor' : `${session.kind}:${session.member.account}`;
  return [get(brandAtom).merchantCode, get(languageAtom), who] as const;
});

/** The page's one QueryClient (ARCHITECTURE.md: one server-state layer, owned by session). */
export const queryClientAtom = atom<QueryClient>((get) => {
  const runtime = get(runtimeAtom);
  if (!runtime)
    throw new Error('session runtime missing: create the store with createSessionStore');
  return runtime.queryClient;
});

/**
 * After a change on the platform (a mutation): the member's reads whose own key starts with `key`,
 * in every language, are stale; those on screen are asked again at once, the others when next
 * shown. The one way a change reaches the reads it affects.
 */
export const invalidatePlatformQueriesAtom = atom(
  null,
  (get, _set, key: readonly unknown[]): Promise<void> => {
    const scope = get(queryScopeAtom);
    if (!scope) return Promise.resolve();
    const [merchant, , who] = scope;
    return get(queryClientAtom).invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === merchant &&
        queryKey[2] === who &&
        key.every((part, index) => Object.is(queryKey[3 + index], part)),
    });
  },
);

/**
 * A change the platform told us about with its new value (issue 15 events): the member's reads
 * whose own key is `key`, in every language, hold `value` at once, with no request.
 */
export const setPlatformQueriesDataAtom = atom(
  null,
  (get, _set, key: readonly unknown[], value: unknown): void => {
    const scope = get(queryScopeAtom);
    if (!scope) return;
    const [merchant, , who] = scope;
    get(queryClientAtom).setQueriesData(
      {
        predicate: ({ queryKey }) =>
          queryKey[0] === merchant &&
          queryKey[2] === who &&
          queryKey.length === 3 + key.length &&
          key.every((part, index) => Object.is(queryKey[3 + index], part)),
      },
      value,
    );
  },
);

/** Everything a read's options are built from; components and route loaders read it alike. */
export interface PlatformQueryContext {
  api: ApiClient;
  language: 'EN' | 'JA';
  scope: QueryScope | null;
  sessionPersister: SessionPersister;
}

export const platformQueryContextAtom = atom<PlatformQueryContext>((get) => {
  const runtime = get(runtimeAtom);
  if (!runtime)
    throw new Error('session runtime missing: create the store with createSessionStore');
  return {
    api: get(apiAtom),
    language: get(languageAtom),
    scope: get(queryScopeAtom),
    sessionPersister: runtime.sessionPersister,
  };
});

export interface PlatformQueryOptions {
  /**
   * §3 session storage caches (hot games, winner board, vendor list): kept in session storage and
   * fresh for the whole browser session; only a refresh the player asks for (refetch) asks again.
   */
  keepForSession?: boolean;
  /** How long an answer is fresh, when not the client's default minute. */
  staleTime?: number;
  /** §6: the member's own read (balance, messages): never asked for a visitor or a trial player. */
  memberOnly?: boolean;
}

/** Whether a read with these options may be asked in this scope. */
function mayAsk(scope: QueryScope | null, options: PlatformQueryOptions): boolean {
  if (scope === null) return false;
  return !options.memberOnly || scope[2].startsWith('member:');
}

/**
 * The one shape of a platform read: its key is the context's scope plus `key`, and it waits
 * while the session is being restored. Use the result with `useQuery` in a component, and with
 * `prefetchPlatformQuery` in a route loader so the page finds its answer started.
 */
export function platformQuery<T>(
  context: PlatformQueryContext,
  key: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  options: PlatformQueryOptions = {},
) {
  return queryOptions<T, Error, T, readonly unknown[]>({
    queryKey: [...(context.scope ?? ['restoring']), ...key],
    queryFn: ({ signal }) => read(signal),
    enabled: mayAsk(context.scope, options),
    ...(options.keepForSession
      ? { persister: context.sessionPersister, staleTime: Number.POSITIVE_INFINITY }
      : options.staleTime !== undefined
        ? { staleTime: options.staleTime }
        : {}),
  });
}

/**
 * A platform read in numbered pages that grows on request ("Show more"): the same scoped key,
 * pages asked from 1 until `totalPages`.
 */
export function platformPagedQuery<T extends { totalPages: number }>(
  context: PlatformQueryContext,
  key: readonly unknown[],
  readPage: (pageNo: number, signal: AbortSignal) => Promise<T>,
) {
  return infiniteQueryOptions({
    queryKey: [...(context.scope ?? ['restoring']), ...key],
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: T, pages: T[]) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    enabled: context.scope !== null,
  });
}

/**
 * A platform read in keyset pages that grows on request ("Show more"): the same scoped key, the
 * first page without a cursor, each next one with the `next` of the one before, until it is null.
 */
export function platformCursorQuery<T extends { next: string | null }>(
  context: PlatformQueryContext,
  key: readonly unknown[],
  readPage: (cursor: string | undefined, signal: AbortSignal) => Promise<T>,
  options: PlatformQueryOptions = {},
) {
  return infiniteQueryOptions({
    queryKey: [...(context.scope ?? ['restoring']), ...key],
    queryFn: ({ pageParam, signal }) => readPage(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.next ?? undefined,
    enabled: mayAsk(context.scope, options),
  });
}
