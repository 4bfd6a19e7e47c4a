import { lobbyPaths } from '@lobbykit/game-lobby/paths';
import type { BrandConfig } from '@lobbykit/brand-runtime';

/** §2.1 the other addresses of the home page. */
export const homePaths = ['index', 'index.html', 'home'] as const;

/** §2.1 the frame's own pages. */
export const framePaths = {
  login: 'login',
  register: 'register',
  notices: 'noticePage',
  help: 'help',
  helpMc: 'helpmc',
} as const;

/**
 * §2.1 pages (and §2.9 the member centre the header links to) whose feature packages come with
 * later issues. Until then the site answers them with a "coming soon" page of the frame, so a
 * link the navigation already shows (promotions, lottery, the agent button) is a known page.
 */
export const plannedPaths = [
  'lottery',
  'seaLottery',
  'vnLottery',
  'fbSports',
  'promotions',
  'pointMall',
  'seamless',
  'down',
  'agentHome',
  'member/*',
] as const;
export type PlannedPath = (typeof plannedPaths)[number];

/**
 * Every address the site's router answers for a brand, as React Router patterns from the root
 * (`/`, `/hot`, `/member/*`). The router is built from these same lists (a test compares them);
 * the brand build writes them to `routes.json` beside index.html, so a server can answer an
 * unknown address with 404 while still sending the site, which shows its not-found page.
 */
export function sitePaths(brand: Pick<BrandConfig, 'gameListCenter' | 'gameCenter'>): string[] {
  const relative = [
    ...homePaths,
    ...Object.values(framePaths),
    ...lobbyPaths(brand).map((page) => page.path),
    ...plannedPaths,
  ];
  return ['/', ...new Set(relative.map((path) => `/${path}`))];
}
