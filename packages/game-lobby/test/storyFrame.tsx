/// <reference types="@lobbykit/brand/virtual" />
import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { brands } from 'virtual:lobbykit/brands';
import { catalogs, i18n, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import { createSessionStore, languageAtom, SessionProvider } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { SESSION_CATALOG, sessionCatalog } from '@lobbykit/session/catalog';
import { lobbyCatalog } from '../src/catalog';
import { BETS_CATALOG, betsCatalog } from '../src/bets/catalog';
import { LOTTERY_CATALOG, lotteryCatalog } from '../src/lottery/catalog';
import { SPORTS_CATALOG, sportsCatalog } from '../src/sports/catalog';
import { logIn } from '@lobbykit/session/testing';

registerCatalog('game-lobby', lobbyCatalog);
registerCatalog(LOTTERY_CATALOG, lotteryCatalog);
registerCatalog(BETS_CATALOG, betsCatalog);
registerCatalog(SPORTS_CATALOG, sportsCatalog);
registerCatalog(SESSION_CATALOG, sessionCatalog);

type Api = PlatformQueryContext['api'];
const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'ja' ? 'ja' : 'en');

/** The messages of the toolbar's locale, loaded before the story renders. */
export const lobbyCatalogs = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = localeOf(globals);
  await catalogs.load(locale, i18n);
  i18n.activate(locale);
  return {};
};

/**
 * A lottery or sports part as the site shows it: the toolbar's brand and language, a logged-in
 * member (`parameters.lobbyVisitor` for a visitor) whose calls the story's `parameters.lobbyApi()`
 * answers in memory (Storybook has no platform; `lobbyFetch()` answers under the real client
 * instead), and a router at `parameters.lobbyPath`. Each story gets a new session store, so one
 * story's reads never show in another.
 */
export const lobbyFrame: Decorator = function LobbyFrame(Story, { globals, parameters }) {
  const makeApi = (parameters.lobbyApi as (() => Partial<Api>) | undefined) ?? (() => ({}));
  const makeFetch = parameters.lobbyFetch as (() => typeof globalThis.fetch) | undefined;
  const brand = brands.find((b) => b.id === globals.brand) ?? brands[0];
  const [store] = useState(() => {
    if (!brand) throw new Error('no brand');
    const made = createSessionStore({
      brand,
      storage: null,
      events: false,
      ...(makeFetch
        ? { fetch: makeFetch(), baseUrl: 'http://platform.invalid' }
        : { api: makeApi() as Api }),
    });
    made.set(languageAtom, localeOf(globals) === 'ja' ? 'JA' : 'EN');
    if (parameters.lobbyVisitor !== true) logIn(made);
    return made;
  });
  return (
    <SessionProvider store={store}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[(parameters.lobbyPath as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      </LocaleProvider>
    </SessionProvider>
  );
};
