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

/**
 * §4, §7.4: the permission call is the first call; the site renders by its system status. A read
 * like any other (the query layer's retries), asked afresh on every load: a retry after a failure
 * or after maintenance must not be answered from memory. It comes before any session, so its
 * key holds the merchant, the language and the host only.
 */
export const loadPermissionAtom = atom(null, async (get, set, host: string) => {
  set(startStateAtom, { status: 'loading' });
  try {
    const api = get(apiAtom);
    const permission = await get(queryClientAtom).fetchQuery({
      queryKey: [get(brandAtom).merchantCode, get(languageAtom), 'permission', host],
      queryFn: ({ signal }) => api.systemDomainRoute({ host }, { signal }),
      staleTime: 0,
    });
    set(startStateAtom, { status: 'ready', permission });
    return permission;
  } catch (error) {
    set(startStateAtom, { status: 'failed', error });
    return null;
  }
});
