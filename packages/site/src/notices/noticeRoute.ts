import type { RouteObject } from 'react-router';
import type { SessionStore, SiteRouteHandle } from '@lobbykit/session';
import { loadSection } from '../routing/lazySection';
import { framePaths } from '../routing/sitePaths';
import { frameTitles } from '../routing/titles';
import { selectedNoticeIndexAtom } from './noticeAtoms';

/** §2.1 /noticePage: a lazy section (§2.11 NoticePage); opening it resets the selected index to 0. */
export function noticePageRoute(store: SessionStore): RouteObject {
  return {
    path: framePaths.notices,
    loader: () => {
      store.set(selectedNoticeIndexAtom, 0);
      return null;
    },
    lazy: async () => {
      const module = await loadSection('NoticePage', () => import('./NoticePage'));
      return { Component: module.default };
    },
    handle: { title: frameTitles.notices } satisfies SiteRouteHandle,
  };
}
