import type { RouteObject } from 'react-router';
import type { SiteRouteHandle } from '@lobbykit/session';
import { loadSection } from '../routing/lazySection';
import { framePaths } from '../routing/sitePaths';
import { frameTitles } from '../routing/titles';

/** §2.11: help is its own lazy section (CustomHelp). */
const lazyHelp = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const module = await loadSection('CustomHelp', load);
  return { Component: module.default };
};

/**
 * §2.1 /help (with #tag per topic; the help modal over the site, closing returns to /) and
 * /helpmc (standalone, without header and footer).
 */
export function helpRoutes(): RouteObject[] {
  return [
    {
      path: framePaths.help,
      lazy: lazyHelp(() => import('./HelpModal')),
      handle: { title: frameTitles.help } satisfies SiteRouteHandle,
    },
    {
      path: framePaths.helpMc,
      lazy: lazyHelp(() => import('./HelpMcPage')),
      handle: { title: frameTitles.help, chrome: 'none' } satisfies SiteRouteHandle,
    },
  ];
}
