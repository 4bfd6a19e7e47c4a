// Issue 11 "phones first": a walk of every route and popup at 360, 390 and 430 px upright and
// 844 px on its side, per brand and language (EN light, JA dark, so both modes are seen), that
// fails on any horizontal overflow, any dialog outside the screen or unable to scroll, any control
// covered by a fixed bar and any tap target under 24 px. Every stop saves a screenshot in
// e2e/screenshots/<brand>/layout/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from '../support/test';
import type { BrandUnderTest, Lang } from '../support/brands';
import { brandsUnderTest } from '../support/brands';
import { englishOnPage, englishOnlyFragments } from '../support/catalog';
import type { LayoutProblem, PhoneSize } from '../support/layout';
import { layoutProblems, phoneSizes, settleLayout } from '../support/layout';
import { seedDemo } from '../support/platform';
import { screenshotDir } from '../support/screenshots';
import {
  closeAnnouncementsIfOpen,
  dialog,
  field,
  header,
  names,
  trackRequests,
  waitForSettled,
} from '../support/site';

/** Every page of §2.1 the site has today; /lottery and friends send a visitor to /login (§2.2). */
const routes = [
  '/',
  '/noticePage',
  '/help',
  '/helpmc',
  '/hot',
  '/all',
  '/new',
  '/top',
  '/rng',
  '/rng?gameClassify=JP',
  '/live',
  '/sports',
  '/fish',
  '/pvp',
  '/esports',
  '/cockfight',
  '/lottery',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/down',
  '/fbSports',
  '/no-such-page',
];

// A phone (touch, mobile viewport rules); the walk resizes it. Scale 1 keeps the screenshots small.
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

/** Names of the account popups' controls in both languages (support/site.ts has EN only). */
const bothLanguages = {
  usernameTab: /^(username|ユーザー名)$/i,
  smsTab: /sms/i,
  forgot: /forgot|お忘れ/i,
  forgotDialog: /forgot|reset|パスワード/i,
  byPhone: /phone|電話/i,
  username: /^(username|ユーザー名)/i,
  password: /^(password|パスワード)/i,
  changePassword: /change( the)? password|パスワードを変更/i,
  menu: /^(menu|メニュー)$/i,
  feedback: /feedback|ご意見/i,
  customerService: /customer service|カスタマーサービス/i,
};

/** Each test walks many pages at four sizes; the machine may be shared with a build. */
test.describe.configure({ timeout: 600_000 });

function storeLanguage(page: Page, lang: Lang, mode: 'light' | 'dark') {
  return page.addInitScript(
    ([l, m]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('theme', m);
    },
    [lang.toUpperCase(), mode] as const,
  );
}

async function checkAtEverySize(
  page: Page,
  brand: BrandUnderTest,
  stop: string,
  found: string[],
): Promise<void> {
  const dir = path.join(screenshotDir(brand.id), 'layout');
  mkdirSync(dir, { recursive: true });
  for (const size of phoneSizes) {
    await resize(page, size);
    const problems: LayoutProblem[] = await layoutProblems(page);
    for (const p of problems) found.push(`${stop} at ${size.name}: ${p.kind}: ${p.detail}`);
    const file = `${stop.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${size.name}.png`;
    await page.screenshot({ path: path.join(dir, file), animations: 'disabled' });
  }
  await resize(page, phoneSizes[1]);
}

async function resize(page: Page, size: PhoneSize): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await settleLayout(page);
}

/** Opens a route and waits until its content has arrived (no request in flight). */
async function open(page: Page, route: string): Promise<void> {
  trackRequests(page);
  await page.goto(route);
  await expect(page.locator('html[data-brand][data-theme]')).toHaveCount(1);
  await waitForSettled(page);
}

/** Closes a popup the way a keyboard user does (every popup of the site closes on Escape). */
async function closeDialog(popup: Locator): Promise<void> {
  await popup.first().press('Escape');
  await expect(popup).toHaveCount(0);
}

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: layout at phone sizes`, () => {
    test.use({ baseURL: brand.baseURL });

    for (const lang of brand.langs) {
      const mode = lang === 'en' ? 'light' : 'dark';

      test(`${lang} ${mode}: every route fits the screen at 360, 390, 430 and 844 px`, async ({
        page,
      }) => {
        await storeLanguage(page, lang, mode);
        const found: string[] = [];
        // Issue 11: no English catalog string on a page shown in Japanese.
        const fragments = lang === 'ja' ? englishOnlyFragments() : [];
        const english: string[] = [];
        for (const route of routes) {
          await open(page, route);
          for (const leak of await englishOnPage(page, fragments))
            english.push(`${route}: ${leak}`);
          // The announcement popup opens by itself once a session: walked, then closed.
          if (route === '/') {
            await closeAnnouncementsIfOpen(page, () =>
              checkAtEverySize(page, brand, `${lang}-popup-announcements`, found),
            );
          }
          if (route === '/lottery') {
            // §2.2: a visitor without a token is sent to /login, which opens the login popup.
            await expect(dialog(page, names.logIn)).toBeVisible();
          }
          if (route === '/helpmc') {
            // Issue 11: the member help had a 320 px gap under its title.
            const gap = await page.evaluate(() => {
              const title = document.querySelector('h1');
              const next = title?.nextElementSibling;
              if (!title || !next) return Number.NaN;
              return next.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
            });
            expect(gap, 'the space under the /helpmc title').toBeLessThanOrEqual(48);
          }
          await checkAtEverySize(page, brand, `${lang}-${route}`, found);
          if (route === '/lottery') await closeDialog(dialog(page, names.logIn));
        }
        expect(found, 'layout problems').toEqual([]);
        expect(english, 'English text on Japanese pages').toEqual([]);
      });

      test(`${lang} ${mode}: every popup lies inside the screen and scrolls inside itself`, async ({
        page,
      }) => {
        await storeLanguage(page, lang, mode);
        const found: string[] = [];
        const visit = async (name: string, popup: Locator) => {
          await expect(popup).toBeVisible();
          await checkAtEverySize(page, brand, `${lang}-popup-${name}`, found);
        };

        // §2.1 /login opens the login popup over home.
        await open(page, '/login');
        await closeAnnouncementsIfOpen(page);
        const login = dialog(page, names.logIn);
        await visit('login', login);
        await login.getByRole('tab', { name: bothLanguages.smsTab }).first().click();
        await visit('login-sms', login);
        await login.getByRole('tab', { name: bothLanguages.usernameTab }).first().click();
        await login.getByRole('button', { name: bothLanguages.forgot }).first().click();
        const forgot = dialog(page, bothLanguages.forgotDialog);
        await visit('forgot-password', forgot);
        await forgot.getByRole('tab', { name: bothLanguages.byPhone }).click();
        await visit('forgot-password-phone', forgot);
        await closeDialog(forgot);

        await open(page, '/register');
        await visit('register', dialog(page, names.register));
        await closeDialog(dialog(page, names.register));
        // The announcement popup waits for the account popups to close (§2.8 publicModal).
        await closeAnnouncementsIfOpen(page);

        // The side menu (a drawer) from the header's menu button.
        await header(page).getByRole('button', { name: bothLanguages.menu }).first().click();
        const menu = page.getByRole('dialog').first();
        await visit('side-menu', menu);
        await closeDialog(menu);

        // Customer service from the right bar (§2.7, §2.8 csModal).
        await page.getByRole('button', { name: bothLanguages.customerService }).first().click();
        const support = dialog(page, bothLanguages.customerService);
        await visit('customer-service', support);
        await closeDialog(support);

        // The feedback form from the footer (§2.7).
        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: bothLanguages.feedback })
          .first()
          .click();
        const feedback = page.getByRole('dialog').first();
        await visit('feedback', feedback);
        await closeDialog(feedback);

        // A member: the header's account row, then the confirm-logout dialog.
        const { member } = await seedDemo(brand);
        await open(page, '/login');
        const popup = dialog(page, names.logIn);
        await field(popup, bothLanguages.username).fill(member.account);
        await field(popup, bothLanguages.password).fill(member.password);
        await popup.getByRole('button', { name: names.logIn }).last().click();
        // §4: the seeded member logs in for the first time, so the change-password popup opens.
        const change = dialog(page, bothLanguages.changePassword);
        await expect(change).toBeVisible({ timeout: 30_000 });
        await visit('change-password', change);
        await closeDialog(change);
        await expect(header(page).getByRole('button', { name: names.logOut })).toBeVisible();
        // A member is a new audience for the announcement popup (§4).
        await closeAnnouncementsIfOpen(page);
        await checkAtEverySize(page, brand, `${lang}-member-home`, found);
        await header(page).getByRole('button', { name: names.logOut }).click();
        await visit('confirm-logout', page.getByRole('alertdialog').or(page.getByRole('dialog')));

        expect(found, 'layout problems').toEqual([]);
      });
    }
  });
}
