// §4 the start-up session restore from a hand-off code, against the REAL test platform: session's
// restoreSessionAtom, tested where it runs with the platform behind it (as site/test/account does
// for the account popups).
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createSessionStore, restoreSessionAtom, sessionAtom } from '@lobbykit/session';
import type { Session } from '@lobbykit/session';
import { brandById, mountTestSite, unmountTestSite } from '..';
import { credit, freshAccount, handoffFor, sakura } from '../../src/frame/sessions.test.helpers';

afterEach(() => unmountTestSite());

/**
 * A fetch to the platform that counts the hand-off exchanges and holds member info until every
 * exchange sent so far has been answered: a second restore of the same code, if one runs, has its
 * refusal in hand before the first restore can learn who the member is.
 */
function exchangeWatchingFetch() {
  const exchanges: Promise<unknown>[] = [];
  const watched: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/session/handoff/exchange')) {
      const answer = fetch(request);
      exchanges.push(answer);
      return answer;
    }
    if (path.endsWith('/member/info')) await Promise.allSettled(exchanges);
    return fetch(request);
  };
  return { fetch: watched, exchanges };
}

describe('session restore from a hand-off code (§4)', () => {
  it('asked twice at once, exchanges the single-use code once and never reads as a visitor', async () => {
    const member = await freshAccount('member', sakura);
    const code = await handoffFor(member, sakura);
    const watch = exchangeWatchingFetch();
    sessionStorage.clear();
    const store = createSessionStore({ brand: brandById('sakura'), fetch: watch.fetch });
    const kinds: Session['kind'][] = [];
    store.sub(sessionAtom, () => kinds.push(store.get(sessionAtom).kind));

    // React's StrictMode runs the site's start effect twice, and a remount runs it again.
    const results = await Promise.all([
      store.set(restoreSessionAtom, code),
      store.set(restoreSessionAtom, code),
    ]);

    expect(kinds).not.toContain('visitor');
    expect(watch.exchanges).toHaveLength(1);
    expect(results).toEqual([true, true]);
    const session = store.get(sessionAtom);
    expect(session.kind === 'member' && session.member.account).toBe(member.account);
  });

  it('a member opening a member page by hand-off gets the page, with no login popup over it', async () => {
    const member = await freshAccount('member', sakura);
    await credit(sakura, member.account, '1000');
    const code = await handoffFor(member, sakura);
    const watch = exchangeWatchingFetch();
    await mountTestSite('sakura', {
      lang: 'EN',
      path: `/member/transactionHistory?handoff=${code}`,
      fetch: watch.fetch,
    });
    const rows = page
      .getByRole('grid', { name: 'Account record' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => rows.all().length, { timeout: 20_000 }).toBe(1);
    expect(watch.exchanges).toHaveLength(1);
    expect(
      page.getByRole('heading', { name: 'Log in to open the member centre' }).query(),
    ).toBeNull();
    expect(page.getByRole('dialog').query()).toBeNull();
    // The page is usable: its filter answers the keyboard and the pointer (no popup makes it inert).
    await page.getByRole('combobox', { name: 'Kind' }).selectOptions('bet');
    await expect.element(page.getByText('No movements in these dates')).toBeVisible();
  });
});
