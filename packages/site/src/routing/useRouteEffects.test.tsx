import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { allBrands, mountTestSite, unmountTestSite } from '../../test';

describe('route effects', () => {
  afterEach(() => {
    unmountTestSite();
  });

  it('a hash that is not valid percent-encoding (/#%) leaves the page whole (issue 13: bad input never breaks a page)', async () => {
    const brand = allBrands[0];
    if (!brand) throw new Error('no brand in brands/');
    await mountTestSite(brand.id, { lang: 'EN', path: '/#%' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: brand.name, exact: true }))
      .toBeVisible();
  });

  it('so does the help centre, whose topics are chosen by the hash (/helpmc#%)', async () => {
    const brand = allBrands[0];
    if (!brand) throw new Error('no brand in brands/');
    await mountTestSite(brand.id, { lang: 'EN', path: '/helpmc#%' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Help centre' }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
