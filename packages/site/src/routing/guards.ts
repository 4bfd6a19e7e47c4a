import { redirect } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { tokenAtom } from '@lobbykit/session';
import type { SessionStore, SiteRouteHandle } from '@lobbykit/session';

/**
 * §2.2 guard for every route, the frame's and the feature packages': a login-only route opened
 * without a session token sends the visitor to /login. Applied recursively so a later issue's
 * routes only declare `handle.loginOnly`. `sessionRestored` settles once the start-up restore of a
 * stored session is done: a reload of a login-only page runs its loader before that restore, and
 * would otherwise send a logged-in player home.
 */
export function withGuards(
  routes: RouteObject[],
  store: SessionStore,
  sessionRestored: Promise<unknown> = Promise.resolve(),
): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as SiteRouteHandle | undefined;
    const guarded = { ...route } as RouteObject;
    if (handle?.loginOnly) {
      const inner = route.loader;
      const guard: LoaderFunction = async (args) => {
        if (!store.get(tokenAtom)) await sessionRestored;
        if (!store.get(tokenAtom)) return redirect('/login');
        return typeof inner === 'function' ? inner(args) : null;
      };
      guarded.loader = guard;
    }
    if (route.children) guarded.children = withGuards(route.children, store, sessionRestored);
    return guarded;
  });
}
