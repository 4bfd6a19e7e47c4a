// Renders the real Frame with the real session store and platform, inside a memory router with
// routes of the test's choosing: for rules that depend on a route's handle (§2.1 game pages) and
// for the lobby's slots, which no real route or package provides yet.
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { createLocaleController, LocaleProvider, toLanguageCode } from '@lobbykit/i18n';
import {
  createSessionStore,
  languageAtom,
  loadPermissionAtom,
  restoreSessionAtom,
  SessionProvider,
} from '@lobbykit/session';
import type { SiteRouteHandle } from '@lobbykit/session';
import { brandById } from '../../test';
import { localeControllerAtom } from '../app/siteAtoms';
// Registers the site's catalogues, as the brand entry does.
import '../start/mountSite';
import { Frame } from './Frame';
import type { FrameSlots } from './frameSlots';

export interface FrameHarnessOptions {
  brand?: string;
  lang?: 'EN' | 'JA';
  /** The page routes under the frame: path, handle and what the page shows. */
  pages: { path: string; handle?: SiteRouteHandle; element: ReactNode }[];
  /** Where the router starts. */
  path: string;
  slots?: FrameSlots;
  /** A hand-off code to restore a session with (§4). */
  handoff?: string;
}

export async function renderFrame(options: FrameHarnessOptions) {
  const brand = brandById(options.brand ?? 'sakura');
  localStorage.clear();
  sessionStorage.clear();
  // The announcement popup would cover the frame; it belongs to other tests.
  sessionStorage.setItem('USER_POPUP', '1');
  sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  localStorage.setItem('lang', options.lang ?? 'EN');
  document.documentElement.setAttribute('data-brand', brand.id);
  document.documentElement.setAttribute('data-theme', 'light');
  const store = createSessionStore({ brand });
  const controller = createLocaleController({ brand });
  const locale = await controller.start();
  store.set(localeControllerAtom, controller);
  store.set(languageAtom, toLanguageCode(locale));
  await store.set(loadPermissionAtom, window.location.host);
  if (options.handoff) await store.set(restoreSessionAtom, options.handoff);
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Frame slots={options.slots ?? {}} />,
      children: options.pages.map((p) => ({ path: p.path, handle: p.handle, element: p.element })),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <StrictMode>
      <SessionProvider store={store}>
        <LocaleProvider>
          <RouterProvider router={router} />
        </LocaleProvider>
      </SessionProvider>
    </StrictMode>,
  );
  return { ...view, store, router };
}
