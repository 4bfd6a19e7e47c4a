// The suite's `test`: Playwright's, plus a page-side record of the announcement popup's fetches,
// so `closeAnnouncementsIfOpen` (site.ts) knows whether the popup must open instead of guessing
// with a timer. Specs import `test` and `expect` from here.
import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** What the site's announcement gate will do now (packages/site/src/announcements). */
export type AnnouncementState =
  | 'closed' // closed this session for the current audience: no fetch, no popup
  | 'pending' // the page-1 answer for the current audience and language has not come yet
  | 'none' // it came with no announcement: no popup
  | 'show'; // it came with some: the popup opens as soon as no account popup is open

interface AnnouncementFetch {
  /** The session token when the fetch left: the audience and member it was asked for. */
  token: string | null;
  language: string | null;
  /** Announcements on page 1; undefined while in flight. */
  count?: number;
  failed?: boolean;
}

/**
 * Runs in every document before the site's code (context.addInitScript), so no answer is missed
 * however fast it comes. It records every page-1 PU fetch of the announcement call (api-contract
 * announcementList, the gate's query) and exposes the gate's rule as `__lkAnnouncementState`.
 * The record lives and dies with the document, like the gate's query cache.
 */
function recordAnnouncementFetches(): void {
  const fetches: AnnouncementFetch[] = [];
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const sent = send(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const page1 = (url.searchParams.get('pageNo') ?? '1') === '1';
    if (
      !url.pathname.endsWith('/wps/relay/MCSFE_getListAnnouncements') ||
      url.searchParams.get('types') !== 'PU' ||
      !page1
    )
      return sent;
    const entry: AnnouncementFetch = {
      token: sessionStorage.getItem('token'),
      language: url.searchParams.get('language'),
    };
    fetches.push(entry);
    sent
      .then((response) => response.clone().json())
      .then((body: { success?: boolean; value?: { list?: unknown[] } }) => {
        if (body.success === true && Array.isArray(body.value?.list))
          entry.count = body.value.list.length;
        else entry.failed = true;
      })
      // Aborted (the scope changed) or failed: the query asks again or keeps its last answer.
      .catch(() => (entry.failed = true));
    return sent;
  };
  (window as unknown as { __lkAnnouncementState: () => string }).__lkAnnouncementState = () => {
    // §4 (announcementAtoms.ts): a token means the member audience; each audience's popup is
    // closed once per session under its session storage key, and then the gate does not fetch.
    const token = sessionStorage.getItem('token');
    if (sessionStorage.getItem(token ? 'USER_POPUP' : 'ANONYMOUS_POPUP') !== null) return 'closed';
    // The gate's query is per language and session; its newest answer is what it shows.
    const language = document.documentElement.lang.toUpperCase();
    const newest = fetches.findLast(
      (fetch) => fetch.token === token && fetch.language === language && !fetch.failed,
    );
    if (newest?.count === undefined) return 'pending';
    return newest.count > 0 ? 'show' : 'none';
  };
}

/** The gate's state in the page, or null while the page is between documents. */
export async function announcementState(page: Page): Promise<AnnouncementState | null> {
  try {
    const state = await page.evaluate(() =>
      (
        window as unknown as { __lkAnnouncementState?: () => AnnouncementState }
      ).__lkAnnouncementState?.(),
    );
    if (state === undefined)
      throw new Error('announcement fetches are not recorded: import `test` from support/test');
    return state;
  } catch (error) {
    // A navigation replaced the document under the call: ask the new one next time.
    if (/context was destroyed|cannot find context/i.test(String(error))) return null;
    throw error;
  }
}

export const test = base.extend<{ announcementFetches: void }>({
  // Automatic, on the context: also covers pages the site opens itself (the game window).
  announcementFetches: [
    async ({ context }, provide) => {
      await context.addInitScript(recordAnnouncementFetches);
      await provide();
    },
    { auto: true },
  ],
});
