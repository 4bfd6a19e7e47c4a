import { describe, expect, it } from 'vitest';
import { sakuraMemberStore } from '../../test/sakuraStore.js';
import { sessionAtom } from '../auth/memberAtoms.js';
import { sessionEndedAtom } from '../auth/sessionActions.js';
import { apiAtom } from './runtime.js';

/** A sakura member's store whose platform answers every call with `errorCode` (status 401). */
function refusingStore(errorCode: string) {
  return sakuraMemberStore(
    async () =>
      new Response(JSON.stringify({ success: false, errorCode, message: 'refused' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    { token: 'a-token' },
    'http://127.0.0.1:9',
  );
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
