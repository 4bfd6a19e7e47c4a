import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { accountPopupAtom } from '@lobbykit/session';
import type { FeaturePageModule, FeaturePopupKind } from '@lobbykit/session';
import { features, withChunkCatalogs } from '../app/features';
import { PublicPopups } from '../announcements/PublicPopups';
import { loadSection } from '../routing/lazySection';

/**
 * §2.8 popups: the features' (login, registration, passwords, … from the account feature) and the
 * site's own customer-service popup, each in its own chunk so the first page carries none of them.
 */
const popupLoaders: Partial<Record<FeaturePopupKind, () => Promise<FeaturePageModule>>> = {
  customerService: withChunkCatalogs(() => import('../support/CustomerServicePopup')),
};
for (const feature of features) {
  for (const [kind, load] of Object.entries(feature.popups ?? {})) {
    if (popupLoaders[kind as FeaturePopupKind])
      throw new Error(`two features render the ${kind} popup`);
    popupLoaders[kind as FeaturePopupKind] = withChunkCatalogs(load, feature);
  }
}

const lazyPopups = Object.fromEntries(
  Object.entries(popupLoaders).map(([kind, load]) => [
    kind,
    lazy(() => loadSection(`popup:${kind}`, load)),
  ]),
) as Partial<Record<FeaturePopupKind, LazyExoticComponent<ComponentType>>>;

/** Renders the popup that `accountPopupAtom` asks for. A popup reads the atom for its details. */
export function AccountPopupHost() {
  const popup = useAtomValue(accountPopupAtom);
  const Popup = popup.kind === 'closed' ? undefined : lazyPopups[popup.kind];
  return (
    <>
      <PublicPopups />
      {Popup ? (
        <Suspense fallback={null}>
          <Popup />
        </Suspense>
      ) : null}
    </>
  );
}
