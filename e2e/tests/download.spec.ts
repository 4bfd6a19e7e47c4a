// Issue 16 item 6: /down (§2.11 app download) and the site as an installable Progressive Web App,
// for every brand, at desktop size and on a phone (the download-phone project).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import type { BrandUnderTest, Lang, Mode } from '../support/brands';
import { brandsUnderTest, modes, readBrandJson } from '../support/brands';
import { screenshotStep } from '../support/screenshots';
import { waitForSettled } from '../support/site';
import { expectedBrandColor, expectedSurfaceBase } from '../support/tokens';

const text = {
  en: {
    title: 'App download',
    guides: 'Install guides',
    ios: 'iPhone and iPad',
    chrome: 'Android and computer',
    iosTitle: 'Add to the Home Screen with Safari',
    chromeTitle: 'Install with Chrome',
  },
  ja: {
    title: 'アプリダウンロード',
    guides: 'インストール方法',
    ios: 'iPhone・iPad',
    chrome: 'Android・パソコン',
    iosTitle: 'Safari でホーム画面に追加',
    chromeTitle: 'Chrome でインストール',
  },
} as const;

/** Addresses of the API and of everything about money, which the worker must never answer. */
const API_PATH = /^\/(wps|lgw|lotto|api)(\/|$)/;

/** Opens /down with a stored language and theme (§4 preferences), the announcement seen. */
async function openDownload(page: Page, brand: BrandUnderTest, lang: Lang, mode: Mode) {
  await page.addInitScript(
    ([language, theme]) => {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
      localStorage.setItem('lang', language.toUpperCase());
      localStorage.setItem('theme', theme);
    },
    [lang, mode] as const,
  );
  await page.goto(new URL('/down', brand.baseURL).toString());
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.getByRole('heading', { level: 1, name: text[lang].title })).toBeVisible();
  await waitForSettled(page);
}

/** Presses Tab until one of the guide tabs has focus: the guides are reachable by keyboard. */
async function tabToGuides(page: Page, lang: Lang) {
  const tabs = page.getByRole('tablist', { name: text[lang].guides }).getByRole('tab');
  const focused = () =>
    tabs.evaluateAll((list) => list.some((tab) => tab === document.activeElement));
  await page.locator('body').focus();
  // The header's and side menu's controls come first; 80 stops is far more than the frame has.
  for (let presses = 0; presses < 80 && !(await focused()); presses += 1)
    await page.keyboard.press('Tab');
  expect(await focused(), 'a guide tab takes focus within the Tab order').toBe(true);
}

/** Waits until the service worker controls the page, reloading once after it has activated. */
async function controlledBySiteWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serviceWorker\.js$/);
}

for (const brand of brandsUnderTest()) {
  const name = String(readBrandJson(brand.id).name);

  test.describe(`download page, ${brand.id}`, () => {
    for (const lang of brand.langs) {
      for (const mode of modes) {
        test(`${lang} ${mode}: both install guides, by keyboard, with no axe violations`, async ({
          page,
        }) => {
          await openDownload(page, brand, lang, mode);
          const t = text[lang];
          // Chromium on a computer and on Android: the Chrome guide opens first (§2.11).
          await expect(page.getByRole('tab', { name: t.chrome })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await expect(page.getByRole('heading', { name: t.chromeTitle })).toBeVisible();
          await screenshotStep(page, brand.id, `down-chrome-${lang}-${mode}`, test.info());
          await expectNoAxeViolations(page, { label: `/down Chrome guide ${lang} ${mode}` });

          await tabToGuides(page, lang);
          await page.keyboard.press('Home');
          await expect(page.getByRole('tab', { name: t.ios })).toBeFocused();
          await expect(page.getByRole('tab', { name: t.ios })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          const iosGuide = page.getByRole('tabpanel');
          await expect(iosGuide.getByRole('heading', { name: t.iosTitle })).toBeVisible();
          await expect(iosGuide.getByRole('listitem')).toHaveCount(4);
          await expect(iosGuide.getByRole('img')).toHaveCount(4);
          for (const picture of await iosGuide.getByRole('img').all())
            await expect(picture).toHaveAccessibleName(/\S/);
          await screenshotStep(page, brand.id, `down-ios-${lang}-${mode}`, test.info());
          await expectNoAxeViolations(page, { label: `/down iOS guide ${lang} ${mode}` });
        });
      }
    }

    test('links a valid web app manifest with the brand’s name, colours and icons', async ({
      page,
    }) => {
      await openDownload(page, brand, brand.defaultLang, 'light');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href, 'index.html links a manifest').toBeTruthy();
      const response = await page.request.get(new URL(href ?? '', brand.baseURL).toString());
      expect(response.status()).toBe(200);
      const manifest = JSON.parse(await response.text()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name,
        start_url: '/',
        display: 'standalone',
        lang: brand.defaultLang,
        theme_color: expectedBrandColor(brand.id),
        background_color: expectedSurfaceBase(brand.id, 'light'),
      });
      expect(String(manifest.short_name).length).toBeGreaterThan(0);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? '']) {
        const icon = await page.request.get(new URL(src, brand.baseURL).toString());
        expect(icon.status(), src).toBe(200);
        expect(icon.headers()['content-type'], src).toBe('image/png');
      }
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        expectedBrandColor(brand.id) ?? '',
      );
    });

    test('the service worker controls the page, and never answers or stores an API call', async ({
      page,
    }) => {
      await openDownload(page, brand, brand.defaultLang, 'light');
      const firstApiCall = page.waitForResponse((r) => API_PATH.test(new URL(r.url()).pathname));
      const entry = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
      await controlledBySiteWorker(page);

      // The precached entry comes from the worker (so fromServiceWorker() can see it), the API
      // call made after it from the network.
      expect((await entry).fromServiceWorker(), 'the precached entry script').toBe(true);
      const api = await firstApiCall;
      expect(api.fromServiceWorker(), `${api.url()} is not answered by the worker`).toBe(false);
      // A call made by hand after that: an answer from the network, whatever it says.
      const noticeCall = page.waitForResponse((r) => r.url().includes('MCSFE_getNoticeList'));
      await page.evaluate(() => fetch('/wps/relay/MCSFE_getNoticeList?pageNo=1&pageSize=5'));
      expect((await noticeCall).fromServiceWorker(), 'a later API call').toBe(false);

      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys())
          for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
        return urls.map((url) => new URL(url).pathname);
      });
      expect(cached, 'the precache holds the shell').toContain('/index.html');
      expect(
        cached.filter((path) => API_PATH.test(path)),
        'Cache Storage holds no API answer',
      ).toEqual([]);
    });

    test('Chromium’s own installability check finds no error', async () => {
      // Lighthouse 12 dropped its PWA category; the installability checks the bar means
      // are Chromium's own, asked here through the DevTools protocol. In a persistent profile:
      // Playwright's usual contexts are incognito, which Chromium never lets install an app.
      const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } =
        test.info().project.use;
      const profile = mkdtempSync(path.join(os.tmpdir(), 'lobbykit-pwa-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: chromiumArgs,
        viewport,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await openDownload(page, brand, brand.defaultLang, 'light');
        await controlledBySiteWorker(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('offline, a navigation falls back to the cached shell', async ({ page, context }) => {
      await openDownload(page, brand, brand.defaultLang, 'light');
      await controlledBySiteWorker(page);
      await context.setOffline(true);
      const response = await page.goto(new URL('/down', brand.baseURL).toString());
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator(`html[data-brand="${brand.id}"]`)).toHaveCount(1);
      await context.setOffline(false);
    });
  });
}
