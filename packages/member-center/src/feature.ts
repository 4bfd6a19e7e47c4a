import type { Feature, FeaturePageModule, FeatureRoute } from '@lobbykit/session';
import { memberCenterCatalog } from './catalog';
import { memberChunks } from './chunks';
import { memberTitles, responsibleGamblingTitle } from './layout/memberMenu';
import { memberPagePath, memberPages, memberRoot, responsibleGamblingPath } from './paths';
import { RealityCheckOverlay } from './reality-check/RealityCheckOverlay';
import type { MemberPage } from './paths';

/** A page's chunk, through the small chunk that names them all (memberChunks). */
const load = (page: MemberPage) => (): Promise<FeaturePageModule> =>
  memberChunks().then((chunks) => chunks.pageModules[page]());

// Not `loginOnly`: the site's guard would send a visitor home, while the member centre opens the
// login popup over its own page and shows it once the visitor has logged in (MemberCentre).
const route = (path: string, page: MemberPage): FeatureRoute => ({
  path,
  section: 'MemberCenter',
  load: load(page),
  handle: { title: memberTitles[page] },
});

/**
 * The member centre as the site composes it (§2.9): every menu page by its spec name under
 * /member/<name>, /member opening securityCenter, each page a lazy chunk, and its messages.
 */
export const memberCenterFeature: Feature = {
  id: 'member-center',
  routes: () => [
    route(memberRoot, 'securityCenter'),
    ...memberPages.map((page) => route(memberPagePath(page), page)),
    // Issue 14 item 9: public (a visitor reads about the tools), linked from the site's footer.
    {
      path: responsibleGamblingPath,
      section: 'MemberCenter',
      load: () => memberChunks().then((chunks) => chunks.responsibleGamblingPage()),
      handle: { title: responsibleGamblingTitle },
    },
  ],
  // Issue 14 item 9: the reality check and the session-time-limit notice (lazy, members only).
  slots: { overlays: RealityCheckOverlay },
  catalog: memberCenterCatalog,
  // Only its pages speak: the messages come with the first member page, not the first page.
  catalogOnDemand: true,
};
