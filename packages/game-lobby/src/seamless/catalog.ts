import type { CatalogLoader } from '@lobbykit/i18n';

/** The /seamless page's messages (their own catalog, loaded with the page, not the first page). */
export const seamlessCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** The registry name of the /seamless page's catalog. */
export const SEAMLESS_CATALOG = 'game-lobby-seamless';
