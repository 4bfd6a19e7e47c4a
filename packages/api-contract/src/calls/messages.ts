import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput, rowIdSchema } from '../core/fields';
import { timestampSchema } from '../core/wire';

/** A message id in a JSON body; ids only grow, so the newest message has the largest. */
const messageId = rowIdSchema;
/** The same in a query string (GET, DELETE), where it arrives as text. */
const messageIdQuery = z.coerce.number().int().min(1).max(2_147_483_647);

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
  errors: [...sessionErrors],
  summary:
    "The number of unread messages in the member's inbox, shown on the header's messages button (§2.6, §3 unreadMessage, §7.3 CSP_unreadCount, §7.4 getUnreadMessageV2).",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

/** One message of the member's inbox (§2.9 messageV2). */
export const inboxMessageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    createdAt: timestampSchema,
    read: z.boolean(),
  })
  .meta({ id: 'InboxMessage' });

const listCall = defineCall({
  name: 'messageList',
  method: 'GET',
  path: '/wps/relay/CSP_getMessageListV2',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** Keyset cursor: only messages older than this id (the previous page's `next`). */
    before: messageIdQuery.optional(),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z
    .object({
      /** Newest first. */
      content: z.array(inboxMessageSchema),
      /** The `before` of the next page; null on the last page. */
      next: z.number().int().nullable(),
    })
    .meta({ id: 'InboxPage' }),
  errors: [...sessionErrors],
  summary:
    "One page of the member's inbox, newest first, with keyset paging (§2.9 messageV2, §7.4 getUnreadMessageV2's page): a message arriving between pages appears on no later page twice and leaves no gap; a trial account's inbox is empty (§6 Trial).",
  methodNote:
    'The spec names messageV2 but no list call; named after its V2 relay calls, and GET since it only reads. Keyset (before an id) rather than page numbers: new messages arrive at the top while a member pages.',
});

const openCall = defineCall({
  name: 'messageOpen',
  method: 'POST',
  path: '/wps/relay/CSP_readMessageV2',
  token: true,
  encrypted: false,
  request: z.strictObject({ id: messageId }),
  response: inboxMessageSchema,
  errors: [...sessionErrors, 'NOT_FOUND'],
  summary:
    "Opens one of the member's messages and marks it read (the unread count falls). Another member's message answers NOT_FOUND, as one that does not exist.",
  methodNote: 'The spec gives no method for relay calls; this one changes the read state, so POST.',
});

const deleteCall = defineCall({
  name: 'messageDelete',
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessageV2',
  token: true,
  encrypted: false,
  request: z.strictObject({ id: messageIdQuery }),
  response: z.object({ id: z.number().int() }).meta({ id: 'DeletedMessage' }),
  errors: [...sessionErrors, 'NOT_FOUND'],
  summary:
    "Deletes one of the member's messages. Another member's message answers NOT_FOUND, as one that does not exist.",
  methodNote:
    'The spec gives no method for relay calls; this one deletes, so DELETE with the id in the query.',
});

const readAllCall = defineCall({
  name: 'messageReadAll',
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessageV2',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      /** How many messages this call marked read. */
      marked: z.number().int().min(0),
    })
    .meta({ id: 'ReadAllMessages' }),
  errors: [...sessionErrors],
  summary: "Marks every message of the member's inbox read (the unread count becomes 0).",
  methodNote: 'The spec gives no method for relay calls; this one changes state, so POST.',
});

export const messageCalls = {
  messageUnreadCount: unreadCountCall,
  messageList: listCall,
  messageOpen: openCall,
  messageDelete: deleteCall,
  messageReadAll: readAllCall,
} as const;
