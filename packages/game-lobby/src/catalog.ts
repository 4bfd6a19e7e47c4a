import type { CatalogLoader } from '@lobbykit/i18n';

/** The lobby's messages, loaded with the site's for the active language only (one chunk per locale). */
export const lobbyCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
