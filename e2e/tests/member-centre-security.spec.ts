// Issue 14 items 2 and 9, end to end in Chromium against the real platform serving each brand: a
// member edits the profile, verifies an e-mail with the code read from the outbox, sets a payment
// password, adds a bank account with it (masked), resets the payment password by an e-mail code,
// sets a deposit limit and sees it in force, then self-excludes: logged out at once, and login
// refused, here and on the operator's other brand for the same mobile (the platform serves that
// brand at its `<id>.localhost` domain on the same database). Desktop and phone (the member-centre
// and member-centre-phone projects).
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import { latestEmailCode, outboxMark, seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite, openMemberPage } from '../support/member';
import {
  chooseLanguage,
  closeAnnouncementsIfOpen,
  dialog,
  expectLoggedOut,
  field,
  names,
  openLogin,
  openSite,
} from '../support/site';

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: member centre security`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('profile, payment password, bank account, deposit limit, then self-exclusion', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const { member } = await seedDemo(brand);
      // A first login may ask for a new password (§4): this flow needs to know the one in force.
      const password = await logInOnSite(page, brand, member);

      await openMemberPage(page, brand, 'securityCenter', 'My account');

      // The profile.
      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.getByRole('textbox', { name: 'Nickname' }).fill('Hana');
      await profile.getByRole('textbox', { name: 'Occupation' }).fill('Engineer');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(profile.getByText('Your profile is saved.')).toBeVisible();

      // The e-mail, verified with the code the outbox holds (issue 14 item 2).
      const contacts = page.getByRole('region', { name: 'E-mail and mobile' });
      const email = `hana-${Math.random().toString(36).slice(2, 10)}@example.com`;
      await contacts.getByRole('button', { name: /^(Add|Verify|Change): E-mail$/ }).click();
      const verify = page.getByRole('form', { name: 'Verify your e-mail' });
      await verify
        .getByRole('textbox', { name: /e-mail/i })
        .first()
        .fill(email);
      const emailMark = await outboxMark(brand);
      await verify.getByRole('button', { name: 'Send code' }).click();
      await expect(verify.getByText(`A code was sent to ${email}.`)).toBeVisible();
      await expect(verify.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
      await expectNoAxeViolations(page, { label: 'e-mail verification' });
      await screenshotStep(page, brand.id, 'security-verify-email', test.info());
      await verify
        .getByRole('textbox', { name: 'Verification code' })
        .fill(await latestEmailCode(brand, email, emailMark));
      await verify.getByRole('button', { name: 'Confirm e-mail' }).click();
      await expect(contacts.getByText('Your e-mail is verified.')).toBeVisible();
      await expect(contacts.getByText(`${email.slice(0, 1)}••••@example.com`)).toBeVisible();
      await expect(contacts.getByRole('button', { name: 'Change: E-mail' })).toBeVisible();

      // The payment password, the first time with the login password.
      const pay = page.getByRole('form', { name: 'Payment password' });
      await pay.getByRole('textbox', { name: 'Login password', exact: true }).fill(password);
      await pay
        .getByRole('textbox', { name: 'New payment password', exact: true })
        .fill('pay-246810');
      await pay
        .getByRole('textbox', { name: 'Confirm the new payment password', exact: true })
        .fill('pay-246810');
      await pay.getByRole('button', { name: 'Set payment password' }).click();
      await expect(pay.getByText('Your payment password is set.')).toBeVisible();

      // A bank account, with it: masked once saved.
      const add = page.getByRole('form', { name: 'Add a bank account' });
      await add.getByRole('textbox', { name: 'Account holder' }).fill('Hana Demo');
      await add.getByRole('textbox', { name: 'Bank' }).fill('Harbour Bank');
      await add.getByRole('textbox', { name: 'Account number' }).fill('1200 3400 5678');
      await add.getByRole('textbox', { name: 'Payment password', exact: true }).fill('pay-246810');
      await add.getByRole('button', { name: 'Add bank account' }).click();
      const accounts = page.getByRole('list', { name: 'Your bank accounts' });
      await expect(accounts).toContainText('5678');
      await expect(accounts).not.toContainText('3400');
      await expectNoAxeViolations(page, { label: 'security centre' });
      await screenshotStep(page, brand.id, 'security-centre', test.info());

      // Forgot the payment password: a code to the verified e-mail sets a new one.
      await page.getByRole('button', { name: 'Forgot payment password?' }).click();
      const reset = page.getByRole('form', { name: 'Reset the payment password' });
      await reset.getByRole('combobox', { name: 'Send the code to' }).selectOption('email');
      const resetMark = await outboxMark(brand);
      await reset.getByRole('button', { name: 'Send code' }).click();
      await expect(reset.getByText(/^A code was sent to /)).toBeVisible();
      await reset
        .getByRole('textbox', { name: 'Verification code' })
        .fill(await latestEmailCode(brand, email, resetMark));
      await reset
        .getByRole('textbox', { name: 'New payment password', exact: true })
        .fill('pay-135790');
      await reset
        .getByRole('textbox', { name: 'Confirm the new payment password', exact: true })
        .fill('pay-135790');
      await expectNoAxeViolations(page, { label: 'payment password reset' });
      await reset.getByRole('button', { name: 'Reset payment password' }).click();
      await expect(page.getByText('Your new payment password is set.')).toBeVisible();
      // The new one works, the old one no longer does: removing the bank account asks for it.
      await page.getByRole('button', { name: /^Remove .*5678$/ }).click();
      const remove = dialog(page, 'Remove this bank account?');
      await remove
        .getByRole('textbox', { name: 'Payment password', exact: true })
        .fill('pay-246810');
      await remove.getByRole('button', { name: 'Remove' }).click();
      await expect(remove.getByText('The payment password is not correct.')).toBeVisible();
      await remove
        .getByRole('textbox', { name: 'Payment password', exact: true })
        .fill('pay-135790');
      await remove.getByRole('button', { name: 'Remove' }).click();
      await expect(remove).toHaveCount(0);
      await expect(accounts).toHaveCount(0);

      // A deposit limit, in force at once (a first limit).
      const limit = page.getByRole('form', { name: 'Set a limit' });
      await limit.getByRole('textbox', { name: 'Amount (empty: no limit)' }).fill('10000');
      await limit.getByRole('button', { name: 'Save limit' }).click();
      await expect(limit.getByText('Saved. The limit is in force now.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your limits' })).toContainText(
        /Deposit limit · Per day\s*In force: \D*10,000/,
      );

      // The footer's page, in Japanese too.
      await page.goto(`${brand.baseURL}/responsible-gambling`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Responsible gambling' }),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Take a break' })).toBeVisible();
      await expectNoAxeViolations(page, { label: 'responsible gambling' });
      await screenshotStep(page, brand.id, 'responsible-gambling-en', test.info());
      await chooseLanguage(page, 'ja');
      await expect(
        page.getByRole('heading', { level: 1, name: '責任あるギャンブル' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, { label: 'responsible gambling JA' });
      await screenshotStep(page, brand.id, 'responsible-gambling-ja', test.info());
      await chooseLanguage(page, 'en');

      // Self-exclusion: a plain confirmation, then logged out at once, and told why.
      const brk = page.getByRole('form', { name: 'Take a break' });
      await brk
        .getByRole('combobox', { name: 'Period' })
        .selectOption({ label: 'Self-exclusion: 6 months' });
      await brk.getByRole('textbox', { name: 'Login password', exact: true }).fill(password);
      await brk.getByRole('button', { name: 'Self-exclude' }).click();
      const confirm = dialog(page, 'Self-exclude?');
      await expect(confirm).toContainText('logged out at once, everywhere');
      await expectNoAxeViolations(page, { label: 'self-exclusion confirmation' });
      await confirm.getByRole('button', { name: 'Yes, start it now' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'You have been logged out' }),
      ).toBeVisible();
      await expectLoggedOut(page);
      await screenshotStep(page, brand.id, 'self-excluded', test.info());

      // Login is refused (the visitor's announcements may open first).
      await closeAnnouncementsIfOpen(page);
      const popup = await openLogin(page);
      await popup.getByRole('textbox', { name: names.username }).fill(member.account);
      await field(popup, names.password).fill(password);
      await popup.getByRole('button', { name: names.logIn }).click();
      await expect(popup.getByRole('alert').first()).toBeVisible();
      await expect(popup).toBeVisible();
      await expectLoggedOut(page);

      // The same person on the operator's other brand (matched by the mobile) is refused too.
      const other = brandsUnderTest().find((b) => b.id !== brand.id);
      if (!other) return;
      const { member: twin } = await seedDemo(brand, {
        merchantCode: other.merchantCode,
        mobile: member.mobile,
      });
      const otherSite = new URL(brand.baseURL);
      otherSite.hostname = `${other.id}.localhost`;
      await openSite(page, otherSite.href);
      await expect(page.locator('html')).toHaveAttribute('data-brand', other.id);
      await closeAnnouncementsIfOpen(page);
      const otherPopup = await openLogin(page);
      await otherPopup.getByRole('textbox', { name: names.username }).fill(twin.account);
      await field(otherPopup, names.password).fill(twin.password);
      await otherPopup.getByRole('button', { name: names.logIn }).click();
      await expect(otherPopup.getByRole('alert').first()).toContainText(
        'You have taken a time-out or excluded yourself from play',
      );
      await expectLoggedOut(page);
      await screenshotStep(page, brand.id, `self-excluded-on-${other.id}`, test.info());
    });
  });
}
