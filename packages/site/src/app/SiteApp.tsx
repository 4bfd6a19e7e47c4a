import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  HANDOFF_QUERY_PARAM,
  loadPermissionAtom,
  restoreSessionAtom,
  startStateAtom,
  systemStatusAtom,
} from '@lobbykit/session';
import type { Permission, SessionStore } from '@lobbykit/session';
import { siteRoutes } from '../routing/routes';
import { features } from './features';
import { StartFailed } from './StartFailed';
import { SystemPage } from '../system/SystemPage';

/**
 * Takes the one-time hand-off code out of the address bar before anything can leak it (§4). Called
 * by `mountSite` before the router exists: a router made from the address with the code kept it in
 * its location, and the first `setSearchParams` (a record page's filter) wrote it back.
 */
export function takeHandoffCode(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(HANDOFF_QUERY_PARAM);
  if (code === null) return null;
  url.searchParams.delete(HANDOFF_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return code;
}

function FullApp({ handoffCode }: { handoffCode: string | null }) {
  const store = useStore() as SessionStore;
  const restoreSession = useSetAtom(restoreSessionAtom);
  // Settles when the restore below is done; the router's first loaders run before it starts.
  const [restored] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  });
  const router = useMemo(
    () => createBrowserRouter(siteRoutes(store, restored.promise)),
    [store, restored],
  );
  useEffect(() => {
    // §4: only with status 0 is the session restored, from the URL hand-off or session storage.
    void restoreSession(handoffCode).finally(restored.resolve);
    // What the address bar carries for a feature (the forgot-password e-mail's reset link).
    for (const feature of features) feature.start?.(store);
  }, [restoreSession, store, restored, handoffCode]);
  return <RouterProvider router={router} />;
}

/**
 * §4, §7.4 start-up: the permission call first; its system status decides what renders — the
 * full app, the maintenance page or the region-block page (maintenance takes precedence).
 */
export function SiteApp({
  firstPermission,
  handoffCode = null,
}: {
  /** The permission call mountSite already sent (it goes out before the first render). */
  firstPermission?: Promise<Permission | null>;
  /** §4 the one-time hand-off code mountSite took out of the address (`takeHandoffCode`). */
  handoffCode?: string | null;
} = {}) {
  const loadPermission = useSetAtom(loadPermissionAtom);
  const start = useAtomValue(startStateAtom);
  const status = useAtomValue(systemStatusAtom);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const answer =
      attempt === 0 && firstPermission ? firstPermission : loadPermission(window.location.host);
    void answer.then((permission) => {
      // §4, §7.4: analytics only when the permission answer configures them (a lazy chunk).
      if (permission?.analytics) {
        const config = permission.analytics;
        void import('../system/analytics').then((m) => m.loadAnalytics(config));
      }
    });
  }, [loadPermission, attempt, firstPermission]);

  if (start.status === 'loading') return null;
  if (start.status === 'failed') return <StartFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (status !== 'normal' && status !== null) return <SystemPage status={status} />;
  return <FullApp handoffCode={handoffCode} />;
}
