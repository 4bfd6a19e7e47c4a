// The lobby's side of the end-to-end tests (issue 6): how a player finds the lobby's parts by role
// and accessible name, exact money arithmetic on decimal strings, the ledger as the operator reads
// it (operator CLI `balance`, `credit`, `ledger check`), and the demo game page (spin, roll, and
// its own round history, which is what the ledger recorded for each round).
import type { Frame, Locator, Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';
import type { BrandUnderTest } from './brands';
import { operator } from './platform';
import { header } from './site';

/** Accessible names of the lobby (EN), as patterns tolerant of small wording changes. */
export const lobbyNames = {
  /** A home row's more link: "More" plus the row title for screen readers ("More Hot games"). */
  more: /^(more|view all|see all)\b/i,
  search: /search/i,
  /** §9 slot filters. */
  minBet: /min(imum)?\.? bet/i,
  lines25: /25\s*(\+|or more)?\s*lines/i,
  /** The thumbnail button of a tile: "Play <game>". */
  play: /^play\s/i,
  freeTrial: /^free trial$/i,
  /** The heart of a tile: "Favourite: <game>". */
  favourite: /^favou?rite:?\s/i,
  backToLobby: /back to lobby/i,
  spin: /^spin$/i,
  roll: /^roll$/i,
  deal: /^deal$/i,
  /** §2.4 the winner board on home. */
  winnerBoard: /winner|big wins?|ranking|leaderboard|top wins/i,
  balance: /^balance$/i,
  freePlay: /free play|play (for )?free|try (it )?free/i,
};

/** Escapes a literal for a RegExp. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A tile's play button for one game, by its exact name. */
export function playButton(scope: Page | Locator, gameName: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^play ${literal(gameName)}$`, 'i') });
}

/** A tile's favourite toggle for one game. */
export function favouriteButton(scope: Page | Locator, gameName: string): Locator {
  return scope.getByRole('button', {
    name: new RegExp(`^favou?rite:?\\s${literal(gameName)}$`, 'i'),
  });
}

/** The game name inside a play button's accessible name ("Play Lucky 7" → "Lucky 7"). */
export async function gameNameOf(play: Locator): Promise<string> {
  const label = (await play.getAttribute('aria-label')) ?? (await play.textContent()) ?? '';
  return label.replace(/^play\s+/i, '').trim();
}

// ---- Money: decimal strings on the wire, compared exactly (never through floating point). ----

/**
 * Amounts carry the brand currency's own decimals (issue 11): `digits` is the brand's
 * `minorUnits` ("1234.50" with 2, "1500" with 0). Every helper takes it; none assumes two.
 */

/** "1234.5" (2 digits) or "1500" (0 digits) → minor units; more decimals than `digits` throw. */
export function toMinor(amount: string, digits: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!match?.[2] || (match[3] ?? '').length > digits) {
    throw new Error(`not an amount with ${digits} decimals at most: ${JSON.stringify(amount)}`);
  }
  const minor =
    BigInt(match[2]) * 10n ** BigInt(digits) + BigInt((match[3] ?? '').padEnd(digits, '0') || '0');
  return match[1] ? -minor : minor;
}

/** Minor units → the wire's decimal string with the currency's decimals ("1234.50", "1500"). */
export function fromMinor(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const unit = 10n ** BigInt(digits);
  const text =
    digits === 0 ? String(abs) : `${abs / unit}.${String(abs % unit).padStart(digits, '0')}`;
  return `${negative ? '-' : ''}${text}`;
}

/** Sum of decimal strings, as a decimal string. */
export function sum(amounts: readonly string[], digits: number): string {
  return fromMinor(
    amounts.reduce((total, a) => total + toMinor(a, digits), 0n),
    digits,
  );
}

/** What a displayed amount looks like: separators, and exactly the currency's decimals. */
export function displayedPattern(digits: number): RegExp {
  return digits === 0 ? /\d(?![\d,]*\.\d)/ : new RegExp(`\\d\\.\\d{${digits}}`);
}

/**
 * A displayed amount ("¥1,500", "€1,234.50"; §9 two decimals where the currency has them, none
 * for JPY) as a decimal string: separators and the currency symbol dropped. An amount that shows
 * other decimals than the currency's (a yen amount with ".00") is refused.
 */
export function displayedAmount(text: string, digits: number): string {
  const cleaned = text.replace(/[^\d.-]/g, '');
  const shape = digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`);
  if (!shape.test(cleaned)) {
    throw new Error(`not an amount with ${digits} decimals: ${JSON.stringify(text)}`);
  }
  return fromMinor(toMinor(cleaned, digits), digits);
}

/** The winner board's form of an amount: thousands separators and no decimals (§2.4, §3). */
export function boardAmounts(amount: string, digits: number): string[] {
  const minor = toMinor(amount, digits);
  const unit = 10n ** BigInt(digits);
  const floor = minor / unit;
  const rounded = (minor + unit / 2n) / unit;
  const format = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return [...new Set([format(floor), format(rounded)])];
}

// ---- The header balance. ----

/** The header's balance group (ui-kit BalanceDisplay: a group named "Balance"). */
export function balanceGroup(page: Page): Locator {
  return header(page).getByRole('group', { name: lobbyNames.balance });
}

/**
 * The header balance as a decimal string, once it has settled (no request running). Waits for it
 * to equal `expected` when given, so a refresh in flight does not make the comparison flaky.
 */
export async function headerBalance(
  page: Page,
  digits: number,
  expected?: string,
): Promise<string> {
  const amount = balanceGroup(page).locator('[aria-live]').first();
  await expect(amount).toBeVisible();
  await expect(amount).not.toHaveAttribute('aria-busy', 'true');
  if (expected !== undefined) {
    await expect
      .poll(async () => displayedAmount((await amount.textContent()) ?? '', digits), {
        message: `the header balance shows ${expected}`,
        timeout: 15_000,
      })
      .toBe(expected);
    return expected;
  }
  await expect(amount).toHaveText(displayedPattern(digits));
  return displayedAmount((await amount.textContent()) ?? '', digits);
}

/** Presses the header's refresh-balance button. */
export async function refreshHeaderBalance(page: Page): Promise<void> {
  await balanceGroup(page)
    .getByRole('button', { name: /refresh/i })
    .click();
}

// ---- The ledger, as the operator reads it. ----

interface BalanceRow {
  wallet: string;
  kind: string;
  currency: string;
  balance: string;
}

/** `credit <merchant> <account> <amount> --kind deposit`: money in, as a cashier would. */
export async function deposit(
  brand: BrandUnderTest,
  account: string,
  amount: string,
): Promise<string> {
  const { balanceAfter } = await operator<{ balanceAfter: string }>(
    brand,
    'credit',
    brand.merchantCode,
    account,
    amount,
    '--reason',
    'e2e lobby flows: funds to play with',
    '--kind',
    'deposit',
  );
  return balanceAfter;
}

/** `balance <merchant> <account>`: every wallet of a member, wallet → decimal string. */
export async function walletBalances(
  brand: BrandUnderTest,
  account: string,
): Promise<Record<string, string>> {
  const rows = await operator<BalanceRow[]>(brand, 'balance', brand.merchantCode, account);
  return Object.fromEntries(rows.map((r) => [r.wallet, r.balance]));
}

/** The member's total over every wallet, what the header shows (§2.6). */
export async function memberTotal(brand: BrandUnderTest, account: string): Promise<string> {
  return sum(Object.values(await walletBalances(brand, account)), brand.minorUnits);
}

/** `balance <merchant> house:<name>`: one of the merchant's house accounts. */
export async function houseBalance(brand: BrandUnderTest, house: string): Promise<string> {
  const rows = await operator<BalanceRow[]>(brand, 'balance', brand.merchantCode, `house:${house}`);
  const row = rows[0];
  if (!row) throw new Error(`no house account ${house}`);
  return row.balance;
}

/** One row of `transfers <merchant> <account>`: both sides as `name:WALLET` or `house:<name>`. */
export interface TransferRow {
  id: string;
  kind: string;
  from: string;
  to: string;
  amount: string;
}

/**
 * `transfers <merchant> <account>`: the newest transfers of one member's wallets. Tests that run
 * beside others read where this member's money went here, not from the shared house balances.
 */
export async function transfersOf(
  brand: BrandUnderTest,
  account: string,
  limit = 1000,
): Promise<TransferRow[]> {
  return operator<TransferRow[]>(
    brand,
    'transfers',
    brand.merchantCode,
    account,
    '--limit',
    String(limit),
  );
}

/** Every house account of the merchant, name → decimal string. */
export async function houseBalances(
  brand: BrandUnderTest,
  houses: readonly string[] = ['cash_in', 'cash_out', 'game_house', 'bonus', 'commission'],
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    houses.map(async (h) => [h, await houseBalance(brand, h)] as const),
  );
  return Object.fromEntries(entries);
}

/** `ledger check`: every balance equals its transfers and each merchant sums to zero. */
export async function ledgerCheck(
  brand: BrandUnderTest,
): Promise<{ accounts: number; transfers: number }> {
  return operator(brand, 'ledger', 'check');
}

// ---- The demo game page. ----

/**
 * Where a demo game runs: its own tab (a vendor with a wallet of its own), or the frame inside the
 * site's /seamless page (§2.1, a seamless-wallet vendor: every vendor on a single-wallet merchant).
 */
export type GameScope = Page | Frame;

/** The tab a game runs in (its network answers are the tab's, frames included). */
function tabOf(game: GameScope): Page {
  return 'parentFrame' in game ? game.page() : game;
}

/**
 * The game inside the /seamless page (§2.1): waits for the site's page and its frame, then for the
 * game's own page inside it, and answers that frame.
 */
export async function seamlessGame(page: Page): Promise<Frame> {
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.locator('[data-state="playing"] iframe');
  await expect(frame).toBeVisible();
  const handle = await frame.elementHandle();
  const game = await handle?.contentFrame();
  if (!game) throw new Error('the /seamless page has no game frame');
  await expect
    .poll(() => game.url(), { message: 'the game page opened in the frame' })
    .toMatch(/\/demo-games\/play\//);
  return game;
}

export interface DemoRound {
  roundId: string;
  createdAt: string;
  playMode: 'real' | 'free';
  bet: string;
  payout: string;
  freeSpin: boolean;
  freeSpinsLeft: number;
  nodeId?: string;
  outcome: { kind: 'slot' | 'dice' | 'baccarat'; win?: boolean; roll?: string; winner?: string };
}

export interface PlayResult {
  round: DemoRound;
  replayed: boolean;
  balance: string;
}

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

async function playResult(response: Response): Promise<PlayResult> {
  const body = (await response.json()) as Envelope<PlayResult>;
  if (!body.success) throw new Error(`play failed: ${body.errorCode} ${body.message}`);
  return body.value;
}

/** The game page is open: its title, its way back, and a balance loaded from its state call. */
export async function expectGamePage(
  game: GameScope,
  kind: 'slot' | 'dice' | 'baccarat',
  digits: number,
): Promise<void> {
  await expect.poll(() => game.url()).toMatch(/\/demo-games\/play\//);
  await expect(game.getByRole('link', { name: lobbyNames.backToLobby })).toBeVisible();
  const play = { slot: /spin/i, dice: /roll/i, baccarat: /deal/i }[kind];
  await expect(game.getByRole('button', { name: play })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(displayedPattern(digits));
}

/** The balance the game page shows, as a decimal string. */
export async function gamePageBalance(game: GameScope, digits: number): Promise<string> {
  return displayedAmount((await game.locator('#balance').textContent()) ?? '', digits);
}

/**
 * One slot spin by the player's click, returning what the platform answered. The spin button is
 * enabled again once the page has shown the result.
 */
export async function spin(game: GameScope): Promise<PlayResult> {
  const button = game.getByRole('button', { name: lobbyNames.spin });
  await expect(button).toBeEnabled();
  const answered = tabOf(game).waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/wps/game/demo/spin') && r.request().method() === 'POST',
  );
  await button.click();
  const result = await playResult(await answered);
  await expect(game.getByRole('button', { name: lobbyNames.spin })).toBeEnabled();
  await expect(game.getByRole('status').first()).not.toBeEmpty();
  return result;
}

/** One dice roll with the given amount and "roll under" target, by the player's inputs. */
export async function roll(game: GameScope, amount: string, target: number): Promise<PlayResult> {
  await game.getByLabel(/^bet$/i).and(game.locator('input')).fill(amount);
  const slider = game.getByRole('slider');
  await slider.fill(String(target));
  await expect(game.locator('#target-value')).toHaveText(String(target));
  const answered = tabOf(game).waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/wps/game/demo/roll') && r.request().method() === 'POST',
  );
  await game.getByRole('button', { name: lobbyNames.roll }).click();
  const result = await playResult(await answered);
  await expect(game.getByRole('button', { name: lobbyNames.roll })).toBeEnabled();
  return result;
}

/** One baccarat coup on `spot` (Player, Banker or Tie) with the amount in the bet field. */
export async function deal(
  game: GameScope,
  spot: 'Player' | 'Banker' | 'Tie',
): Promise<PlayResult> {
  // The spots are radio buttons named by their label ("Banker pays 0.95:1").
  await game.getByRole('radio', { name: new RegExp(`^${spot}\\b`, 'i') }).check();
  const answered = tabOf(game).waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/wps/game/demo/deal') && r.request().method() === 'POST',
  );
  await game.getByRole('button', { name: lobbyNames.deal }).click();
  const result = await playResult(await answered);
  await expect(game.getByRole('button', { name: lobbyNames.deal })).toBeEnabled();
  await expect(game.getByRole('status').filter({ hasNotText: /^$/ }).first()).not.toBeEmpty();
  return result;
}

/**
 * The member's latest rounds from the game's own history API (`/wps/game/demo/history`), asked
 * from the game page with its game session, as the page itself does. Newest first.
 */
export async function gameHistory(game: GameScope, limit = 100): Promise<DemoRound[]> {
  const body = await game.evaluate(async (max) => {
    const config = JSON.parse(document.getElementById('lk-config')?.textContent ?? '{}') as {
      merchant: string;
      language: string;
      gameSessionId: string;
    };
    const response = await fetch(`/wps/game/demo/history?limit=${max}`, {
      credentials: 'same-origin',
      headers: {
        merchant: config.merchant,
        language: config.language,
        device: 'web',
        'game-session': config.gameSessionId,
      },
    });
    return (await response.json()) as unknown;
  }, limit);
  const envelope = body as Envelope<{ rounds: DemoRound[] }>;
  if (!envelope.success) throw new Error(`history failed: ${envelope.errorCode}`);
  return envelope.value.rounds;
}
