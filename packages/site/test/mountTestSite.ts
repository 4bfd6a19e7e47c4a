/// <reference types="@lobbykit/brand/virtual" />
import { brands } from 'virtual:lobbykit/brands';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import type { ThemeMode } from '@lobbykit/theme';
import { mountSite } from '../src/start/mountSite';

export interface MountTestSiteOptions {
  /** Path (with query and hash) the visitor opens; default `/`. */
  path?: string;
  /** Stored language (`lang`), as a returning visitor has it; default the brand's own default. */
  lang?: 'EN' | 'JA';
  /** Stored theme; default light (§4). */
  theme?: ThemeMode;
  /**
   * Whether the announcement popup (§4, shown by itself over the page) may appear. By default the
   * test starts as if it was closed earlier in the session (USER_POPUP and ANONYMOUS_POPUP set), so
   * tests of other features are not covered by it. @default false
   */
  announcements?: boolean;
  /**
   * Changes to the brand's run-time config for this test (a setting no real brand has yet, such
   * as a social sign-in); the theme and merchant stay the brand's own.
   */
  brandChanges?: (brand: BrandConfig) => BrandConfig;
  /** The fetch the site's api client uses (a test that watches or holds requests). */
  fetch?: typeof globalThis.fetch;
}

export interface MountedSite {
  brand: BrandConfig;
  container: HTMLElement;
  unmount: () => void;
}

let mounted: MountedSite | null = null;
const testerUrl = window.location.href;

/** Every real brand of the repository, from brands/ (brandsVitePlugin). */
export const allBrands: readonly BrandConfig[] = brands;

export function brandById(id: string): BrandConfig {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`no brand ${id}; known: ${brands.map((b) => b.id).join(', ')}`);
  return brand;
}

/**
 * Opens the real site for a brand as its index.html would (document attributes of §4, stored
 * preferences), on this page's origin: the Vite proxy sends /wps and /lgw to the test platform.
 */
export async function mountTestSite(
  brandId: string,
  options: MountTestSiteOptions = {},
): Promise<MountedSite> {
  unmountTestSite();
  const real = brandById(brandId);
  const brand = options.brandChanges ? options.brandChanges(real) : real;
  localStorage.clear();
  sessionStorage.clear();
  const root = document.documentElement;
  root.setAttribute('data-brand', brand.id);
  root.setAttribute('data-theme', options.theme ?? 'light');
  root.setAttribute('lang', (options.lang ?? brand.defaultLang).toLowerCase());
  if (options.theme) localStorage.setItem('theme', options.theme);
  if (options.lang) localStorage.setItem('lang', options.lang);
  if (!options.announcements) {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  }
  window.history.replaceState(null, '', options.path ?? '/');

  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  const reactRoot = await mountSite(
    container,
    brand,
    options.fetch ? { fetch: options.fetch } : {},
  );
  const site: MountedSite = {
    brand,
    container,
    unmount: () => {
      reactRoot.unmount();
      container.remove();
      if (mounted === site) mounted = null;
    },
  };
  mounted = site;
  return site;
}

/** Unmounts the site, forgets stored state and puts the tester's own URL back. */
export function unmountTestSite(): void {
  mounted?.unmount();
  // React Aria's live announcer is one region per document and outlives the site: its recent
  // messages (kept 7 s) would point at controls of the unmounted site, nameless to the next test's
  // axe run. A real visit has one site per page, so the page's announcements go with it.
  for (const log of document.querySelectorAll('[data-live-announcer] [aria-live]'))
    log.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', testerUrl);
}
