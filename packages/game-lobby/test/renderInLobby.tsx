/// <reference types="@lobbykit/brand/virtual" />
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { brands } from 'virtual:lobbykit/brands';
import type { BrandConfig } from '@lobbykit/brand';
import { catalogs, i18n, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import { createSessionStore, languageAtom, SessionProvider } from '@lobbykit/session';
import type { PlatformQueryContext, SessionStore } from '@lobbykit/session';
import { SESSION_CATALOG, sessionCatalog } from '@lobbykit/session/catalog';
import { lobbyCatalog } from '../src/catalog';
import { BETS_CATALOG, betsCatalog } from '../src/bets/catalog';
import { LOTTERY_CATALOG, lotteryCatalog } from '../src/lottery/catalog';
import { SEAMLESS_CATALOG, seamlessCatalog } from '../src/seamless/catalog';
import { SPORTS_CATALOG, sportsCatalog } from '../src/sports/catalog';
import { logIn } from '@lobbykit/session/testing';

registerCatalog('game-lobby', lobbyCatalog);
registerCatalog(LOTTERY_CATALOG, lotteryCatalog);
registerCatalog(BETS_CATALOG, betsCatalog);
// The §8 error map's messages (the lottery slip's refusals), as the lottery pages load them.
registerCatalog(SESSION_CATALOG, sessionCatalog);
registerCatalog(SEAMLESS_CATALOG, seamlessCatalog);
registerCatalog(SPORTS_CATALOG, sportsCatalog);

export interface LobbyRenderOptions {
  brand?: string;
  lang?: 'en' | 'ja';
  /** The address the router starts at. @default '/' */
  path?: string;
  /** Who opens it: a logged-in member's calls carry a token. @default 'visitor' */
  as?: 'visitor' | 'member';
  /** The platform's calls answered in memory (UI tests only; the platform's tests check them). */
  api?: Partial<PlatformQueryContext['api']>;
  /** Or the real client over this fetch: the platform's HTTP answers written by the test. */
  fetch?: typeof globalThis.fetch;
}

export interface RenderedInLobby {
  brand: BrandConfig;
  store: SessionStore;
}

/** The ids of the repository's real brands. */
export const brandIds: readonly string[] = brands.map((b) => b.id);

/** A real brand's run-time config and a visitor's session store for it (nothing stored, no platform). */
export function lobbyStore(
  brandId = 'sakura',
  platform: Pick<LobbyRenderOptions, 'api' | 'fetch'> = {},
): RenderedInLobby {
  const brand = brands.find((b) => b.id === brandId);
  if (!brand) throw new Error(`no brand ${brandId}; known: ${brandIds.join(', ')}`);
  const store = createSessionStore({
    brand,
    storage: null,
    baseUrl: 'http://127.0.0.1:9',
    events: false,
    ...(platform.api ? { api: platform.api as PlatformQueryContext['api'] } : {}),
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
  });
  return { brand, store };
}

/**
 * Renders a lobby component as the site would: a real brand's run-time config, its session store
 * (a visitor unless `as` says member), the lobby's messages in `lang`, and a router. No platform is
 * running: tests render what a visitor sees before any call, pass data in, or answer the calls.
 */
export async function renderInLobby(
  ui: ReactNode,
  {
    brand: brandId = 'sakura',
    lang = 'en',
    path = '/',
    as = 'visitor',
    api,
    fetch,
  }: LobbyRenderOptions = {},
): Promise<RenderedInLobby> {
  const { brand, store } = lobbyStore(brandId, { api, fetch });
  if (as === 'member') logIn(store);
  store.set(languageAtom, lang === 'ja' ? 'JA' : 'EN');
  await catalogs.load(lang, i18n);
  i18n.activate(lang);
  const root = document.documentElement;
  root.lang = lang;
  root.setAttribute('data-brand', brand.id);
  root.setAttribute('data-theme', 'light');
  render(
    <SessionProvider store={store}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </LocaleProvider>
    </SessionProvider>,
  );
  return { brand, store };
}
