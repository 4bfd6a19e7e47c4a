import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Provider } from 'jotai';
import type { BrandConfig } from '@lobbykit/brand';
import { createLocaleController, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import { loadLobbyHome } from '@lobbykit/game-lobby';
import {
  apiAtom,
  createSessionStore,
  languageAtom,
  loadPermissionAtom,
  sessionAtom,
} from '@lobbykit/session';
import type { SessionStoreOptions } from '@lobbykit/session';
import { localeAtom, localeControllerAtom } from '../app/siteAtoms';
import { SiteApp } from '../app/SiteApp';
import { isHomePath } from '../routing/routes';

// Only the active language's messages are fetched (a lazy chunk per locale).
registerCatalog('site', (locale) => import(`../locales/${locale}.po`));

export type MountSiteOptions = Omit<SessionStoreOptions, 'brand'>;

/** Renders the site for `brand` into `element` (the brand app's entry calls this). */
export async function mountSite(
  element: HTMLElement,
  brand: BrandConfig,
  options: MountSiteOptions = {},
): Promise<Root> {
  const store = createSessionStore({ brand, ...options });
  // §4 start-up, issue 6 speed: the permission call and, on a home address, the home page's code
  // go out while the language's messages load, instead of one after the other.
  const firstPermission = store.set(loadPermissionAtom, window.location.host);
  if (isHomePath(window.location.pathname)) {
    loadLobbyHome().catch(() => {
      // The router loads it again and shows the section error if it still fails (§8).
    });
  }
  const controller = createLocaleController({
    brand,
    // §4: the server language update, for a logged-in member only (a visitor has no account).
    sendServerLanguageUpdate: (language) => {
      const kind = store.get(sessionAtom).kind;
      if (kind !== 'member' && kind !== 'trial') return;
      return store.get(apiAtom).memberLanguage({ language });
    },
  });
  const initial = await controller.start();
  store.set(localeControllerAtom, controller);
  store.set(localeAtom, initial);
  store.set(languageAtom, initial === 'ja' ? 'JA' : 'EN');
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <LocaleProvider>
          <SiteApp firstPermission={firstPermission} />
        </LocaleProvider>
      </Provider>
    </StrictMode>,
  );
  return root;
}
