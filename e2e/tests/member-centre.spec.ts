// Issue 14 items 1 and 7, end to end in Chromium against the real platform serving each brand: a
// member logs in, opens the member centre from the header's messages button, finds the welcome
// message unread, opens it (the header's count drops), and deletes it. Desktop and phone.
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import { seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite } from '../support/member';
import { dialog, header } from '../support/site';

/** The welcome message seed-demo leaves in every new inbox, in the merchant's language. */
const welcome = /Welcome to|へようこそ/;

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: member centre`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('a member opens the welcome message from the header, the count drops, and deletes it', async ({
      page,
    }) => {
      const { member } = await seedDemo(brand);
      await logInOnSite(page, brand, member);

      await header(page).getByRole('link', { name: 'Messages, 1 unread' }).click();
      await expect(page).toHaveURL(/\/member\/messageV2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      const inbox = page.getByRole('list', { name: 'Inbox' });
      const unread = inbox.getByRole('button', { name: /^Unread/ });
      await expect(unread).toHaveCount(1);
      await expect(unread).toContainText(welcome);
      await screenshotStep(page, brand.id, 'member-inbox', test.info());
      await expectNoAxeViolations(page, { label: 'member centre inbox' });

      await unread.click();
      const opened = dialog(page, welcome);
      await expect(opened).toBeVisible();
      await expect(opened).toContainText(/responsibly|責任ある/);
      await expect(header(page).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      await expect(inbox.getByRole('button', { name: /^Read/ })).toHaveCount(1);
      await opened.getByRole('button', { name: 'Delete' }).click();
      const confirm = dialog(page, 'Delete this message?');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible();
      await screenshotStep(page, brand.id, 'member-inbox-empty', test.info());
    });
  });
}
