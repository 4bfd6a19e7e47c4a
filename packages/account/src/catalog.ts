import type { CatalogLoader } from '@lobbykit/i18n';

/** The account flows' messages, loaded with the site's for the active language only (one chunk per locale). */
export const accountCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
