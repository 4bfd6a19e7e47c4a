import { createStore } from 'jotai';
import { createApiClient } from '@lobbykit/api-client';
import type { ApiClient } from '@lobbykit/api-client';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import { restoringAtom } from '../auth/memberAtoms.js';
import { endSessionLocallyAtom, HANDOFF_QUERY_PARAM } from '../auth/sessionActions.js';
import { tokenAtom } from '../auth/tokenAtom.js';
import { createQueryClient, createSessionPersister } from '../query/queryClient.js';
import { browserSessionStorage, readKey, TOKEN_KEY, writeKey } from '../storage/sessionKeys.js';
import type { KeyValueStorage } from '../storage/sessionKeys.js';
import { languageAtom, runtimeAtom } from './runtime.js';

export interface SessionStoreOptions {
  brand: BrandConfig;
  /** Platform origin; the same origin as the site by default. */
  baseUrl?: string;
  /** @default window.sessionStorage */
  storage?: KeyValueStorage | null;
  fetch?: typeof globalThis.fetch;
  /** Replaces the client (tests with a client built elsewhere). */
  api?: ApiClient;
}

export type SessionStore = ReturnType<typeof createStore>;

/**
 * One jotai store per page: the brand, the api client wired to the store's token and language,
 * and the page's QueryClient.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const store = createStore();
  const storage = options.storage === undefined ? browserSessionStorage() : options.storage;
  const api =
    options.api ??
    createApiClient({
      baseUrl: options.baseUrl ?? globalThis.location.origin,
      merchant: options.brand.merchantCode,
      getToken: () => store.get(tokenAtom),
      getLanguage: () => store.get(languageAtom),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      // §4: a session the platform no longer knows ends here too; the guard sends to /login.
      onUnauthenticated: () => store.set(endSessionLocallyAtom),
    });
  store.set(runtimeAtom, {
    brand: options.brand,
    api,
    storage,
    queryClient: createQueryClient(),
    sessionPersister: createSessionPersister(storage),
  });
  // §3 merchant code keys: the session storage that survives logout.
  writeKey(storage, 'merchantCode', options.brand.merchantCode);
  // A session to restore (a stored token, or a hand-off code in the address): the page's reads
  // wait for it from the start, instead of asking once as a visitor and again as the member.
  if (readKey(storage, TOKEN_KEY) !== null || handoffInAddress()) store.set(restoringAtom, true);
  return store;
}

function handoffInAddress(): boolean {
  return (
    typeof location !== 'undefined' && new URLSearchParams(location.search).has(HANDOFF_QUERY_PARAM)
  );
}
