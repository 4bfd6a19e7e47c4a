import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { accountPopupAtom } from '@lobbykit/session';
import type { Feature, FeatureRoute, SessionStore, SiteRouteHandle } from '@lobbykit/session';
import { features, home, withChunkCatalogs } from '../app/features';
import { Frame } from '../frame/Frame';
import { withGuards } from './guards';
import { loadSection } from './lazySection';
import { SectionError } from './SectionError';
import { framePaths, homePaths, plannedPaths } from './sitePaths';
import type { PlannedPath } from './sitePaths';
import { frameTitles } from './titles';

const handle = (value: SiteRouteHandle) => value;

/** A lazily loaded page: its module's default export, wrapped in the 120-second rule (§7.4). */
function page(section: string, load: () => Promise<{ default: React.ComponentType }>) {
  return async () => {
    const module = await loadSection(section, load);
    return { Component: module.default };
  };
}

/** A feature's page: its lazy section, and what it does on each visit (`enter`). */
function featureRoute(feature: Feature, route: FeatureRoute): RouteObject {
  const { enter } = route;
  return {
    path: route.path,
    ...(enter
      ? {
          loader: () => {
            enter();
            return null;
          },
        }
      : {}),
    lazy: page(
      route.section,
      feature.catalogOnDemand ? withChunkCatalogs(route.load, feature) : route.load,
    ),
    handle: handle(route.handle),
  };
}

/** Whether `pathname` opens the home page (§2.1: /, its other addresses, /register). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return (
    path === '' || path === framePaths.register || (homePaths as readonly string[]).includes(path)
  );
}

/** §2.1 what the pages of later issues tell the frame already: the agent centre needs login (§2.2, §6). */
const plannedHandles: Record<PlannedPath, SiteRouteHandle> = {
  promotions: { title: frameTitles.promotions },
  pointMall: { title: frameTitles.pointMall },
  agentHome: { title: frameTitles.agentCentre, loginOnly: true },
};

/** The planned pages no feature declares yet (a feature's own route replaces its placeholder). */
function plannedRoutes(declared: readonly RouteObject[]): RouteObject[] {
  const taken = new Set(declared.map((route) => route.path));
  return plannedPaths
    .filter((path) => !taken.has(path))
    .map((path) => ({
      path,
      lazy: page('planned', () => import('./PlannedPage')),
      handle: handle(plannedHandles[path]),
    }));
}

/**
 * Starts the first page's own requests at start-up, beside the permission call, when the page
 * is the home page (most visits): they need neither the permission's answer nor the page's code.
 * A maintenance or region answer then leaves them unused.
 */
export function prefetchFirstPage(
  store: SessionStore,
  pathname: string,
  permission: Promise<unknown>,
) {
  if (!isHomePath(pathname)) return;
  home.prefetch(store, permission);
  void home.load().catch(() => undefined); // the route's own load reports a failure
}

/**
 * §2.1 routes the frame owns (the home page's addresses, /login, /register, the planned pages),
 * plus every feature's pages.
 * `sessionRestored` settles when the start-up session restore is done (login-only guards wait).
 */
export function siteRoutes(
  store: SessionStore,
  sessionRestored: Promise<unknown> = Promise.resolve(),
): RouteObject[] {
  // The home page's first requests start while its code downloads (a loader runs beside `lazy`).
  const prefetchHome = () => {
    home.prefetch(store);
    return null;
  };
  const homeRoute = (path: string): RouteObject => ({
    path,
    loader: prefetchHome,
    lazy: page('home', home.load),
    handle: handle({ title: frameTitles.home }),
  });
  const pages: RouteObject[] = [
    {
      index: true,
      loader: prefetchHome,
      lazy: page('home', home.load),
      handle: handle({ title: frameTitles.home }),
    },
    ...homePaths.map(homeRoute),
    {
      // §2.1: /login renders home with the login popup open, and redirects to /.
      path: framePaths.login,
      loader: () => {
        store.set(accountPopupAtom, { kind: 'login', method: 'username' });
        return redirect('/');
      },
    },
    {
      // §2.1: /register renders home and opens the registration modal.
      path: framePaths.register,
      loader: () => {
        store.set(accountPopupAtom, { kind: 'register', method: 'username' });
        return prefetchHome();
      },
      lazy: page('home', home.load),
      handle: handle({ title: frameTitles.register }),
    },
    {
      // §2.11 app download, for visitors and members alike.
      path: framePaths.download,
      lazy: page('download', () => import('../download/DownloadPage')),
      handle: handle({ title: frameTitles.download }),
    },
    // The features' pages (§2.1: the lobby's lists, categories, notices and help), each lazy.
    ...features.flatMap((feature) =>
      feature.routes(store).map((route) => featureRoute(feature, route)),
    ),
  ];
  return [
    {
      path: '/',
      Component: Frame,
      errorElement: <SectionError />,
      // The first lazy page is loading: the index.html shell (and its reserved space) stays.
      HydrateFallback: () => null,
      children: [
        {
          // Page errors render inside the frame, so the header and menus stay usable.
          errorElement: <SectionError />,
          children: [
            ...pages,
            ...plannedRoutes(pages),
            {
              // Not in sitePaths: the brand build's routes.json leaves it out, so a server
              // answers these addresses 404 (with the site, which renders this page).
              path: '*',
              loader: () => {
                throw new Response(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ].map((route) => ({ ...route, children: withGuards(route.children, store, sessionRestored) }));
}
