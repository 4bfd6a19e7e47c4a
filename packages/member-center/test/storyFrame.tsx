/// <reference types="@lobbykit/brand/virtual" />
import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { brands } from 'virtual:lobbykit/brands';
import { catalogs, i18n, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import { createSessionStore, languageAtom, SessionProvider } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { formsCatalog } from '@lobbykit/forms/catalog';
import { SESSION_CATALOG, sessionCatalog } from '@lobbykit/session/catalog';
import { memberCenterCatalog } from '../src/catalog';
import { logIn } from './logIn';

registerCatalog('member-center', memberCenterCatalog);
// The forms' own messages and the §8 error map's, as the site registers them.
registerCatalog('forms', formsCatalog);
registerCatalog(SESSION_CATALOG, sessionCatalog);

type Api = PlatformQueryContext['api'];
const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'ja' ? 'ja' : 'en');

/** The messages of the toolbar's locale, loaded before the story renders. */
export const memberCatalogs = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = localeOf(globals);
  await catalogs.load(locale, i18n);
  i18n.activate(locale);
  return {};
};

/**
 * A member centre part as the site shows it: the toolbar's brand and language, a logged-in member
 * whose calls the story's `parameters.memberApi()` answers in memory (Storybook has no platform),
 * a router. Each story gets a new session store, so one story's saves never show in another; a
 * story changes the calls by its own `memberApi` parameter (one frame: routers do not nest).
 */
export const memberFrame: Decorator = function MemberFrame(Story, { globals, parameters }) {
  const makeApi = (parameters.memberApi as (() => Partial<Api>) | undefined) ?? (() => ({}));
  const brand = brands.find((b) => b.id === globals.brand) ?? brands[0];
  const [store] = useState(() => {
    if (!brand) throw new Error('no brand');
    const made = createSessionStore({ brand, storage: null, api: makeApi() as Api });
    made.set(languageAtom, localeOf(globals) === 'ja' ? 'JA' : 'EN');
    logIn(made, 'member', brand.id);
    return made;
  });
  return (
    <SessionProvider store={store}>
      <LocaleProvider>
        <MemoryRouter initialEntries={['/member']}>
          <Story />
        </MemoryRouter>
      </LocaleProvider>
    </SessionProvider>
  );
};
