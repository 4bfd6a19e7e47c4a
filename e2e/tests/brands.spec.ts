import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import type { Lang, Mode } from '../support/brands';
import { brandsUnderTest, modes } from '../support/brands';
import { screenshotStep } from '../support/screenshots';
import { chooseLanguage, closeAnnouncementsIfOpen, header, names } from '../support/site';
import { expectedSurfaceBase } from '../support/tokens';

/**
 * Opens the brand in a language and mode the way a visitor would: with the header's language select
 * and theme switch when the page has them, then a reload to prove the choice was stored (§4). Pages
 * without the controls get the §4 local-storage keys `lang` and `theme`, which the brand page
 * applies before first paint. The announcement popup, which opens by itself for a visitor, is
 * closed first (once per session, so it stays closed after the reload).
 */
async function openAs(page: Page, baseURL: string, lang: Lang, mode: Mode): Promise<void> {
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  await closeAnnouncementsIfOpen(page);
  const html = page.locator('html');
  const languageSelect = header(page)
    .getByRole('combobox', { name: names.language })
    .or(page.locator('button[aria-haspopup="listbox"]'));
  const themeSwitch = page.getByRole('switch');
  const stored: Record<string, string> = {};

  // The select is hidden when the brand has one language (§3), so each control is optional.
  if ((await languageSelect.count()) > 0) {
    await chooseLanguage(page, lang);
  } else {
    stored.lang = lang.toUpperCase();
  }
  // §2.6 the header's theme switch: a "Dark mode" toggle button, pressed in dark mode.
  const darkToggle = header(page).getByRole('button', { name: /dark mode|ダークモード/i });
  if ((await darkToggle.count()) > 0) {
    if ((await html.getAttribute('data-theme')) !== mode) {
      await darkToggle.click();
      await expect(html).toHaveAttribute('data-theme', mode);
    }
    await expect(darkToggle).toHaveAttribute('aria-pressed', mode === 'dark' ? 'true' : 'false');
  } else if ((await themeSwitch.count()) > 0) {
    if ((await html.getAttribute('data-theme')) !== mode) {
      // The switch's input is visually hidden (react-aria); a visitor clicks its label.
      await page.locator('label').filter({ has: themeSwitch }).first().click();
      await expect(html).toHaveAttribute('data-theme', mode);
    }
  } else {
    stored.theme = mode;
  }
  test.info().annotations.push({
    type: 'switched through',
    description: Object.keys(stored).length
      ? `local storage (${Object.keys(stored).join(', ')})`
      : 'the page controls',
  });
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  await page.reload({ waitUntil: 'networkidle' });
  await closeAnnouncementsIfOpen(page);
}

/** A colour as the browser computes it (`rgb(…)`), so `#fff` and `rgb(255, 255, 255)` compare. */
async function computedColor(page: Page, color: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, color);
}

for (const brand of brandsUnderTest()) {
  test.describe(`brand ${brand.id}`, () => {
    for (const lang of brand.langs) {
      for (const mode of modes) {
        test(`${lang} ${mode}: html lang, theme and brand attributes, surface token, no axe violations`, async ({
          page,
        }) => {
          await openAs(page, brand.baseURL, lang, mode);
          // Taken first, so a failing run still shows what the page looked like.
          await screenshotStep(page, brand.id, `home-${lang}-${mode}`, test.info());
          const html = page.locator('html');

          // §4: the language and the theme are document attributes.
          await expect(html).toHaveAttribute('lang', lang);
          await expect(html).toHaveAttribute('data-theme', mode);
          await expect(html).toHaveAttribute('data-brand', brand.id);

          const painted = await page.evaluate(() => ({
            variable: getComputedStyle(document.documentElement)
              .getPropertyValue('--lk-color-surface-base')
              .trim(),
            body: getComputedStyle(document.body).backgroundColor,
          }));
          // Soft: a wrong colour should not hide the axe result below, and vice versa.
          expect.soft(painted.variable, '--lk-color-surface-base is set').not.toBe('');
          expect
            .soft(painted.body, 'body background is --lk-color-surface-base')
            .toBe(await computedColor(page, painted.variable));
          const expected = expectedSurfaceBase(brand.id, mode);
          if (expected !== undefined) {
            expect
              .soft(painted.body, `body background is the brand's surface.base ${expected}`)
              .toBe(await computedColor(page, expected));
          }

          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
