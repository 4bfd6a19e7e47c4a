import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import { createLocaleController, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import {
  apiAtom,
  createSessionStore,
  languageAtom,
  loadPermissionAtom,
  sessionAtom,
  SessionProvider,
} from '@lobbykit/session';
import type { SessionStoreOptions } from '@lobbykit/session';
import { features } from '../app/features';
import { localeControllerAtom } from '../app/siteAtoms';
import { SiteApp, takeHandoffCode } from '../app/SiteApp';
import { captureInstallPrompt } from '../download/installPrompt';
import { prefetchFirstPage } from '../routing/routes';
import { registerServiceWorkerAfterLoad } from './serviceWorker';

// Only the active language's messages are fetched (a lazy chunk per locale). A feature whose
// messages only its lazy chunks show, and the forms, load theirs with those chunks instead.
registerCatalog('site', (locale) => import(`../locales/${locale}.po`));
for (const feature of features) {
  if (!feature.catalogOnDemand) registerCatalog(feature.id, feature.catalog);
}

export interface MountSiteOptions extends Omit<SessionStoreOptions, 'brand'> {
  /** The brand build's service worker (issue 16 item 6); none in development and tests. */
  serviceWorkerUrl?: string;
}

/** Renders the site for `brand` into `element` (the brand app's entry calls this). */
export async function mountSite(
  element: HTMLElement,
  brand: BrandConfig,
  { serviceWorkerUrl, ...options }: MountSiteOptions = {},
): Promise<Root> {
  if (serviceWorkerUrl) registerServiceWorkerAfterLoad(serviceWorkerUrl);
  const store = createSessionStore({ brand, ...options });
  captureInstallPrompt(store);
  const controller = createLocaleController({
    brand,
    // §4: the server language update, for a logged-in member only (a visitor has no account).
    sendServerLanguageUpdate: (language) => {
      const kind = store.get(sessionAtom).kind;
      if (kind !== 'member' && kind !== 'trial') return;
      return store.get(apiAtom).memberLanguage({ language });
    },
  });
  // The language is known before its messages load; the first requests carry it (§4 header).
  store.set(languageAtom, controller.resolve() === 'ja' ? 'JA' : 'EN');
  // §4 start-up: the permission call goes out while the language's messages load, not after,
  // and so do the first page's code and own requests (the home page's banners and menus). Not
  // earlier: preloading the home page's code from index.html was measured slower, as it
  // competed with the entry's own download on a phone connection.
  const firstPermission = store.set(loadPermissionAtom, window.location.host);
  prefetchFirstPage(store, window.location.pathname, firstPermission);
  const initial = await controller.start();
  store.set(localeControllerAtom, controller);
  store.set(languageAtom, initial === 'ja' ? 'JA' : 'EN');
  const handoffCode = takeHandoffCode();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <SessionProvider store={store}>
        <LocaleProvider>
          <SiteApp firstPermission={firstPermission} handoffCode={handoffCode} />
        </LocaleProvider>
      </SessionProvider>
    </StrictMode>,
  );
  return root;
}
