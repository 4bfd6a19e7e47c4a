import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import { loadBrand } from '@lobbykit/brand/node';
import type { MemberInfo } from '@lobbykit/api-contract';
import { createSessionStore } from '../client/createSessionStore.js';
import { memberInfoAtom, sessionAtom } from '../auth/memberAtoms.js';
import { tokenAtom } from '../auth/tokenAtom.js';
import { accountPopupAtom, requireLoginAtom, requireRealAccountAtom } from './popupAtom.js';

function sakura() {
  const result = loadBrand('sakura', { rootDir: join(import.meta.dirname, '../../../..') });
  if (!result.ok) throw new Error('sakura brand does not load');
  const { data, tokens } = result.brand;
  return toBrandConfig(data, tokens, {
    logoUrl: '/brand/logo.svg',
    faviconUrl: '/brand/favicon.svg',
  });
}

const member = (type: number): MemberInfo => ({
  id: 'm1',
  account: 'alice',
  nickname: null,
  type,
  vipLevel: 1,
  firstTimeLogin: false,
  currency: 'JPY',
});

function storeWith(type: number | null) {
  const store = createSessionStore({
    brand: sakura(),
    baseUrl: 'http://127.0.0.1:9',
    storage: null,
  });
  if (type !== null) {
    store.set(tokenAtom, 'token');
    store.set(memberInfoAtom, member(type));
  }
  return store;
}

describe('session guards (§5)', () => {
  it('a visitor who starts a login-only action gets the login popup and the action is cancelled', () => {
    const store = storeWith(null);
    expect(store.set(requireLoginAtom)).toBe(false);
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'login', method: 'username' });
  });

  it('a trial account counts as logged in but gets the real-account dialog for real-account actions', () => {
    const store = storeWith(4);
    expect(store.get(sessionAtom).kind).toBe('trial');
    expect(store.set(requireLoginAtom)).toBe(true);
    expect(store.set(requireRealAccountAtom)).toBe(false);
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'realAccountNeeded' });
  });

  it('a member passes both guards and no popup opens', () => {
    const store = storeWith(0);
    expect(store.set(requireRealAccountAtom)).toBe(true);
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'closed' });
  });

  it('§3 account types 1, 2, 41 and 42 are agents by the brand lists', () => {
    for (const type of [1, 2, 41, 42]) {
      const session = storeWith(type).get(sessionAtom);
      expect(session.kind === 'member' && session.isAgent).toBe(true);
    }
    const plain = storeWith(0).get(sessionAtom);
    expect(plain.kind === 'member' && plain.isAgent).toBe(false);
  });
});
