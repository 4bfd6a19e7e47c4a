import { memberInfoAtom, tokenAtom } from '@lobbykit/session';
import type { SessionStore } from '@lobbykit/session';

/** Logs `store` in as a real member (no platform: the atoms only), for tests and stories. */
export function logIn(store: SessionStore) {
  store.set(memberInfoAtom, {
    id: '7',
    account: 'hanako',
    nickname: null,
    type: 0,
    vipLevel: 1,
    firstTimeLogin: false,
    currency: 'JPY',
  });
  store.set(tokenAtom, 'test-token');
}
