import { QueryClient } from '@tanstack/react-query';
import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import { isApiError } from '@lobbykit/api-client';
import type { KeyValueStorage } from '../storage/sessionKeys.js';

/** How often a read that failed on the way (network, time-out, a 5xx) is asked again. */
const READ_RETRIES = 2;
/**
 * Server failures worth asking again. Not 503: the platform answers it during maintenance
 * (§4), and asking again only adds errors while the site shows the maintenance page.
 */
const RETRIED_STATUSES = [408, 500, 502, 504];

/**
 * The one QueryClient of a page (ARCHITECTURE.md: one server-state layer). Retries, deduping,
 * stale-while-revalidate and cancellation come from TanStack Query; the api client itself does
 * not retry. A platform answer that names an error (a business code, 401, 4xx, 503 maintenance)
 * is not retried: asking again gets the same answer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lobby data changes slowly; a page revisited within a minute shows what it had.
        staleTime: 60_000,
        retry: (failures, error) =>
          failures < READ_RETRIES &&
          (!isApiError(error) ||
            error.kind === 'network' ||
            error.kind === 'timeout' ||
            RETRIED_STATUSES.includes(error.status ?? 0)),
      },
      mutations: { retry: false },
    },
  });
}

/** Session storage keys of persisted queries start with this (cleared with the session, §4). */
export const PERSISTED_QUERY_PREFIX = 'query';

/**
 * §3 session storage caches (hot games, winner board, vendor list, registration rules): a query
 * that names this persister is kept in session storage for the browser session, so a reload or a
 * new tab of the same session shows it without asking. §4 logout clears it with the rest of the
 * session storage. Storage can be missing or full: the query then simply asks the platform.
 */
export type SessionPersister = ReturnType<typeof createSessionPersister>;

export function createSessionPersister(storage: KeyValueStorage | null) {
  return experimental_createQueryPersister({
    storage: storage && {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return null;
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Full or blocked: the next page asks the platform again.
        }
      },
      removeItem: (key) => {
        try {
          storage.removeItem(key);
        } catch {
          // Nothing to forget.
        }
      },
    },
    prefix: PERSISTED_QUERY_PREFIX,
    // Kept for the session; a refresh asked for by the player refetches.
    maxAge: Infinity,
  }).persisterFn;
}
