// Issue 14 item 3, end to end in Chromium against the real platform serving each brand: a member
// deposits through the demo gateway's hosted page and sees the balance rise; a bank-transfer
// deposit is confirmed with the operator CLI (`cashier deposit-confirm`) and shows credited; a
// deposit limit set through the platform call stops a deposit with its message. Desktop and phone.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import type { BrandUnderTest } from '../support/brands';
import { operator, seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite } from '../support/member';
import { header } from '../support/site';

/** The header's balance as a number (its digits and decimal point). */
async function balanceOf(page: Page): Promise<number> {
  const text = (await header(page).getByRole('group', { name: 'Balance' }).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

async function logIn(page: Page, brand: BrandUnderTest) {
  const { member } = await seedDemo(brand);
  await logInOnSite(page, brand, member);
  return member;
}

async function openDeposit(page: Page, brand: BrandUnderTest) {
  await page.goto(new URL('/member/depositv2', brand.baseURL).toString());
  await expect(page.getByRole('heading', { level: 2, name: 'New deposit' })).toBeVisible();
}

/** Each brand's channels, as brand.json configures them (sakura in yen, harbor in euros). */
interface DepositAmounts {
  gateway: string;
  bank: string;
  limit: string;
  over: string;
}
const yen: DepositAmounts = { gateway: '10000', bank: '5000', limit: '3000', over: '4000' };
const amounts: Record<string, DepositAmounts> = {
  sakura: yen,
  harbor: { gateway: '50.00', bank: '25.00', limit: '30.00', over: '40.00' },
};

/**
 * A member's first credited deposit of the day also earns the daily deposit bonus (brand.json
 * memberCentre.depositBonus; sakura and harbor use the defaults: 5 %, at most 10,000, rounded
 * down to the currency's minor unit), credited in the same transaction: the balance rises by both.
 */
function withDailyBonus(credit: number, decimals: number): number {
  const scale = 10 ** decimals;
  const minor = Math.round(credit * scale);
  return (minor + Math.min(Math.floor((minor * 5) / 100), 10_000 * scale)) / scale;
}

for (const brand of brandsUnderTest()) {
  const amount = amounts[brand.id] ?? yen;
  const decimals = amount.bank.includes('.') ? 2 : 0;
  test.describe(`${brand.id}: member centre deposits`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('a deposit through the demo gateway is credited and the balance rises', async ({
      page,
    }) => {
      await logIn(page, brand);
      await openDeposit(page, brand);
      const before = await balanceOf(page);
      await page.getByRole('radio', { name: /Instant payment/ }).check();
      await page.getByRole('textbox', { name: /Amount/ }).fill(amount.gateway);
      const credited = page
        .getByText('Credited to your balance')
        .locator('xpath=following-sibling::dd[1]');
      await expect(credited).not.toHaveText('–');
      const creditText = (await credited.textContent()) ?? '';
      await screenshotStep(page, brand.id, 'deposit-form', test.info());
      await expectNoAxeViolations(page, { label: 'deposit form' });
      await page.getByRole('button', { name: 'Continue to payment' }).click();

      await expect(page).toHaveURL(/\/pay\/demo\//);
      await expect(page.getByRole('button', { name: /Pay|支払う/ })).toBeVisible();
      await screenshotStep(page, brand.id, 'deposit-gateway', test.info());
      await expectNoAxeViolations(page, { label: 'demo gateway page' });
      await page.getByRole('button', { name: /Pay|支払う/ }).click();

      await expect(page).toHaveURL(/\/member\/depositv2\?deposit=\d+/);
      await expect(page.getByRole('status').filter({ hasText: 'Credited' })).toBeVisible();
      const credit = Number(creditText.replace(/[^\d.]/g, ''));
      // A fresh member: this is its first deposit of the day, so the daily bonus comes with it.
      await expect
        .poll(() => balanceOf(page))
        .toBeCloseTo(before + withDailyBonus(credit, decimals), 2);
      await screenshotStep(page, brand.id, 'deposit-credited', test.info());
      await expectNoAxeViolations(page, { label: 'deposit credited' });
    });

    test('a bank transfer confirmed with the cashier CLI shows credited', async ({ page }) => {
      const member = await logIn(page, brand);
      await openDeposit(page, brand);
      const before = await balanceOf(page);
      await page.getByRole('radio', { name: /Bank transfer/ }).check();
      await page.getByRole('textbox', { name: /Amount/ }).fill(amount.bank);
      await page.getByRole('button', { name: 'Deposit' }).click();
      const details = page.getByRole('region', { name: 'Transfer details' });
      await expect(details).toBeVisible();
      await screenshotStep(page, brand.id, 'deposit-bank-details', test.info());
      await expectNoAxeViolations(page, { label: 'bank transfer details' });
      await details.getByRole('button', { name: 'I have made the transfer' }).click();
      const history = page.getByRole('region', { name: 'Your deposits' });
      await expect(history.getByRole('row').filter({ hasText: 'Bank transfer' })).toContainText(
        'Waiting for confirmation',
      );

      const listed = await operator<{ result: { id: number; member: string }[] }>(
        brand,
        'cashier',
        'deposits',
        '--merchant',
        brand.merchantCode,
        '--state',
        'pending',
      );
      const mine = listed.result.find((d) => d.member === member.account);
      if (!mine) throw new Error('the pending deposit is not listed');
      await operator(brand, 'cashier', 'deposit-confirm', String(mine.id));
      // The confirmation reaches the open page through the member's event stream (issue 15; the
      // page's own fallback asks again only once a minute), and the balance with it.
      const row = history.getByRole('row').filter({ hasText: 'Bank transfer' });
      await expect(row).toContainText('Credited', { timeout: 15_000 });
      await expect
        .poll(() => balanceOf(page))
        .toBeCloseTo(before + withDailyBonus(Number(amount.bank), decimals), 2);
      await screenshotStep(page, brand.id, 'deposit-bank-credited', test.info());
      await expectNoAxeViolations(page, { label: 'bank deposit credited' });
    });

    test('a deposit limit set through the platform call stops a deposit with its message', async ({
      page,
    }) => {
      await logIn(page, brand);
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const answer = await page.request.put(
        new URL('/wps/member/responsibleGambling/limits', brand.baseURL).toString(),
        {
          headers: { authorization: token ?? '', merchant: brand.merchantCode },
          data: { kind: 'deposit', period: 'day', amount: amount.limit },
        },
      );
      expect(answer.ok()).toBe(true);
      await openDeposit(page, brand);
      await expect(page.getByRole('list', { name: 'Your deposit limits' })).toContainText(
        'Daily limit',
      );
      await page.getByRole('radio', { name: /Bank transfer/ }).check();
      await page.getByRole('textbox', { name: /Amount/ }).fill(amount.over);
      await page.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByText('This deposit would go over your deposit limit.')).toBeVisible();
      await screenshotStep(page, brand.id, 'deposit-limit', test.info());
      await expectNoAxeViolations(page, { label: 'deposit limit message' });
    });
  });
}
