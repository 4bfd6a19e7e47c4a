import { lobbyPaths } from '@lobbykit/game-lobby/paths';
import { memberPaths } from '@lobbykit/member-center/paths';
import type { BrandConfig } from '@lobbykit/brand-runtime';

/** What of a brand decides the site's addresses: the categories it lists in game centres. */
type SiteBrand = Pick<BrandConfig, 'gameListCenter' | 'gameCenter'>;

/** §2.1 the other addresses of the home page. */
export const homePaths = ['index', 'index.html', 'home'] as const;

/** §2.1 the frame's own pages. */
export const framePaths = {
  login: 'login',
  register: 'register',
  // §2.11 app download: the install guides of the site as an app (issue 16 item 6).
  download: 'down',
} as const;

/**
 * Each feature's addresses for a brand, from its React-free `paths` entry: one entry per feature
 * of app/features.ts (a test compares these addresses with the router's).
 */
const featurePaths: readonly ((brand: SiteBrand) => readonly { path: string }[])[] = [
  lobbyPaths,
  memberPaths,
];

/**
 * §2.1 pages whose feature packages come with later issues. Until then the site answers them with
 * a "coming soon" page of the frame, so a link the navigation already shows (promotions, the
 * points mall, the agent button) is a known page. (The lottery pages, /fbSports and /seamless
 * are the game lobby's own routes since issue 16.)
 */
export const plannedPaths = ['promotions', 'pointMall', 'agentHome'] as const;
export type PlannedPath = (typeof plannedPaths)[number];

/**
 * Every address the site's router answers for a brand, as React Router patterns from the root
 * (`/`, `/hot`, `/member/messageV2`). The router is built from these same lists (a test compares them);
 * the brand build writes them to `routes.json` beside index.html, so a server can answer an
 * unknown address with 404 while still sending the site, which shows its not-found page.
 */
export function sitePaths(brand: SiteBrand): string[] {
  const relative = [
    ...homePaths,
    ...Object.values(framePaths),
    ...featurePaths.flatMap((paths) => paths(brand).map((page) => page.path)),
    ...plannedPaths,
  ];
  return ['/', ...new Set(relative.map((path) => `/${path}`))];
}
