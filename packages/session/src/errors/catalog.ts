import type { CatalogLoader } from '@lobbykit/i18n';

/** The registry name of the §8 error messages' catalog. */
export const SESSION_CATALOG = 'session';

/**
 * The session's messages (the §8 error map), loaded with a chunk that can show a refusal (a form,
 * the lottery slip) for the active language only, never with the first page.
 */
export const sessionCatalog: CatalogLoader = (locale) => import(`../locales/${locale}.po`);
