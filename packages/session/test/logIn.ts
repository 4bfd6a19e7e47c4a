import { memberInfoAtom } from '../src/auth/memberAtoms.js';
import { tokenAtom } from '../src/auth/tokenAtom.js';
import type { SessionStore } from '../src/client/createSessionStore.js';

export interface TestMember {
  /** Default `hanako`. */
  account?: string;
  /** Default `test-token`. */
  token?: string;
  /** The member type (0 a real member, the brand's trial types a trial player); default 0. */
  type?: number;
}

/**
 * Logs `store` in as member 7 (no platform: the atoms only), for the tests and stories of every
 * package: the one place the member info of a test member is written.
 */
export function logIn(
  store: SessionStore,
  { account = 'hanako', token = 'test-token', type = 0 }: TestMember = {},
): void {
  store.set(memberInfoAtom, {
    id: '7',
    account,
    nickname: null,
    type,
    vipLevel: 1,
    firstTimeLogin: false,
    currency: 'JPY',
  });
  store.set(tokenAtom, token);
}
