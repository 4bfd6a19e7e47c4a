import { atom } from 'jotai';
import { storageAtom } from '../client/runtime.js';
import { TOKEN_KEY, writeKey } from '../storage/sessionKeys.js';

const tokenValueAtom = atom<string | null>(null);

/** The session token; writing it also writes session storage (§3 session storage key `token`). */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (get, set, token: string | null) => {
    set(tokenValueAtom, token);
    writeKey(get(storageAtom), TOKEN_KEY, token);
  },
);
