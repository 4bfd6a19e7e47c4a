import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, mountTestSite, operator, widenViewport } from '../../test';
import {
  credit,
  freshAccount,
  handoffFor,
  harbor,
  sakura,
  trialHandoff,
  unreadCount,
} from './sessions.test.helpers';
import { renderFrame } from './frameHarness.test.helpers';

const banner = () => page.getByRole('banner');

/** Every layout shift recorded so far whose moved nodes are in the header or are the main box. */
function shiftsInHeaderOrMain(entries: PerformanceEntry[]): string[] {
  const header = document.querySelector('header');
  const main = document.getElementById('main');
  const found: string[] = [];
  for (const entry of entries as (PerformanceEntry & {
    value: number;
    sources?: { node?: Node | null }[];
  })[]) {
    for (const source of entry.sources ?? []) {
      const node = source.node;
      if (!node) continue;
      if (node === main || header?.contains(node)) {
        found.push(`${(node as Element).outerHTML?.slice(0, 80) ?? node.nodeName} moved`);
      }
    }
  }
  return found;
}

describe('header (§2.6)', () => {
  it('visitor: menu, home, logo named by the brand, language, theme, log in and register', async () => {
    await widenViewport();
    await mountTestSite('sakura', { lang: 'EN' });
    const header = banner();
    await expect.element(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.element(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The home icon button, named by its label; on wide screens the games navigation has a Home
    // entry too.
    await expect
      .element(header.getByRole('link', { name: 'Home' }).and(header.getByLabelText('Home')))
      .toHaveAttribute('href', '/');
    const logo = header.getByRole('img', { name: 'Sakura Play' });
    await expect.element(logo).toHaveAttribute('width');
    await expect.element(logo).toHaveAttribute('height');
    await expect.element(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect.element(header.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect.element(header.getByRole('button', { name: 'Register' })).toBeVisible();
    // Nothing of a member's header.
    expect(header.getByRole('group', { name: 'Balance' }).query()).toBeNull();
    expect(header.getByRole('button', { name: 'Log out' }).query()).toBeNull();
  });

  it('visitor: log in and register open their popups (§2.8)', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await banner().getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    await banner().getByRole('button', { name: 'Register' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('hides the language selector when the brand has one language (§2.6)', async () => {
    await mountTestSite('sakura', {
      lang: 'EN',
      brandChanges: (brand) => ({ ...brand, supportLanguages: ['EN'], defaultLang: 'EN' }),
    });
    await expect.element(banner().getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(banner().getByRole('combobox', { name: 'Language' }).query()).toBeNull();
  });

  it('member: name, VIP level, balance in the brand’s currency, withdraw, deposit, messages with the unread count, log out; no agent button', async () => {
    const member = await freshAccount('member');
    await credit(sakura, member.account, '1234');
    await operator('messages', [
      'send',
      sakura.code,
      member.account,
      '--title',
      'Hi',
      '--content',
      'Hello',
    ]);
    const unread = await unreadCount(sakura, member.account);
    expect(unread).toBeGreaterThan(0);
    const code = await handoffFor(member);
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}` });
    const header = banner();
    await expect.element(header.getByText(member.account)).toBeVisible();
    await expect.element(header.getByRole('img', { name: 'VIP level 1' })).toBeVisible();
    // Issue 11: sakura is a yen brand, and yen have no decimals: thousands separators, the
    // brand's symbol, no ".00" (§9 two decimals is for currencies that have them).
    const balance = header.getByRole('group', { name: 'Balance' });
    await expect.element(balance).toHaveTextContent('¥1,234');
    expect(balance.element().textContent).not.toContain('1,234.');
    await expect
      .element(header.getByRole('link', { name: 'Withdraw' }))
      .toHaveAttribute('href', '/member/withdraw');
    await expect
      .element(header.getByRole('link', { name: 'Deposit' }))
      .toHaveAttribute('href', '/member/depositv2');
    await expect
      .element(header.getByRole('link', { name: `Messages, ${unread} unread` }))
      .toHaveAttribute('href', '/member/messageV2');
    expect(header.getByRole('link', { name: 'Agent centre' }).query()).toBeNull();
    expect(header.getByRole('button', { name: 'Log in' }).query()).toBeNull();
    // §4: logout starts with the confirm dialog.
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  it('agent: the agent button goes to /agentHome (§2.6 only for agents)', async () => {
    const agent = await freshAccount('agent');
    const code = await handoffFor(agent);
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}` });
    await expect
      .element(banner().getByRole('link', { name: 'Agent centre' }))
      .toHaveAttribute('href', '/agentHome');
  });

  it('trial: no balance and no messages (§6); deposit brings the real-account dialog (§5)', async () => {
    const trial = await trialHandoff();
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${trial.code}` });
    const header = banner();
    await expect.element(header.getByText(trial.account)).toBeVisible();
    await expect.element(header.getByText('Free play')).toBeVisible();
    expect(header.getByRole('group', { name: 'Balance' }).query()).toBeNull();
    expect(header.getByRole('link', { name: /^Messages/ }).query()).toBeNull();
    const unreadCalls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('CSP_unreadCount'));
    expect(unreadCalls).toEqual([]);
    await header.getByRole('button', { name: 'Deposit' }).click();
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  it('a euro brand shows its balance with two decimals and € (§9, issue 11)', async () => {
    const member = await freshAccount('member', harbor);
    await credit(harbor, member.account, '1234.5');
    const code = await handoffFor(member, harbor);
    await mountTestSite('harbor', { lang: 'EN', path: `/?handoff=${code}` });
    await expect
      .element(banner().getByRole('group', { name: 'Balance' }))
      .toHaveTextContent('€1,234.50');
  });

  it('balance: hide shows dots and says so; refresh shows the new figure (§2.6)', async () => {
    const member = await freshAccount('member');
    await credit(sakura, member.account, '1000');
    const code = await handoffFor(member);
    await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}` });
    const balance = banner().getByRole('group', { name: 'Balance' });
    await expect.element(balance).toHaveTextContent('¥1,000');
    await balance.getByRole('button', { name: 'Hide balance' }).click();
    await expect.element(balance).toHaveTextContent('Balance hidden');
    expect(balance.element().textContent).not.toContain('1,000');
    await expect
      .element(balance.getByRole('button', { name: 'Hide balance' }))
      .toHaveAttribute('aria-pressed', 'true');
    await balance.getByRole('button', { name: 'Hide balance' }).click();
    await expect.element(balance).toHaveTextContent('¥1,000');
    await credit(sakura, member.account, '2500');
    // By keyboard: focus the refresh button and press Enter.
    (balance.getByRole('button', { name: 'Refresh balance' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(balance).toHaveTextContent('¥3,500');
  });

  it('hides the balance on game pages and shows it again elsewhere (§2.1)', async () => {
    const member = await freshAccount('member');
    const code = await handoffFor(member);
    const { router, unmount } = await renderFrame({
      path: '/lottery',
      handoff: code,
      pages: [
        { path: 'lottery', handle: { gamePage: true }, element: <h1>Lottery</h1> },
        { path: 'hot', element: <h1>Hot games</h1> },
      ],
    });
    try {
      await expect.element(banner().getByText(member.account)).toBeVisible();
      expect(banner().getByRole('group', { name: 'Balance' }).query()).toBeNull();
      await router.navigate('/hot');
      await expect.element(banner().getByRole('group', { name: 'Balance' })).toBeVisible();
    } finally {
      unmount();
    }
  });

  it('has no menu button where the route has no side menu (§2.1 /vnLottery)', async () => {
    const { unmount } = await renderFrame({
      path: '/vnLottery',
      pages: [{ path: 'vnLottery', handle: { sideMenu: false }, element: <h1>VN lottery</h1> }],
    });
    try {
      await expect.element(banner().getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(banner().getByRole('button', { name: 'Menu' }).query()).toBeNull();
    } finally {
      unmount();
    }
  });

  it('restoring a session and loading the balance move nothing in the header or the main box', async () => {
    const member = await freshAccount('member');
    await credit(sakura, member.account, '987654');
    const code = await handoffFor(member);
    const shifts: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: false });
    try {
      await mountTestSite('sakura', { lang: 'EN', path: `/?handoff=${code}` });
      await expect
        .element(banner().getByRole('group', { name: 'Balance' }))
        .toHaveTextContent('¥987,654');
      await new Promise((resolve) => setTimeout(resolve, 300));
      shifts.push(...observer.takeRecords());
      expect(shiftsInHeaderOrMain(shifts)).toEqual([]);
    } finally {
      observer.disconnect();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`member header is axe clean (${theme}, ${lang})`, async () => {
        const agent = await freshAccount('agent');
        const code = await handoffFor(agent);
        await mountTestSite('sakura', { lang, theme, path: `/?handoff=${code}` });
        await expect.element(banner().getByText(agent.account)).toBeVisible();
        await expect
          .element(banner().getByRole('group', { name: lang === 'EN' ? 'Balance' : '残高' }))
          .toHaveTextContent('¥0');
        await expectNoAxeViolations();
      });
    }
  }
});
