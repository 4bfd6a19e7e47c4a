import { atom } from 'jotai';
import type { ApiClient } from '@lobbykit/api-client';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionPersister } from '../query/queryClient.js';
import type { KeyValueStorage } from '../storage/sessionKeys.js';

/** What the whole app shares and never changes after start: set once by `createSessionStore`. */
export interface SessionRuntime {
  brand: BrandConfig;
  api: ApiClient;
  /** Session storage (token, caches); null where the browser refuses storage. */
  storage: KeyValueStorage | null;
  /** Every platform read goes through it (ARCHITECTURE.md: one server-state layer). */
  queryClient: QueryClient;
  /** Keeps chosen reads in `storage` for the browser session (§3 session storage caches). */
  sessionPersister: SessionPersister;
  /** Issue 15: `SessionProvider` follows a logged-in member's event stream (off in tests). */
  followEvents: boolean;
}

export const runtimeAtom = atom<SessionRuntime | null>(null);

function required(runtime: SessionRuntime | null): SessionRuntime {
  if (!runtime)
    throw new Error('session runtime missing: create the store with createSessionStore');
  return runtime;
}

/** The brand configuration at run time. */
export const brandAtom = atom((get) => required(get(runtimeAtom)).brand);
/** The platform client; its headers read the token and language atoms of the same store. */
export const apiAtom = atom((get) => required(get(runtimeAtom)).api);
export const storageAtom = atom((get) => required(get(runtimeAtom)).storage);

/** Upper-case site language sent as the `Language` header; the site sets it on every change (§4). */
export const languageAtom = atom<'EN' | 'JA'>('EN');
