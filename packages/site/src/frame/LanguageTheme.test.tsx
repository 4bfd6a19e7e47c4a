import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountTestSite, widenViewport } from '../../test';
import { freshAccount, handoffFor } from './sessions.test.helpers';

const header = () => page.getByRole('banner');

describe('language change (§4)', () => {
  it('from the header: sets the locale, stores lang and hisLang, sets <html lang>', async () => {
    await widenViewport();
    await mountTestSite('sakura', { lang: 'EN' });
    await expect.element(header().getByRole('button', { name: 'Log in' })).toBeVisible();
    await userEvent.selectOptions(header().getByRole('combobox', { name: 'Language' }), 'ja');
    await expect.element(header().getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(localStorage.getItem('lang')).toBe('JA');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('ja');
    // The selector itself now reads in Japanese and names the language in its own script.
    await expect.element(header().getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });

  it('from the side menu language tab, and a member’s choice is sent to the server', async () => {
    const member = await freshAccount('member');
    const code = await handoffFor(member);
    await mountTestSite('sakura', { lang: 'JA', path: `/?handoff=${code}` });
    await expect.element(header().getByText(member.account)).toBeVisible();
    await header().getByRole('button', { name: 'メニュー' }).click();
    const menu = page.getByRole('dialog', { name: 'メニュー' });
    await menu.getByRole('tab', { name: '言語' }).click();
    // Watched as they happen: the lobby's images fill the page's resource-timing buffer.
    const requested: string[] = [];
    const requests = new PerformanceObserver((list) =>
      requested.push(...list.getEntries().map((entry) => entry.name)),
    );
    requests.observe({ type: 'resource' });
    onTestFinished(() => requests.disconnect());
    await menu.getByRole('radio', { name: 'English' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('JA');
    expect(document.documentElement.lang).toBe('en');
    await expect
      .element(page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'English' }))
      .toBeChecked();
    // §4 "sends server language update": the member's language call went out.
    await expect
      .poll(() => requested.some((name) => name.includes('/wps/member/language')))
      .toBe(true);
  });
});

describe('theme (§4)', () => {
  it('is light by default, the switch sets data-theme and stores it; a new visit keeps it', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    const toggle = header().getByRole('button', { name: 'Dark mode' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('restores the stored theme even when index.html could not run its inline script', async () => {
    // mountTestSite stores the theme but sets the attribute itself; undo the attribute, as a
    // Content-Security-Policy that blocks inline scripts leaves it.
    const mounting = mountTestSite('sakura', { lang: 'EN', theme: 'dark' });
    document.documentElement.setAttribute('data-theme', 'light');
    await mounting;
    await expect
      .element(header().getByRole('button', { name: 'Dark mode' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
