/// <reference types="@lobbykit/brand/virtual" />
import { brands } from 'virtual:lobbykit/brands';
import { mountSite } from '../src/start/mountSite';
let mounted = null;
const testerUrl = window.location.href;
/** Every real brand of the repository, from brands/ (brandsVitePlugin). */
export const allBrands = brands;
export function brandById(id) {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`no brand ${id}; known: ${brands.map((b) => b.id).join(', ')}`);
  return brand;
}
/**
 * Opens the real site for a brand as its index.html would (document attributes of §4, stored
 * preferences), on this page's origin: the Vite proxy sends /wps and /lgw to the test platform.
 */
export async function mountTestSite(brandId, options = {}) {
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
  const reactRoot = await mountSite(container, brand);
  const site = {
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
export function unmountTestSite() {
  mounted?.unmount();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', testerUrl);
}
