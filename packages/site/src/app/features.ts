import { accountFeature } from '@lobbykit/account';
import { lobbyFeature } from '@lobbykit/game-lobby';
import { loadCatalogOnDemand } from '@lobbykit/i18n';
import { memberCenterFeature } from '@lobbykit/member-center';
import type { CatalogLoader } from '@lobbykit/i18n';
import type { Feature, FeatureHome } from '@lobbykit/session';
import { SESSION_CATALOG, sessionCatalog } from '@lobbykit/session/catalog';

/**
 * The feature packages the site is made of (ARCHITECTURE.md "Features are composed, not
 * imported"), in the order their slots render. The agent centre joins as one more entry.
 */
export const features: readonly Feature[] = [lobbyFeature, accountFeature, memberCenterFeature];

function homeOf(list: readonly Feature[]): FeatureHome {
  const [home, ...others] = list.flatMap((feature) => (feature.home ? [feature.home] : []));
  if (!home || others.length > 0) throw new Error('exactly one feature must provide the home page');
  return home;
}

/** The forms' messages, from a chunk of their own that the first page does not name. */
const formsCatalog: CatalogLoader = (locale) =>
  import('@lobbykit/forms/catalog').then(({ formsCatalog: load }) => load(locale));

/**
 * `load` for a chunk that shows forms (a popup, a dialog): the forms' messages and the §8 error
 * map's (session's catalog) come with it, and so do its feature's when they load on demand. Not
 * with the first page.
 */
export function withChunkCatalogs<T>(load: () => Promise<T>, feature?: Feature): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([
      load(),
      loadCatalogOnDemand('forms', formsCatalog),
      loadCatalogOnDemand(SESSION_CATALOG, sessionCatalog),
      feature?.catalogOnDemand ? loadCatalogOnDemand(feature.id, feature.catalog) : undefined,
    ]);
    return module;
  };
}

/** §2.1 the home page, from the one feature that provides it. */
export const home: FeatureHome = homeOf(features);
