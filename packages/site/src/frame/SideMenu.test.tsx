import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createApiClient } from '@lobbykit/api-client';
import { expectNoAxeViolations, mountTestSite } from '../../test';
import { renderFrame } from './frameHarness.test.helpers';
import { freshAccount, handoffFor } from './sessions.test.helpers';

const menu = () => page.getByRole('dialog', { name: 'Menu' });
const menuButton = () => page.getByRole('banner').getByRole('button', { name: 'Menu' });

async function openByKeyboard() {
  // The frame renders after start-up: wait for the button before reaching for its element.
  await expect.element(menuButton()).toBeVisible();
  (menuButton().element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(menu()).toBeVisible();
}

async function helpTopics(lang: 'EN' | 'JA') {
  const api = createApiClient({
    baseUrl: window.location.origin,
    merchant: 'SAKURA01',
    getLanguage: () => lang,
    getToken: () => null,
  });
  return (await api.systemHelpCenter({ lang, device: 'WEB' })).topics;
}

// The drawer leaves after its exit animation; on a busy 2-core CI machine that has taken over the
// poll's default second.
const closeTimeout = { timeout: 5000 };

describe('side menu (§2.5)', () => {
  it('opens by keyboard, traps focus, closes on Esc and gives focus back to the menu button', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await openByKeyboard();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => menu().element().contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(menu().element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => menu().query(), closeTimeout).toBeNull();
    await expect.element(menuButton()).toHaveFocus();
  });

  it('visitor: tabs all-menu, follow-us and language, no member menu', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openByKeyboard();
    const tabs = menu().getByRole('tab');
    await expect
      .poll(() => tabs.elements().map((t) => t.textContent))
      .toEqual(['All', 'Follow us', 'Language']);
  });

  it('lists the player guide from the help content, each topic to /help#tag, and closes on navigation', async () => {
    const topics = await helpTopics('EN');
    expect(topics.length).toBeGreaterThan(0);
    await mountTestSite('sakura', { lang: 'EN' });
    await openByKeyboard();
    // Exact names: a topic titled "Games" must not match the lobby's "All games" entries.
    for (const topic of topics) {
      await expect
        .element(menu().getByRole('link', { name: topic.title, exact: true }))
        .toHaveAttribute('href', `/help#${topic.tag}`);
    }
    const first = topics[0];
    if (!first) throw new Error('no help topic');
    await menu().getByRole('link', { name: first.title, exact: true }).click();
    await expect.poll(() => menu().query(), closeTimeout).toBeNull();
    expect(window.location.pathname).toBe('/help');
    expect(window.location.hash).toBe(`#${first.tag}`);
  });

  it('offers live support by e-mail (§2.5 mail link)', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openByKeyboard();
    await expect
      .element(menu().getByRole('link', { name: /E-mail us/ }))
      .toHaveAttribute('href', 'mailto:support@sakura-play.example');
  });

  it('follow-us shows only the networks the brand has (sakura: no blog; harbor: no X or Instagram)', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openByKeyboard();
    await menu().getByRole('tab', { name: 'Follow us' }).click();
    const sakuraLinks = menu().getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect
      .poll(() => sakuraLinks.elements().map((a) => a.getAttribute('data-network')))
      .toEqual(['YOUTUBE', 'TWITTER', 'INSTAGRAM']);
    await expect
      .element(menu().getByRole('link', { name: 'YouTube (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://www.youtube.com/@sakuraplay');

    await mountTestSite('harbor', { lang: 'EN' });
    await openByKeyboard();
    await menu().getByRole('tab', { name: 'Follow us' }).click();
    const harborLinks = menu().getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect
      .poll(() => harborLinks.elements().map((a) => a.getAttribute('data-network')))
      .toEqual(['YOUTUBE', 'BLOG']);
  });

  it('member: the member menu lists the member-centre pages; a link closes the menu', async () => {
    const member = await freshAccount('member');
    const code = await handoffFor(member);
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}` });
    await expect.element(page.getByRole('banner').getByText(member.account)).toBeVisible();
    await openByKeyboard();
    await menu().getByRole('tab', { name: 'Account' }).click();
    const centre = menu().getByRole('navigation', { name: 'Member centre' });
    await expect
      .element(centre.getByRole('link', { name: 'Withdraw' }))
      .toHaveAttribute('href', '/member/withdraw');
    await expect.element(menu().getByRole('button', { name: 'Log out' })).toBeVisible();
    await centre.getByRole('link', { name: 'Deposit' }).click();
    await expect.poll(() => menu().query(), closeTimeout).toBeNull();
  });

  it('renders the lobby slot for game categories first in the all-menu tab', async () => {
    const { unmount } = await renderFrame({
      path: '/',
      pages: [{ path: '', element: <h1>Home</h1> }],
      slots: {
        sideMenuGames: () => (
          <ul aria-label="Game categories">
            <li>
              <a href="/hot">Hot games</a>
            </li>
          </ul>
        ),
      },
    });
    try {
      await openByKeyboard();
      await expect
        .element(menu().getByRole('list', { name: 'Game categories' }).getByRole('link'))
        .toHaveAttribute('href', '/hot');
    } finally {
      unmount();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`is axe clean open on every tab (${theme}, ${lang})`, async () => {
        const member = await freshAccount('member');
        const code = await handoffFor(member);
        await mountTestSite('sakura', { lang, theme, path: `/?handoff=${code}` });
        await expect.element(page.getByRole('banner').getByText(member.account)).toBeVisible();
        const name = lang === 'EN' ? 'Menu' : 'メニュー';
        await page.getByRole('banner').getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect.element(dialog).toBeVisible();
        const tabs = dialog.getByRole('tab');
        await expect.poll(() => tabs.elements().length).toBe(4);
        for (const tab of tabs.elements()) {
          await userEvent.click(tab);
          await expectNoAxeViolations();
        }
      });
    }
  }
});
