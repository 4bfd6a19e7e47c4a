import type { CatalogLoader } from '@lobbykit/i18n';

/**
 * The lottery pages' messages (their own catalog, so the first page, which loads the lobby's
 * main catalog, does not carry them): loaded with the first lottery page opened.
 */
export const lotteryCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** The registry name of the lottery pages' catalog. */
export const LOTTERY_CATALOG = 'game-lobby-lottery';
