// The member centre specs' shared beginning: a member logged in on the site in English, and a
// member page opened by its address.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { BrandUnderTest } from './brands';
import {
  closeAnnouncementsIfOpen,
  expectLoggedIn,
  logInFromPopup,
  openLogin,
  openSite,
} from './site';

/**
 * Logs `member` in from the login popup of the site opened at `path`, in English: set only when
 * no language is stored, so one the test chooses later (or writes itself) survives reloads. A
 * first-login password change (§4) is answered; announcements are closed before and after.
 * Answers the password in effect.
 */
export async function logInOnSite(
  page: Page,
  brand: BrandUnderTest,
  member: { account: string; password: string },
  path = '/',
): Promise<string> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  await openSite(page, brand.baseURL, path);
  await closeAnnouncementsIfOpen(page);
  const password = await logInFromPopup(
    page,
    await openLogin(page),
    member.account,
    member.password,
  );
  await expectLoggedIn(page, member.account);
  await closeAnnouncementsIfOpen(page);
  return password;
}

/** A member page opened by its address (`/member/<spec>`), with the session the tab holds. */
export async function openMemberPage(
  page: Page,
  brand: BrandUnderTest,
  spec: string,
  title: RegExp | string,
): Promise<void> {
  await openSite(page, brand.baseURL, `/member/${spec}`);
  await closeAnnouncementsIfOpen(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
