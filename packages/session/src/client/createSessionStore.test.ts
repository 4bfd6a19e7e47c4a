import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import { loadBrand } from '@lobbykit/brand/node';
import { memberInfoAtom, sessionAtom } from '../auth/memberAtoms.js';
import { sessionEndedAtom } from '../auth/sessionActions.js';
import { tokenAtom } from '../auth/tokenAtom.js';
import { createSessionStore } from './createSessionStore.js';
import { apiAtom } from './runtime.js';

/** A sakura store whose platform answers every call with `errorCode` (status 401). */
function refusingStore(errorCode: string) {
  const result = loadBrand('sakura', { rootDir: join(import.meta.dirname, '../../../..') });
  if (!result.ok) throw new Error('sakura does not load');
  const { data, tokens } = result.brand;
  const brand = toBrandConfig(data, tokens, { logoUrl: '/l.svg', faviconUrl: '/f.svg' });
  const store = createSessionStore({
    brand,
    baseUrl: 'http://127.0.0.1:9',
    storage: null,
    fetch: async () =>
      new Response(JSON.stringify({ success: false, errorCode, message: 'refused' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
  });
  store.set(tokenAtom, 'a-token');
  store.set(memberInfoAtom, {
    id: '7',
    account: 'hanako',
    nickname: null,
    type: 0,
    vipLevel: 1,
    firstTimeLogin: false,
    currency: 'JPY',
  });
  return store;
}

describe('createSessionStore', () => {
  it('ends the session when the platform ends it, keeping why (issue 14 item 9: SESSION_TIME_LIMIT)', async () => {
    const store = refusingStore('SESSION_TIME_LIMIT');
    expect(store.get(sessionAtom).kind).toBe('member');
    await expect(store.get(apiAtom).memberPlaySessionSummary()).rejects.toMatchObject({
      kind: 'unauthenticated',
      errorCode: 'SESSION_TIME_LIMIT',
    });
    expect(store.get(sessionAtom).kind).toBe('visitor');
    expect(store.get(sessionEndedAtom)).toBe('SESSION_TIME_LIMIT');
  });

  it('keeps an expired session’s code too, so a site tells the two apart', async () => {
    const store = refusingStore('SESSION_EXPIRED');
    await expect(store.get(apiAtom).memberInfo()).rejects.toMatchObject({
      errorCode: 'SESSION_EXPIRED',
    });
    expect(store.get(sessionAtom).kind).toBe('visitor');
    expect(store.get(sessionEndedAtom)).toBe('SESSION_EXPIRED');
  });
});
