// Issue 14 item 9, end to end in Chromium against the real platform serving each brand: a member
// sets a 10-minute reality check and a session time limit on the footer's responsible-gambling
// page; the page's clock is moved on 10 minutes (Playwright's clock, no waiting) and the reality
// check opens with the time played, the stakes and the net result; Continue closes it, and the
// betting-record link and Log out are there. Desktop and phone (the member-centre projects).
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import { seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite } from '../support/member';
import { chooseLanguage, closeAnnouncementsIfOpen } from '../support/site';

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: the reality check`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('a 10-minute reality check opens with the figures once the clock moves on', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const { member } = await seedDemo(brand);
      // The page's timers and Date under Playwright's control, running at normal speed.
      await page.clock.install();
      await logInOnSite(page, brand, member);

      await page.goto(`${brand.baseURL}/responsible-gambling`);
      await closeAnnouncementsIfOpen(page);
      const form = page.getByRole('form', { name: 'Set play-time limits' });
      await form.getByRole('combobox', { name: 'Reality check' }).selectOption('10');
      await form.getByRole('combobox', { name: 'Session time limit' }).selectOption('720');
      await form.getByRole('button', { name: 'Save play-time settings' }).click();
      await expect(form.getByText('Saved. Your settings are in force now.')).toBeVisible();
      const settings = page.getByRole('list', { name: 'Your play-time settings' });
      await expect(settings).toContainText(/Every 10 minutes/);
      await expect(settings).toContainText(/In force: 12 hours/);
      await expectNoAxeViolations(page, { label: 'play-time settings' });
      await screenshotStep(page, brand.id, 'play-time-settings-en', test.info());

      // Ten minutes on: the check is due, counted from the login.
      await page.clock.fastForward('10:00');
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await expect(check).toBeVisible();
      await expect(check).toContainText(/You have been playing for 10 minutes since you logged in/);
      await expect(check).toContainText(/Time played\s*10 minutes/);
      await expect(check).toContainText(/Stakes\s*\D*0/);
      await expect(check).toContainText(/Net result/);
      await expect(check.getByRole('link', { name: 'Betting record' })).toHaveAttribute(
        'href',
        '/member/personalHistoryCopy',
      );
      await expect(check.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expectNoAxeViolations(page, { label: 'reality check' });
      await screenshotStep(page, brand.id, 'reality-check-en', test.info());
      await check.getByRole('button', { name: 'Continue playing' }).click();
      await expect(check).toHaveCount(0);

      // In Japanese, ten minutes later again.
      await chooseLanguage(page, 'ja');
      await page.clock.fastForward('10:00');
      const ja = page.getByRole('alertdialog', { name: 'リアリティチェック' });
      await expect(ja).toBeVisible();
      await expect(ja).toContainText('プレイ時間');
      await screenshotStep(page, brand.id, 'reality-check-ja', test.info());
      await ja.getByRole('button', { name: 'プレイを続ける' }).click();
      await expect(ja).toHaveCount(0);
    });
  });
}
