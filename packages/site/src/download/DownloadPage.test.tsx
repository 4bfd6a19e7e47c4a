import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, mountTestSite, unmountTestSite } from '../../test';

const guides = () => page.getByRole('tablist', { name: /Install guides|インストール方法/ });
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Chromium's `beforeinstallprompt`, which only the browser itself can fire (once it judges the
 * site installable): a plain event with the two members the page uses, answering `outcome`.
 */
function fakeInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

afterEach(() => {
  unmountTestSite();
  vi.restoreAllMocks();
});

describe('download page (§2.11 app download)', () => {
  it('shows the Chrome guide first on a computer and the iOS steps with pictures one arrow key away, in EN', async () => {
    await mountTestSite('sakura', { path: '/down', lang: 'EN' });
    await expect.element(heading('App download')).toBeVisible();
    await expect.element(page.getByText(/Put Sakura Play on your home screen/)).toBeVisible();
    const chrome = guides().getByRole('tab', { name: 'Android and computer' });
    await expect.element(chrome).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('img', { name: "Chrome's menu with “Install app” marked" }))
      .toBeVisible();
    await expectNoAxeViolations();

    (chrome.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const ios = guides().getByRole('tab', { name: 'iPhone and iPad' });
    await expect.element(ios).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('heading', { name: 'Add to the Home Screen with Safari' }))
      .toBeVisible();
    const steps = page.getByRole('tabpanel').getByRole('listitem');
    await expect.poll(() => steps.elements().length).toBe(4);
    for (const name of [
      "Safari's compass icon on an iPhone",
      "Safari's toolbar with the Share button marked",
      'The share list with “Add to Home Screen” marked',
      "The app's icon and name, with the Add button marked",
    ])
      await expect.element(page.getByRole('img', { name })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('speaks Japanese, with Japanese alt text, in the dark theme', async () => {
    await mountTestSite('harbor', { path: '/down', lang: 'JA', theme: 'dark' });
    await expect.element(heading('アプリダウンロード')).toBeVisible();
    await guides().getByRole('tab', { name: 'iPhone・iPad' }).click();
    await expect
      .element(page.getByRole('img', { name: '共有ボタンに印を付けた Safari のツールバー' }))
      .toBeVisible();
    await expect.element(page.getByText('このページを Safari で開きます。')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('offers the browser’s own install prompt once Chromium fires it, and says so when the app is installed', async () => {
    await mountTestSite('sakura', { path: '/down', lang: 'EN' });
    await expect.element(heading('App download')).toBeVisible();
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect.element(install).not.toBeInTheDocument();

    const { event, prompt } = fakeInstallPrompt('accepted');
    window.dispatchEvent(event);
    // Chromium's own mini-infobar stays away: the page shows its button instead.
    expect(event.defaultPrevented).toBe(true);
    await expect.element(install).toBeVisible();
    (install.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(prompt).toHaveBeenCalledTimes(1);
    await expect
      .element(
        page.getByRole('status').getByText('Sakura Play is already installed on this device.'),
      )
      .toBeVisible();
    await expect.element(install).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('falls back to the manual steps when the visitor dismisses the prompt', async () => {
    await mountTestSite('sakura', { path: '/down', lang: 'EN' });
    const { event } = fakeInstallPrompt('dismissed');
    await expect.element(heading('App download')).toBeVisible();
    window.dispatchEvent(event);
    const install = page.getByRole('button', { name: 'Install the app' });
    await install.click();
    await expect.element(install).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('img', { name: 'The install dialog with its Install button marked' }))
      .toBeVisible();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('says the app is installed when the site runs from the home screen (display-mode standalone)', async () => {
    const matchMedia = window.matchMedia.bind(window);
    // The only way to be "installed" in a test browser: the page's own media query answers yes.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(display-mode: standalone)'
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query),
    );
    await mountTestSite('sakura', { path: '/down', lang: 'JA' });
    await expect
      .element(page.getByText('Sakura Play はこの端末にインストール済みです。'))
      .toBeVisible();
  });

  it('answers the browser’s appinstalled event (an install from the address bar) with the same note', async () => {
    await mountTestSite('harbor', { path: '/down', lang: 'EN' });
    await expect.element(heading('App download')).toBeVisible();
    window.dispatchEvent(new Event('appinstalled'));
    await expect
      .element(page.getByText('Harbor Games is already installed on this device.'))
      .toBeVisible();
  });
});
