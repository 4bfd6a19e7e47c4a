import { afterEach, describe, expect, it } from 'vitest';
import { mountTestSite, unmountTestSite } from '../../test';

/** The first request for an address containing `part` sent since `since` (performance.now()). */
const resource = (part: string, since: number) =>
  performance
    .getEntriesByType('resource')
    .find(
      (entry): entry is PerformanceResourceTiming =>
        entry.startTime >= since && entry.name.includes(part),
    );

const imagePreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

describe('§4 start-up, issue 6 largest paint: the home page’s first requests', () => {
  afterEach(() => {
    unmountTestSite();
    for (const link of imagePreloads()) link.remove();
  });

  it('go out beside the permission call, and the first banner’s image is preloaded as the slideshow shows it', async () => {
    // The module files of the test page fill the 250-entry timing buffer: make room first.
    performance.clearResourceTimings();
    const since = performance.now();
    const site = await mountTestSite('sakura', { lang: 'EN' });
    const banner = await expect
      .poll(() => site.container.querySelector<HTMLImageElement>('img[fetchpriority="high"]'))
      .toBeTruthy()
      .then(() => site.container.querySelector<HTMLImageElement>('img[fetchpriority="high"]'));
    const permission = resource('/wps/system/domainRoute', since);
    const featured = resource('GCSGAME_gameList?isTop=1&pageSize=5', since);
    const lanes = resource('GCSGAME_newGameVendor', since);
    if (!permission || !featured || !lanes) throw new Error('a start-up request is missing');
    // Sent before the permission answer came back (not after the page's code and render).
    expect(featured.startTime).toBeLessThan(permission.responseEnd);
    expect(lanes.startTime).toBeLessThan(permission.responseEnd);
    // One preload, for exactly the candidates the slideshow's first image chooses from.
    const preloads = imagePreloads();
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute('imagesrcset')).toBe(banner?.getAttribute('srcset'));
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(banner?.getAttribute('sizes'));
  });

  it('are not made for another first page', async () => {
    // The module files of the test page fill the 250-entry timing buffer: make room first.
    performance.clearResourceTimings();
    const since = performance.now();
    const site = await mountTestSite('sakura', { lang: 'EN', path: '/hot' });
    await expect.poll(() => site.container.querySelector('h1')?.textContent ?? '').not.toBe('');
    expect(resource('GCSGAME_gameList?isTop=1&pageSize=5', since)).toBeUndefined();
    expect(imagePreloads()).toHaveLength(0);
  });
});
