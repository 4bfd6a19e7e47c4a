import { Suspense, lazy } from 'react';
import type { SystemStatus } from '@lobbykit/session';

const MaintenancePage = lazy(() => import('./MaintenancePage'));
const RegionBlockPage = lazy(() => import('./RegionBlockPage'));

/** §2.11 the pages that replace the whole site when the system status is not normal. */
export function SystemPage({ status }: { status: Exclude<SystemStatus, 'normal'> }) {
  return (
    <Suspense fallback={null}>
      {status === 'maintenance' ? <MaintenancePage /> : <RegionBlockPage />}
    </Suspense>
  );
}
