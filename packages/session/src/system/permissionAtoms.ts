import { atom } from 'jotai';
import type { ResponseOf } from '@lobbykit/api-contract';
import type { calls } from '@lobbykit/api-contract';
import { apiAtom, brandAtom, languageAtom } from '../client/runtime.js';
import { queryClientAtom } from '../query/platformQuery.js';

export type Permission = ResponseOf<typeof calls.systemDomainRoute>;

export type StartState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; permission: Permission };

export const startStateAtom = atom<StartState>({ status: 'loading' });

export type SystemStatus = 'normal' | 'maintenance' | 'regionRestricted';

/** §4: 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence. */
export function systemStatusOf(permission: Permission): SystemStatus {
  if (permission.maintenance.status === 1) return 'maintenance';
  if (permission.regionRestricted || permission.maintenance.status === 2) return 'regionRestricted';
  return 'normal';
}

export const permissionAtom = atom((get) => {
  const state = get(startStateAtom);
  return state.status === 'ready' ? state.permission : null;
});

export const systemStatusAtom = atom<SystemStatus | null>((get) => {
  const permission = get(permissionAtom);
  return permission ? systemStatusOf(permission) : null;
});

/** The host the permission call was last asked for (the refresh below asks for it again). */
const permissionHostAtom = atom<string | null>(null);

/**
 * §4, §7.4: the permission call. A read like any other (the query layer's retries), asked afresh
 * every time: a retry after a failure or after maintenance must not be answered from memory. It
 * comes before any session, so its key holds the merchant, the language and the host only.
 */
const fetchPermissionAtom = atom(null, async (get, set, host: string) => {
  set(permissionHostAtom, host);
  const api = get(apiAtom);
  return get(queryClientAtom).fetchQuery({
    queryKey: [get(brandAtom).merchantCode, get(languageAtom), 'permission', host],
    queryFn: ({ signal }) => api.systemDomainRoute({ host }, { signal }),
    staleTime: 0,
  });
});

/** §4, §7.4: the first call of every load; the site renders by its system status. */
export const loadPermissionAtom = atom(null, async (_get, set, host: string) => {
  set(startStateAtom, { status: 'loading' });
  try {
    const permission = await set(fetchPermissionAtom, host);
    set(startStateAtom, { status: 'ready', permission });
    return permission;
  } catch (error) {
    set(startStateAtom, { status: 'failed', error });
    return null;
  }
});

/**
 * Issue 15: the merchant's system status changed (the event stream's `system` message): ask the
 * permission call again and render by its answer, without the loading state in between. A failed
 * ask keeps what shows; the next load asks anyway.
 */
export const refreshPermissionAtom = atom(null, async (get, set) => {
  const host = get(permissionHostAtom);
  if (host === null) return;
  try {
    const permission = await set(fetchPermissionAtom, host);
    set(startStateAtom, { status: 'ready', permission });
  } catch {
    // Nothing to show: the page as it is stays.
  }
});
