import type { CatalogLoader } from '@lobbykit/i18n';

/**
 * The sportsbook page's messages (their own catalog, so the first page does not carry them):
 * loaded with /fbSports.
 */
export const sportsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** The registry name of the sportsbook page's catalog. */
export const SPORTS_CATALOG = 'game-lobby-sports';
