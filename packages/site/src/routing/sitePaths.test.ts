import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createSessionStore } from '@lobbykit/session';
import { allBrands, mountTestSite, unmountTestSite } from '../../test';
import { siteRoutes } from './routes';
import { sitePaths } from './sitePaths';

/** Every address the router answers with a page of its own, as patterns from the root. */
function declaredPaths(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = `/${[parent, route.path ?? ''].join('/')}`.replace(/\/{2,}/g, '/');
    const here = route.index || route.path !== undefined ? [path.replace(/(.)\/$/, '$1')] : [];
    return [...here, ...declaredPaths(route.children ?? [], path)];
  });
}

describe('sitePaths (the routes.json the brand build writes, issue 11)', () => {
  for (const brand of allBrands) {
    it(`lists exactly the addresses the router of ${brand.id} declares`, () => {
      const router = declaredPaths(siteRoutes(createSessionStore({ brand, storage: null })));
      expect([...new Set(router)].sort()).toEqual([...sitePaths(brand)].sort());
    });
  }

  it('holds every route of §2.1 (with the categories the brand lists) and the member centre', () => {
    const sakura = allBrands.find((brand) => brand.id === 'sakura');
    if (!sakura) throw new Error('no sakura brand');
    const paths = sitePaths(sakura);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/noticePage',
      '/help',
      '/helpmc',
      '/hot',
      '/all',
      '/favorite',
      '/new',
      '/top',
      '/rng',
      '/live',
      '/fish',
      '/pvp',
      '/esports',
      '/cockfight',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/fbSports',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/down',
      '/agentHome',
      '/member',
      '/member/securityCenter',
      '/member/depositv2',
      '/member/messageV2',
    ])
      expect(paths, path).toContain(path);
  });
});

describe('planned pages (§2.1 pages of later issues)', () => {
  afterEach(() => unmountTestSite());

  it('answers /promotions with its title and a way home, not "Page not found"', async () => {
    await mountTestSite('sakura', { lang: 'EN', path: '/promotions' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.element(page.getByText('This page is coming soon.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Go to the home page' }))
      .toHaveAttribute('href', '/');
  });

  it('still shows "Page not found" for an address that is no page', async () => {
    await mountTestSite('sakura', { lang: 'EN', path: '/no-such-page' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Page not found' }))
      .toBeVisible();
  });
});
