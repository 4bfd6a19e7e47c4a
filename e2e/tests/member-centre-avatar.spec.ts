// Issue 14 item 2, end to end in Chromium against the real platform serving each brand: a new
// member has the default avatar in the header; in My account they choose another with the arrow
// keys and save it, and the header and the member centre menu show it at once, with no reload,
// and again after one. Desktop and phone (the member-centre and member-centre-phone projects).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import { seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite, openMemberPage } from '../support/member';
import { expectLoggedIn, header } from '../support/site';

/** The avatar picture in `scope`: the one image of the set it shows. */
const avatarIn = (scope: Locator) => scope.locator('img[src*="/images/avatars/"]');

/** The picture is the one named and really drawn (served, and allowed by the CSP). */
async function expectAvatar(picture: Locator, id: string) {
  await expect(picture).toHaveAttribute('src', new RegExp(`/images/avatars/${id}\\.svg$`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * The header's avatar from tablet width; a phone's account row has no room for it (the name would
 * be cut to a letter), so there it is only in the member centre's menu.
 */
async function expectHeaderAvatar(page: Page, id: string) {
  const picture = avatarIn(header(page));
  if ((page.viewportSize()?.width ?? 0) >= 768) await expectAvatar(picture, id);
  else await expect(picture).toBeHidden();
}

/** The member centre's menu: beside the page on desktop, in the sheet its button opens on phones. */
async function memberMenu(page: Page): Promise<Locator> {
  const side = page.getByRole('navigation', { name: 'Member centre' });
  if (await side.first().isVisible()) return side.first();
  await page.getByRole('button', { name: 'Member centre' }).click();
  const sheet = page.getByRole('dialog', { name: 'Member centre' });
  await expect(sheet).toBeVisible();
  return sheet;
}

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: the member's avatar`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('chooses an avatar in My account and sees it in the header at once', async ({ page }) => {
      const { member } = await seedDemo(brand);
      await logInOnSite(page, brand, member);
      // A member who never chose has the default, and the header loads only that one picture.
      await expectHeaderAvatar(page, 'star');
      await screenshotStep(page, brand.id, 'avatar-default-in-header-en', test.info());

      await openMemberPage(page, brand, 'securityCenter', 'My account');
      const form = page.getByRole('form', { name: 'Avatar' });
      const picker = form.getByRole('radiogroup', { name: 'Choose your avatar' });
      await expect(picker.getByRole('radio')).toHaveCount(12);
      await expect(picker.getByRole('radio', { name: 'Star' })).toBeChecked();

      // The keyboard: the checked picture is the one tab stop, the arrows move the choice.
      await picker.getByRole('radio', { name: 'Star' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(picker.getByRole('radio', { name: 'Rocket' })).toBeChecked();
      await form.getByRole('button', { name: 'Save avatar' }).click();
      await expect(form.getByText('Your avatar is saved.')).toBeVisible();

      // The header and the menu change without a reload.
      await expectHeaderAvatar(page, 'rocket');
      await expectNoAxeViolations(page, { label: 'avatar picker' });
      await screenshotStep(page, brand.id, 'avatar-chosen-en', test.info());
      await expectAvatar(avatarIn(await memberMenu(page)), 'rocket');
      await screenshotStep(page, brand.id, 'avatar-in-member-menu-en', test.info());

      // Kept on the platform: there after a reload too.
      await page.reload();
      await expectLoggedIn(page, member.account);
      await expectHeaderAvatar(page, 'rocket');
      await expect(
        page.getByRole('radiogroup', { name: 'Choose your avatar' }).getByRole('radio', {
          name: 'Rocket',
        }),
      ).toBeChecked();
    });
  });
}
