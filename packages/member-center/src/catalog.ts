import type { CatalogLoader } from '@lobbykit/i18n';

/** The member centre's messages, loaded for the active language only (one chunk per locale). */
export const memberCenterCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
