import type { BrandConfig } from '@lobbykit/brand-runtime';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The package every brand app is made of (a dependency of each thin app). */
export const SITE_PACKAGE = '@lobbykit/site';

/** The public URL of the app's entry module; resolved by the brand app plugin. */
export const ENTRY_URL = '/@lobbykit/entry.js';

/**
 * index.html for a brand app: the attributes of §4 on the document element (`lang` from the
 * brand's default language, `data-theme="light"` by default) and a `#root` for the site.
 */
export function indexHtml(brand: BrandConfig): string {
  return `<!doctype html>
<html lang="${brand.defaultLang.toLowerCase()}" data-brand="${brand.id}" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(brand.name)}</title>
    <script>${preferenceScript(brand)}</script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${ENTRY_URL}"></script>
  </body>
</html>
`;
}

/**
 * Runs before first paint so a returning visitor never sees the default theme or language flash:
 * applies the stored `theme` and `lang` (§3 local storage keys, §4 theme attribute) when the brand
 * supports them. Storage can throw (privacy modes), and the defaults then simply stay.
 */
export function preferenceScript(brand: BrandConfig): string {
  const supported = JSON.stringify(brand.supportLanguages);
  return `(function(){var d=document.documentElement;try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.setAttribute('data-theme',t);var l=String(localStorage.getItem('lang')||'').toUpperCase();if(${supported}.indexOf(l)>=0)d.setAttribute('lang',l.toLowerCase());}catch(e){}})();`;
}

/**
 * The module every brand app starts from: the site, mounted with the brand's run-time config, and
 * the URL of the build's service worker (none on the development server).
 */
export function entryModule(serviceWorkerUrl?: string): string {
  const options = serviceWorkerUrl
    ? `, { serviceWorkerUrl: ${JSON.stringify(serviceWorkerUrl)} }`
    : '';
  return `import { mountSite } from '${SITE_PACKAGE}';
import brand from 'virtual:lobbykit/brand';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no element with id "root"');
mountSite(root, brand${options});
`;
}
