import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createApiClient } from '@lobbykit/api-client';
import { expectNoAxeViolations, mountTestSite, operator } from '../../test';
import { mountSite } from '../start/mountSite';

interface SeededMember {
  role: string;
  account: string;
  password: string;
}

/** A fresh member from the operator's seed-demo (real accounts on the real platform). */
async function freshMember(merchant = 'SAKURA01'): Promise<SeededMember> {
  const seeded = await operator<{ members: SeededMember[] }>('seed-demo', [merchant]);
  const member = seeded.members.find((m) => m.role === 'member');
  if (!member) throw new Error('seed-demo made no member');
  return member;
}

/** Logs in through the platform and returns the §4 hand-off code that carries the session into a URL. */
async function handoffFor(member: SeededMember, merchant = 'SAKURA01'): Promise<string> {
  let token: string | null = null;
  const api = createApiClient({
    baseUrl: window.location.origin,
    merchant,
    getLanguage: () => 'EN',
    getToken: () => token,
  });
  token = (
    await api.sessionLogin({
      username: member.account,
      password: member.password,
      type: 'username',
    })
  ).token;
  return (await api.sessionHandoff()).code;
}

/** axe reads colours: wait until the dialog's fade-in has finished (RAC data-entering). */
async function settled(): Promise<void> {
  await expect.poll(() => document.querySelector('[data-entering]')).toBeNull();
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const dialog = () => page.getByRole('dialog', { name: 'Announcements' });

describe('announcement popup (§2.8 publicModal, §4)', () => {
  beforeAll(() => {
    delete document.body.dataset.xss;
  });
  afterAll(() => {
    delete document.body.dataset.xss;
  });

  it('shows visitors the A announcements only, sanitised: no script, no event handler (§4: the browser’s Sanitizer API, or DOMPurify where it is missing)', async () => {
    await mountTestSite('sakura', { lang: 'EN', announcements: true });
    await expect.element(dialog()).toBeVisible();
    const titles = dialog().getByRole('list', { name: 'Announcement titles' }).getByRole('button');
    await expect
      .poll(() => titles.elements().map((b) => b.textContent))
      .toEqual(['Welcome to Sakura Play', 'When the site is under maintenance']);
    await dialog().getByRole('button', { name: 'When the site is under maintenance' }).click();
    const article = dialog().getByRole('article');
    await expect
      .element(article)
      .toHaveTextContent('Your balance and open bets are kept as they are.');
    const html = article.element().innerHTML;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(article.element().querySelector('img')).not.toBeNull();
    expect(document.body.dataset.xss).toBeUndefined();
    await settled();
    await expectNoAxeViolations();
  });

  it('stays closed for the rest of the session once closed (ANONYMOUS_POPUP), even after a reload', async () => {
    const site = await mountTestSite('sakura', { lang: 'EN', announcements: true });
    await expect.element(dialog()).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).not.toBeNull();

    // A reload in the same tab: session storage survives, the page starts again.
    site.unmount();
    performance.clearResourceTimings();
    const container = document.createElement('div');
    document.body.append(container);
    const root = await mountSite(container, site.brand);
    try {
      await expect
        .element(page.getByRole('heading', { level: 1, name: 'Sakura Play', exact: true }))
        .toBeVisible();
      // The gate does not even ask for the popup's announcements once they were closed this
      // session (the lobby's news strip asks for its own, types=H).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('MCSFE_getListAnnouncements') && entry.name.includes('types=PU'),
        );
      expect(asked).toEqual([]);
      expect(dialog().query()).toBeNull();
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('shows members the B announcements, not the visitors’ A nor the first-login F (§4)', async () => {
    const member = await freshMember();
    const code = await handoffFor(member);
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}`, announcements: true });
    await expect.element(dialog()).toBeVisible();
    const titles = dialog().getByRole('list', { name: 'Announcement titles' }).getByRole('button');
    await expect
      .poll(() => titles.elements().map((b) => b.textContent))
      .toEqual(['Daily deposit bonus']);
    await page.getByRole('button', { name: 'Close' }).first().click();
    expect(sessionStorage.getItem('USER_POPUP')).not.toBeNull();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`is in the site language and passes axe (${lang}, ${theme})`, async () => {
        await mountTestSite('sakura', { lang, theme, announcements: true });
        const popup = page.getByRole('dialog', {
          name: lang === 'EN' ? 'Announcements' : 'お知らせ',
        });
        const first = lang === 'EN' ? 'Welcome to Sakura Play' : 'Sakura Playへようこそ';
        await expect.element(popup.getByRole('heading', { name: first })).toBeVisible();
        await settled();
        await expectNoAxeViolations();
      });
    }
  }

  it('works by keyboard: focus stays inside, Esc closes it for the session', async () => {
    await mountTestSite('sakura', { lang: 'EN', announcements: true });
    await expect.element(dialog()).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog().element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).not.toBeNull();
  });
});
