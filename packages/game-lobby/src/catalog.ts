import { registerCatalog } from '@lobbykit/i18n';

// The lobby's messages, loaded with the site's for the active language only (one chunk per locale).
registerCatalog('game-lobby', (locale) => import(`./locales/${locale}.po`));
