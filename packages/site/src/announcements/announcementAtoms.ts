import { atom } from 'jotai';
import type { AnnouncementExecution, ResponseOf, calls } from '@lobbykit/api-contract';
import { firstTimeLoginAtom, platformQuery, sessionAtom, tokenAtom } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { ANNOUNCEMENT_PAGE_SIZE } from './paging';

export type AnnouncementPage = ResponseOf<typeof calls.announcementList>;

/** §4: the popup is closed once per session per audience, under these session storage keys. */
export type AudienceKey = 'USER_POPUP' | 'ANONYMOUS_POPUP';

export interface Audience {
  key: AudienceKey;
  /** §4: A for visitors, B for members, F also for first-login members. */
  executions: AnnouncementExecution[];
}

/**
 * Who the announcement popup is for, or null while it must not be fetched. §4: the call is made
 * only when there is no token in the URL or session, or the user is logged in — so a returning
 * member does not first see the visitors' announcements.
 */
export const announcementAudienceAtom = atom<Audience | null>((get) => {
  const session = get(sessionAtom);
  if (session.kind === 'member' || session.kind === 'trial') {
    return { key: 'USER_POPUP', executions: get(firstTimeLoginAtom) ? ['B', 'F'] : ['B'] };
  }
  // A stored session starts as `restoring` (session's store), so a returning member is never
  // taken for a visitor here.
  if (session.kind === 'restoring' || get(tokenAtom)) return null;
  return { key: 'ANONYMOUS_POPUP', executions: ['A'] };
});

/** Bumped when the popup is closed, so readers of session storage look again. */
const closedVersionAtom = atom(0);
/** Closed keys where the browser refuses session storage: the page's life stands in for it. */
const closedWithoutStorageAtom = atom<AudienceKey[]>([]);

function closedInStorage(key: AudienceKey): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Whether the popup was closed this session for an audience (§4). */
export const isAnnouncementClosedAtom = atom((get) => {
  get(closedVersionAtom);
  const withoutStorage = get(closedWithoutStorageAtom);
  return (key: AudienceKey) => withoutStorage.includes(key) || closedInStorage(key);
});

/** §4: closing stores the audience's key; a logout clears it with the rest of session storage. */
export const closeAnnouncementsAtom = atom(null, (_get, set, key: AudienceKey) => {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    set(closedWithoutStorageAtom, (keys) => [...keys, key]);
  }
  set(closedVersionAtom, (n) => n + 1);
});

/**
 * §2.8 publicModal: one page of the audience's pop-up announcements (§9: 8 a page). The gate asks
 * for page 1 and the popup finds it in the cache; a language or login change is a new scope.
 */
export const announcementPageQuery = (
  context: PlatformQueryContext,
  audience: Audience,
  pageNo: number,
) =>
  platformQuery(
    context,
    ['announcements', 'PU', audience.key, audience.executions, pageNo],
    (signal) =>
      context.api.announcementList(
        {
          types: 'PU',
          execution: audience.executions.join(','),
          language: context.language,
          pageNo,
          pageSize: ANNOUNCEMENT_PAGE_SIZE,
        },
        { signal },
      ),
  );
