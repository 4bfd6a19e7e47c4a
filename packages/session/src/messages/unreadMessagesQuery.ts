import { platformQuery } from '../query/platformQuery.js';
import type { PlatformQueryContext } from '../query/platformQuery.js';

/** The inbox's own part of its key: a change to a message (or a message event) invalidates it. */
export const INBOX_KEY = ['inbox'] as const;

/** The unread count's own part of its key: reading a message invalidates it by this. */
export const UNREAD_MESSAGES_KEY = ['unreadMessages'] as const;

/**
 * §3 store state `unreadMessage` (CSP_unreadCount): the header's messages badge (§2.6) and the
 * member centre's messageV2 badge (§2.9) share this one read. §6: not asked for trial players or
 * visitors.
 */
export function unreadMessagesQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    UNREAD_MESSAGES_KEY,
    async (signal) => (await context.api.messageUnreadCount(undefined, { signal })).count,
    { memberOnly: true },
  );
}
