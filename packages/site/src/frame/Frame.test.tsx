import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, mountTestSite, widenViewport } from '../../test';
import { renderFrame } from './frameHarness.test.helpers';
import { freshAccount, handoffFor } from './sessions.test.helpers';

describe('frame landmarks and keyboard (§2.5–§2.7)', () => {
  it('has banner, navigation, main, contentinfo and complementary landmarks', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.element(page.getByRole('main')).toBeInTheDocument();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    await expect.element(page.getByRole('complementary', { name: 'Quick actions' })).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: 'Help and information' }))
      .toBeVisible();
  });

  it('the first Tab offers a skip link that moves focus to the main content', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await expect.element(page.getByRole('banner')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('right bar: customer service opens its popup (§2.8 csModal)', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    const bar = page.getByRole('complementary', { name: 'Quick actions' });
    await bar.getByRole('button', { name: 'Customer service' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('right bar: back to top scrolls the page to the top (§2.7)', async () => {
    const { unmount } = await renderFrame({
      path: '/',
      pages: [{ path: '', element: <div style={{ height: 4000 }}>Long page</div> }],
    });
    try {
      window.scrollTo({ top: 2000 });
      await expect.poll(() => window.scrollY).toBeGreaterThan(1000);
      await page
        .getByRole('complementary', { name: 'Quick actions' })
        .getByRole('button', { name: 'Back to top' })
        .click();
      await expect.poll(() => window.scrollY).toBe(0);
    } finally {
      unmount();
    }
  });

  it('right bar: back to top appears without moving customer service, on a phone and a desktop', async () => {
    for (const wide of [false, true]) {
      if (wide) await widenViewport();
      const { unmount } = await renderFrame({
        path: '/',
        pages: [{ path: '', element: <div style={{ height: 4000 }}>Long page</div> }],
      });
      try {
        const bar = page.getByRole('complementary', { name: 'Quick actions' });
        const service = bar.getByRole('button', { name: 'Customer service' }).element();
        const before = service.getBoundingClientRect();
        window.scrollTo({ top: 2000 });
        await expect.element(bar.getByRole('button', { name: 'Back to top' })).toBeVisible();
        const after = service.getBoundingClientRect();
        expect([after.left, after.top], `wide: ${wide}`).toEqual([before.left, before.top]);
      } finally {
        unmount();
        window.scrollTo({ top: 0 });
      }
    }
  });

  it('renders the top navigation slot in a Games navigation landmark (lobby, §2.2)', async () => {
    await widenViewport();
    const { unmount } = await renderFrame({
      path: '/',
      pages: [{ path: '', element: <h1>Home</h1> }],
      slots: { topNav: () => <a href="/live">Live</a> },
    });
    try {
      await expect
        .element(
          page
            .getByRole('banner')
            .getByRole('navigation', { name: 'Games' })
            .getByRole('link', { name: 'Live' }),
        )
        .toHaveAttribute('href', '/live');
    } finally {
      unmount();
    }
  });

  it('opts out of the chrome where the route says so (§2.1 /helpmc)', async () => {
    const { unmount } = await renderFrame({
      path: '/helpmc',
      pages: [{ path: 'helpmc', handle: { chrome: 'none' }, element: <h1>Member help</h1> }],
    });
    try {
      await expect.element(page.getByRole('heading', { name: 'Member help' })).toBeVisible();
      expect(page.getByRole('banner').query()).toBeNull();
      expect(page.getByRole('contentinfo').query()).toBeNull();
    } finally {
      unmount();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`visitor page is axe clean (${theme}, ${lang})`, async () => {
        await mountTestSite('sakura', { lang, theme });
        await expect
          .element(
            page
              .getByRole('banner')
              .getByRole('button', { name: lang === 'EN' ? 'Log in' : 'ログイン' }),
          )
          .toBeVisible();
        await expectNoAxeViolations();
      });
    }
  }

  it('harbor member page is axe clean (light, EN)', async () => {
    const member = await freshAccount('member', { brand: 'harbor', code: 'HARBOR01' });
    const code = await handoffFor(member, { brand: 'harbor', code: 'HARBOR01' });
    await mountTestSite('harbor', { lang: 'EN', path: `/?handoff=${code}` });
    await expect.element(page.getByRole('banner').getByText(member.account)).toBeVisible();
    await expectNoAxeViolations();
  });
});
