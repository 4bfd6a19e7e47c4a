// Issue 14 items 4 and 5, end to end in Chromium against the real platform serving each brand: a
// member (credited by the operator CLI, with a payment password and a bank account set through
// the platform's own calls) withdraws part of the balance and sees it held; an operator reviews,
// approves and pays it from the CLI; the member sees each step on the timeline and confirms
// receipt. Then a demo downline sends money to its agent (transfer upline). Desktop and phone.
import { createApiClient } from '@lobbykit/api-client';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import type { BrandUnderTest } from '../support/brands';
import { headerBalance } from '../support/lobby';
import { operator, seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite } from '../support/member';
import { openSite } from '../support/site';

const payPassword = 'pay-e2e-secret';

/** Amounts in the brand's currency (sakura JPY 0 decimals, harbor EUR 2). */
function amounts(brand: BrandUnderTest) {
  return brand.minorUnits === 0
    ? { credit: '50000', withdraw: '20000', left: '30,000', leftWire: '30000', send: '1000' }
    : { credit: '500.00', withdraw: '200.00', left: '300.00', leftWire: '300.00', send: '10.00' };
}

/** A payment password and a bank account, through the platform's calls as the site makes them. */
async function prepareMember(brand: BrandUnderTest, account: string, password: string) {
  let token: string | null = null;
  const api = createApiClient({
    baseUrl: brand.baseURL,
    merchant: brand.merchantCode,
    getToken: () => token,
    getLanguage: () => 'EN',
  });
  const login = await api.sessionLogin({ username: account, password, type: 'username' });
  token = login.token;
  await api.memberPaymentPassword({
    currentPassword: password,
    newPaymentPassword: payPassword,
    confirmNewPaymentPassword: payPassword,
  });
  return api;
}

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: member centre withdraw and transfers`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('a member withdraws, the operator pays from the CLI, the member confirms on the timeline', async ({
      page,
    }) => {
      const money = amounts(brand);
      const { member } = await seedDemo(brand);
      await operator(
        brand,
        'credit',
        brand.merchantCode,
        member.account,
        money.credit,
        '--reason',
        'e2e',
      );
      const api = await prepareMember(brand, member.account, member.password);
      await api.memberBankAccountAdd({
        holderName: 'Hanako Yamada',
        bankName: 'Sakura Bank',
        accountNumber: '1234-5678-90',
        paymentPassword: payPassword,
      });

      await logInOnSite(page, brand, member);
      await openSite(page, brand.baseURL, '/member/withdraw');
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
      const form = page.getByRole('form', { name: 'New withdrawal' });
      await expect(form).toBeVisible();
      await form.getByRole('textbox', { name: 'Amount' }).fill(money.withdraw);
      await expect(form.getByRole('combobox', { name: 'Bank account' })).toContainText('7890');
      await form
        .getByLabel(/^Payment password/)
        .and(form.locator('input'))
        .fill(payPassword);
      await expectNoAxeViolations(page, { label: 'withdraw form' });
      await form.getByRole('button', { name: 'Withdraw' }).click();

      const detail = page.getByRole('region', { name: /^Withdrawal \d+$/ });
      await expect(detail).toBeVisible();
      const id = /(\d+)$/.exec(
        (await detail.getByRole('heading').first().textContent()) ?? '',
      )?.[1];
      expect(id).toBeTruthy();
      const progress = detail.getByRole('list', { name: 'Withdrawal progress' });
      await expect(progress).toContainText('Submitted');
      await expect(progress).toContainText('Expected by');
      // Held at once: what is left to withdraw is the rest.
      await expect(page.getByText(money.left).first()).toBeVisible();
      // The header shows what can be spent: the held amount is not in it (issue 14).
      expect(await headerBalance(page, brand.minorUnits, money.leftWire)).toBe(money.leftWire);
      await expect(page.getByText('Held for withdrawals')).toBeVisible();
      await screenshotStep(page, brand.id, 'withdraw-submitted', test.info());

      await operator(
        brand,
        'cashier',
        'withdrawal-review',
        id ?? '',
        '--note',
        'Checking the account',
      );
      await operator(brand, 'cashier', 'withdrawal-approve', id ?? '');
      await operator(
        brand,
        'cashier',
        'withdrawal-pay',
        id ?? '',
        '--note',
        'Sent by bank transfer',
      );

      // No reload: each step reaches the open timeline through the member's event stream (issue
      // 15; the page's own fallback asks again only once a minute).
      await expect(progress).toContainText('Under review');
      await expect(progress).toContainText('Checking the account');
      await expect(progress).toContainText('Approved');
      await expect(progress).toContainText('Sent by bank transfer');
      await expect(progress).toContainText('Please confirm by');
      await expectNoAxeViolations(page, { label: 'withdrawal timeline' });
      await screenshotStep(page, brand.id, 'withdraw-paid', test.info());
      await detail.getByRole('button', { name: 'I received it' }).click();
      await expect(detail.getByText('Received', { exact: true }).first()).toBeVisible();
      await expect(detail.getByRole('button', { name: 'I received it' })).toHaveCount(0);
      await screenshotStep(page, brand.id, 'withdraw-received', test.info());

      // The same page in Japanese and dark: every word translated, still no axe violation.
      await page.evaluate(() => {
        localStorage.setItem('lang', 'JA');
        localStorage.setItem('theme', 'dark');
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: '出金' })).toBeVisible();
      await expect(page.getByRole('form', { name: '新しい出金' })).toBeVisible();
      await page
        .getByRole('grid', { name: '出金履歴' })
        .getByRole('button', { name: '詳細' })
        .first()
        .click();
      await expect(page.getByRole('list', { name: '出金の進行状況' })).toContainText('受取済み');
      await expectNoAxeViolations(page, { label: 'withdraw page, JA dark' });
      await screenshotStep(page, brand.id, 'withdraw-ja-dark', test.info());
    });

    test('a demo downline sends money to its agent (transfer upline)', async ({ page }) => {
      const money = amounts(brand);
      const { agent, downlines } = await seedDemo(brand);
      const downline = downlines[0];
      if (!downline) throw new Error('no downline');
      await operator(
        brand,
        'credit',
        brand.merchantCode,
        downline.account,
        money.credit,
        '--reason',
        'e2e',
      );
      await prepareMember(brand, downline.account, downline.password);
      await logInOnSite(page, brand, downline);
      await openSite(page, brand.baseURL, '/member/transferUpline');
      const form = page.getByRole('form', { name: /^Send to / });
      await expect(form).toContainText(agent.account);
      await form.getByRole('textbox', { name: 'Amount' }).fill(money.send);
      await form
        .getByLabel(/^Payment password/)
        .and(form.locator('input'))
        .fill(payPassword);
      await expectNoAxeViolations(page, { label: 'transfer upline' });
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('status').filter({ hasText: agent.account })).toBeVisible();
      await screenshotStep(page, brand.id, 'transfer-upline-sent', test.info());
      const balance = await operator<{ wallet: string; balance: string }[]>(
        brand,
        'balance',
        brand.merchantCode,
        agent.account,
      );
      expect(balance.find((w) => w.wallet === 'MAIN')?.balance).toBe(money.send);

      await openSite(page, brand.baseURL, '/member/transferFund');
      await expect(page.getByText(/one wallet for every game/)).toBeVisible();
      await expectNoAxeViolations(page, { label: 'transfer fund' });
      await screenshotStep(page, brand.id, 'transfer-fund', test.info());
    });
  });
}
