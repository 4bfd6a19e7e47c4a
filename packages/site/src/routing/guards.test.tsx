import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountTestSite, unmountTestSite } from '../../test';

describe('§2.2 route guard', () => {
  afterEach(() => unmountTestSite());

  // §2.1, §6: the three lottery pages need a token; issue 11 found them "Page not found".
  for (const path of ['/lottery', '/seaLottery', '/vnLottery?gameCode=VN01']) {
    it(`a visitor opening ${path} is sent to /login, which opens the login popup over home`, async () => {
      await mountTestSite('sakura', { lang: 'EN', path });
      await expect.element(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      expect(window.location.pathname).toBe('/');
      expect(document.body.textContent).not.toContain('Page not found');
    });
  }
});
