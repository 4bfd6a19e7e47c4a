// Issue 14 items 6 and 8, end to end in Chromium against the real platform serving each brand: a
// member plays a demo slot, then finds the round in the betting record (game, bet, payout, round
// id), the bet in the account record, the day in profit and loss, exports the betting record as
// CSV (the file holds the round), and sees the VIP page with its meter. axe on every page, the
// filters, paging and export reached by keyboard; screenshots EN light and JA dark. Desktop and
// phone (the member-centre and member-centre-phone projects).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandsUnderTest } from '../support/brands';
import type { BrandUnderTest } from '../support/brands';
import {
  deposit,
  displayedAmount,
  fromMinor,
  lobbyNames,
  seamlessGame,
  spin,
} from '../support/lobby';
import type { DemoRound } from '../support/lobby';
import { seedDemo } from '../support/platform';
import { screenshotStep } from '../support/screenshots';
import { logInOnSite, openMemberPage } from '../support/member';
import { chooseLanguage, closeAnnouncementsIfOpen, header, openSite } from '../support/site';

/** The catalogue's 1,000.00 in the brand's currency, as lobby-flows gives. */
const STAKE_MINOR = 100_000n;

function main(page: Page): Locator {
  return page.getByRole('main');
}

/** Logs the seeded member in, in EN, and plays the first slot until no free spin is left. */
async function playASlot(page: Page, brand: BrandUnderTest) {
  const { member } = await seedDemo(brand);
  await deposit(brand, member.account, fromMinor(STAKE_MINOR, brand.minorUnits));
  await logInOnSite(page, brand, member, '/rng');
  if (!/\/rng/.test(page.url())) await openSite(page, brand.baseURL, '/rng');
  const play = main(page).getByRole('button', { name: lobbyNames.play }).first();
  await expect(play).toBeVisible();
  await play.click();
  // §2.1: the slot plays inside the site's /seamless page.
  const game = await seamlessGame(page);
  const gameName = ((await game.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const paid = (await spin(game)).round;
  let left = paid.freeSpinsLeft;
  while (left > 0) left = (await spin(game)).round.freeSpinsLeft;
  return { member, gameName, round: paid };
}

/** Tabs from the top of the page until `target` has the focus (bounded): it is reachable. */
async function expectKeyboardReaches(page: Page, target: Locator, what: string) {
  await page.locator('body').focus();
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      )
    )
      return;
  }
  throw new Error(`the keyboard does not reach ${what}`);
}

/** The amount as the page shows it, compared as a decimal string ("¥1,500" → "1500"). */
function shown(text: string | null, brand: BrandUnderTest): string {
  return displayedAmount(text ?? '', brand.minorUnits);
}

/** JA and dark, then back to EN and light: the same page, pictured both ways. */
async function pictureBothWays(page: Page, brand: BrandUnderTest, step: string) {
  await screenshotStep(page, brand.id, `${step}-en-light`, test.info());
  const dark = header(page).getByRole('button', { name: /dark mode|ダークモード/i });
  await chooseLanguage(page, 'ja');
  if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await dark.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[A-Za-z ]+$/);
  await expectNoAxeViolations(page, { label: `${step} (JA, dark)` });
  await screenshotStep(page, brand.id, `${step}-ja-dark`, test.info());
  await chooseLanguage(page, 'en');
  if ((await page.locator('html').getAttribute('data-theme')) !== 'light') await dark.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

for (const brand of brandsUnderTest()) {
  test.describe(`${brand.id}: member records and VIP`, () => {
    test.skip(!brand.dataDir, `no operator access to ${brand.id}: set E2E_DATA_DIR_<ID>`);

    test('a member plays a slot, finds the round in every record, exports it, and sees the VIP page', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const { gameName, round } = await playASlot(page, brand);
      await checkBettingRecord(page, brand, gameName, round);
      await checkAccountRecord(page, brand, round);
      await checkProfit(page, brand, round);
      await checkVip(page, brand, round);
    });
  });
}

async function checkBettingRecord(
  page: Page,
  brand: BrandUnderTest,
  gameName: string,
  round: DemoRound,
) {
  await openMemberPage(page, brand, 'personalHistoryCopy', /^Betting record$/);
  const table = page.getByRole('grid', { name: 'Betting record' });
  const row = table.getByRole('row').filter({ hasText: round.roundId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(gameName);
  const cells = row.getByRole('gridcell');
  // Columns: time, (game is the row header), bet, payout, result, round id.
  await expect(row.getByRole('rowheader')).toContainText(gameName);
  expect(shown(await cells.nth(1).textContent(), brand)).toBe(round.bet);
  expect(shown(await cells.nth(2).textContent(), brand)).toBe(round.payout);
  // The filters live in the address: a reload keeps the chosen category.
  await page.getByLabel('Category', { exact: true }).selectOption('RNG');
  await expect(page).toHaveURL(/category=RNG/);
  await page.reload();
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('RNG');
  await expect(table.getByRole('row').filter({ hasText: round.roundId })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('Rounds');
  await expectNoAxeViolations(page, { label: 'betting record' });
  await expectKeyboardReaches(
    page,
    page.getByLabel('Category', { exact: true }),
    'the category filter',
  );
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expectKeyboardReaches(page, exportButton, 'the CSV export');
  // The export, by keyboard: the file arrives with the round in it.
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\n')[0]).toContain('round id');
  expect(csv).toContain(round.roundId);
  await expect(page.getByRole('status').filter({ hasText: 'CSV downloaded.' })).toBeVisible();
  await pictureBothWays(page, brand, 'records-betting');
}

async function checkAccountRecord(page: Page, brand: BrandUnderTest, round: DemoRound) {
  await openMemberPage(page, brand, 'transactionHistory', /^Account record$/);
  const table = page.getByRole('grid', { name: 'Account record' });
  const bet = table.getByRole('row').filter({ hasText: round.roundId }).filter({ hasText: 'Bet' });
  await expect(bet).toHaveCount(1);
  expect(shown(await bet.getByRole('gridcell').nth(1).textContent(), brand)).toBe(`-${round.bet}`);
  await page.getByLabel('Kind', { exact: true }).selectOption('bet');
  await expect(page).toHaveURL(/kind=bet/);
  await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'account record' });
  await expectKeyboardReaches(page, page.getByLabel('Kind', { exact: true }), 'the kind filter');
  await pictureBothWays(page, brand, 'records-account');
}

async function checkProfit(page: Page, brand: BrandUnderTest, round: DemoRound) {
  await openMemberPage(page, brand, 'personalProfit', /^Profit and loss$/);
  await expect(page.getByRole('img', { name: 'Net result per day' })).toBeVisible();
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Total bet');
  const perCategory = page.getByRole('grid', { name: 'Profit and loss per category' });
  await expect(perCategory.getByRole('row').filter({ hasText: 'Slots' })).toHaveCount(1);
  expect(round.bet).not.toBe('0');
  await expectNoAxeViolations(page, { label: 'profit and loss' });
  await pictureBothWays(page, brand, 'records-profit');
}

async function checkVip(page: Page, brand: BrandUnderTest, round: DemoRound) {
  // The header's badge: the real level, a link to the VIP page.
  await openSite(page, brand.baseURL, '/');
  await closeAnnouncementsIfOpen(page);
  await header(page)
    .getByRole('link', { name: /^VIP level \d$/ })
    .click();
  await expect(page).toHaveURL(/\/member\/vip$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP level' })).toBeVisible();
  const turnover = page.getByRole('group', { name: 'Your turnover' });
  await expect(turnover).toContainText('Turnover in 30 days');
  expect(shown(await turnover.locator('dd').first().textContent(), brand)).toBe(round.bet);
  await expect(page.getByRole('meter', { name: /^Progress to VIP 2/ })).toBeVisible();
  const levels = page.getByRole('grid', { name: 'VIP levels and benefits' });
  await expect(levels.getByRole('row')).toHaveCount(7);
  // Each level is named in words, the member's own marked.
  await expect(levels.getByRole('rowheader', { name: 'VIP 6' })).toBeVisible();
  await expect(levels.getByRole('rowheader', { name: 'VIP 1 Your level' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'VIP page' });
  await pictureBothWays(page, brand, 'records-vip');
  await openMemberPage(page, brand, 'bonusDetails', /^Bonus details$/);
  // The member was funded by an operator's credit, not a deposit: no daily deposit bonus.
  await expect(page.getByText('No bonus yet')).toBeVisible();
  await expect(page.getByText('No bonuses in these dates')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'bonus details' });
  await screenshotStep(page, brand.id, 'records-bonus-en-light', test.info());
}
