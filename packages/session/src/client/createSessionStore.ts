import { createStore } from 'jotai';
import { createApiClient } from '@lobbykit/api-client';
import type { ApiClient } from '@lobbykit/api-client';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import { restoringAtom, sessionAtom } from '../auth/memberAtoms.js';
import {
  endSessionLocallyAtom,
  HANDOFF_QUERY_PARAM,
  sessionEndedAtom,
} from '../auth/sessionActions.js';
import { tokenAtom } from '../auth/tokenAtom.js';
import { createQueryClient, createSessionPersister } from '../query/queryClient.js';
import { browserSessionStorage, readKey, TOKEN_KEY, writeKey } from '../storage/sessionKeys.js';
import type { KeyValueStorage } from '../storage/sessionKeys.js';
import { brandAtom, languageAtom, runtimeAtom } from './runtime.js';

export interface SessionStoreOptions {
  brand: BrandConfig;
  /** Platform origin; the same origin as the site by default. */
  baseUrl?: string;
  /** @default window.sessionStorage */
  storage?: KeyValueStorage | null;
  fetch?: typeof globalThis.fetch;
  /** Replaces the client (tests with a client built elsewhere). */
  api?: ApiClient;
  /** Issue 15: follow a logged-in member's event stream (default true; tests without a platform). */
  events?: boolean;
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
      onUnauthenticated: (error) => {
        store.set(sessionEndedAtom, error.errorCode ?? null);
        store.set(endSessionLocallyAtom);
      },
    });
  store.set(runtimeAtom, {
    brand: options.brand,
    api,
    storage,
    queryClient: createQueryClient(),
    sessionPersister: createSessionPersister(storage),
    followEvents: options.events !== false,
  });
  // §3 merchant code keys: the session storage that survives logout.
  writeKey(storage, 'merchantCode', options.brand.merchantCode);
  // A session to restore (a stored token, or a hand-off code in the address): the page's reads
  // wait for it from the start, instead of asking once as a visitor and again as the member.
  if (readKey(storage, TOKEN_KEY) !== null || handoffInAddress()) store.set(restoringAtom, true);
  return store;
}

/**
 * Issue 15: while a real member is logged in, their event stream is followed (one stream for all
 * the member's tabs where the browser allows, tabShare.ts); a logout, a trial or another member
 * stops it. The client code loads with the first member, not with the page.
 * `SessionProvider` runs it for as long as the app is mounted; answers the function that stops it.
 */
export function followEventsOfMember(store: SessionStore): () => void {
  let following: string | null = null;
  let stop: (() => void) | null = null;
  const update = () => {
    const session = store.get(sessionAtom);
    const who = session.kind === 'member' ? session.member.account : null;
    if (who === following) return;
    stop?.();
    stop = null;
    following = who;
    if (who === null) return;
    void import('../events/tabShare.js').then(
      ({ browserTabLocks, followMemberEvents, shareMemberEvents }) => {
        if (following !== who || stop !== null) return;
        // One stream per browser where the tabs can elect a leader (tabShare.ts); else one a tab.
        const locks = browserTabLocks();
        const name = `lobbykit:events:${store.get(brandAtom).merchantCode}:${who}`;
        stop = locks ? shareMemberEvents(store, { name, locks }) : followMemberEvents(store);
      },
    );
  };
  const unsubscribe = store.sub(sessionAtom, update);
  update();
  return () => {
    unsubscribe();
    following = null;
    stop?.();
    stop = null;
  };
}

function handoffInAddress(): boolean {
  return (
    typeof location !== 'undefined' && new URLSearchParams(location.search).has(HANDOFF_QUERY_PARAM)
  );
}
