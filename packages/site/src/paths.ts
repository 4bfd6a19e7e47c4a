// `@lobbykit/site/paths`: the site's addresses without React, styles or catalogs; the brand build
// reads it to write routes.json.
export { framePaths, homePaths, plannedPaths, sitePaths } from './routing/sitePaths';
export type { PlannedPath } from './routing/sitePaths';
