import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react';
import { useLocation, useMatches } from 'react-router';
import { useAtomValue } from 'jotai';
import { brandAtom, hashAnchor } from '@lobbykit/session';
import type { SiteRouteHandle } from '@lobbykit/session';
import { loadingCoverAtom } from '../app/siteAtoms';

/** The deepest matched route's handle: what the current page tells the frame. */
export function useRouteHandle(): SiteRouteHandle {
  const matches = useMatches();
  const handle: SiteRouteHandle = {};
  for (const match of matches) Object.assign(handle, match.handle as SiteRouteHandle | undefined);
  return handle;
}

/**
 * §2.2 on every route change: hide the loading cover; scroll to the top when the route name
 * changes (smoothly), or to the hash anchor; §2.11 the page title in the current language.
 */
export function useRouteEffects(): void {
  const location = useLocation();
  const handle = useRouteHandle();
  const brand = useAtomValue(brandAtom);
  const hideCover = useSetAtom(loadingCoverAtom);
  const { i18n } = useLingui();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    hideCover(false);
    // Not on the first page: the browser has placed it already, and asking for a scroll there
    // forces a layout of the whole page in the middle of start-up (issue 6: long tasks).
    const pathChanged = previousPath.current !== null && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (location.hash) {
      const target = document.getElementById(hashAnchor(location.hash));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
    }
    if (pathChanged) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.hash, hideCover]);

  const title = handle.title ? i18n._(handle.title) : null;
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
