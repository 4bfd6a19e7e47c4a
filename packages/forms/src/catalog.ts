import type { CatalogLoader } from '@lobbykit/i18n';

/** The forms' messages (§8 error wording), loaded beside the site's for the active language only. */
export const formsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
