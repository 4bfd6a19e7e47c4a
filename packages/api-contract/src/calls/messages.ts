import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { noInput } from '../core/fields';

const unreadCountCall = defineCall({
  name: 'messageUnreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      /** Messages in the member's inbox not read yet; 0 for a trial account (§6 Trial). */
      count: z.number().int().min(0),
    })
    .meta({ id: 'UnreadCount' }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  summary:
    "The number of unread messages in the member's inbox, shown on the header's messages button (§2.6, §3 unreadMessage, §7.3 CSP_unreadCount, §7.4 getUnreadMessageV2).",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

export const messageCalls = {
  messageUnreadCount: unreadCountCall,
} as const;
