import type { CatalogLoader } from '@lobbykit/i18n';

/**
 * The messages of the bet list the lottery and sports pages share (their own catalog, so the
 * first page does not carry them): loaded with either page.
 */
export const betsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** The registry name of the shared bet list's catalog. */
export const BETS_CATALOG = 'game-lobby-bets';
