import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { allBrands, expectNoAxeViolations, mountTestSite } from './index';

describe('site test infrastructure: the real site against the real platform', () => {
  it('answers the permission call on the site’s own origin through the proxy (§4, §7.4)', async () => {
    const brand = allBrands[0];
    if (!brand) throw new Error('no brand in brands/');
    const host = encodeURIComponent(window.location.host);
    const response = await fetch(`/wps/system/domainRoute?host=${host}`, {
      headers: { merchant: brand.merchantCode },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  for (const brand of allBrands) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`${brand.id} (${lang}): home renders after the permission call, axe clean`, async () => {
        await mountTestSite(brand.id, { lang });
        // The lobby's home (issue 6) is titled by the brand's name.
        await expect
          .element(page.getByRole('heading', { level: 1, name: brand.name, exact: true }))
          .toBeVisible();
        expect(document.documentElement.lang).toBe(lang.toLowerCase());
        await expectNoAxeViolations();
      });
    }
  }
});
