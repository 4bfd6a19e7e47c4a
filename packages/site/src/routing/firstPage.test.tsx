import { afterEach, describe, expect, it } from 'vitest';
import { mountTestSite, unmountTestSite } from '../../test';

/**
 * The site's calls as they go out, in order; the call whose address contains `held` waits until
 * `release()`, so a test can tell "sent before that answer" without racing the clock.
 */
function watchedFetch(held?: string) {
  const sent: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    sent.push(url);
    if (held && url.includes(held)) await released;
    return globalThis.fetch(input, init);
  };
  return { sent, release, fetch };
}

const PERMISSION = '/wps/system/domainRoute';
const FEATURED = 'GCSGAME_gameList?isTop=1&pageSize=5';
const LANES = 'GCSGAME_newGameVendor';

const imagePreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

describe('§4 start-up, issue 6 largest paint: the home page’s first requests', () => {
  afterEach(() => {
    unmountTestSite();
    for (const link of imagePreloads()) link.remove();
  });

  it('go out beside the permission call, and the first banner’s image is preloaded as the slideshow shows it', async () => {
    // The permission answer is held back: the home page's requests must go out without it.
    const network = watchedFetch(PERMISSION);
    const site = await mountTestSite('sakura', { lang: 'EN', fetch: network.fetch });
    await expect
      .poll(() => [FEATURED, LANES].filter((part) => network.sent.some((u) => u.includes(part))), {
        timeout: 30_000,
      })
      .toEqual([FEATURED, LANES]);
    expect(network.sent.some((u) => u.includes(PERMISSION))).toBe(true);
    network.release();

    const banner = await expect
      .poll(() => site.container.querySelector<HTMLImageElement>('img[fetchpriority="high"]'), {
        timeout: 30_000,
      })
      .toBeTruthy()
      .then(() => site.container.querySelector<HTMLImageElement>('img[fetchpriority="high"]'));
    // One preload, for exactly the candidates the slideshow's first image chooses from.
    const preloads = imagePreloads();
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute('imagesrcset')).toBe(banner?.getAttribute('srcset'));
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(banner?.getAttribute('sizes'));
  });

  it('are not made for another first page', async () => {
    const network = watchedFetch();
    const site = await mountTestSite('sakura', { lang: 'EN', path: '/hot', fetch: network.fetch });
    // The page's lazy chunk can take seconds on a busy machine: wait for its heading.
    await expect
      .poll(() => site.container.querySelector('h1')?.textContent ?? '', { timeout: 30_000 })
      .not.toBe('');
    expect(network.sent.some((u) => u.includes(PERMISSION))).toBe(true);
    expect(network.sent.filter((u) => u.includes(FEATURED))).toEqual([]);
    expect(imagePreloads()).toHaveLength(0);
  });
});
