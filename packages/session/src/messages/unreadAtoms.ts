import { atom } from 'jotai';
import { apiAtom } from '../client/runtime.js';
import { sessionAtom } from '../auth/memberAtoms.js';

/**
 * §3 store state `unreadMessage`: unread inbox messages, shown on the header's messages button
 * (§2.6) and the member centre's messageV2 badge (§2.9). Null until loaded or when not a member.
 */
export const unreadMessageCountAtom = atom<number | null>(null);

/**
 * Loads the unread count (CSP_unreadCount). §6: skipped for trial players and visitors. A failed
 * call keeps the last count: a badge is not worth an error message.
 */
export const refreshUnreadMessageCountAtom = atom(null, async (get, set) => {
  if (get(sessionAtom).kind !== 'member') {
    set(unreadMessageCountAtom, null);
    return;
  }
  try {
    const { count } = await get(apiAtom).messageUnreadCount();
    set(unreadMessageCountAtom, count);
  } catch {
    // Keep what was shown; the next login, page or member-centre visit refreshes it.
  }
});
