import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { languageSchema } from '../core/fields';

/** §2.8: the customer-service window is 440 by 750. */
export const customerServiceWindow = { width: 440, height: 750 } as const;

const launchChatCall = defineCall({
  name: 'supportLaunchChat',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  token: false,
  encrypted: false,
  request: z.strictObject({ language: languageSchema.optional() }),
  response: z
    .object({
      /**
       * The merchant's live-chat page (its LIVECHAT resource), opened in a 440 × 750 window; null
       * when the merchant has no live chat, a known state (§2.8 "live chat, or a support e-mail"),
       * so it is an answer and not an error: the site offers the support e-mail.
       */
      chatUrl: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .nullable(),
    })
    .meta({ id: 'LaunchChat' }),
  errors: [],
  summary:
    "Live customer service (§2.8 csModal, §7.3 CBS_launchChat, no token): the chat url, or chatUrl null when the merchant has no live chat: then show the support e-mail of the merchant's EMAIL resource instead.",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

export const supportCalls = {
  supportLaunchChat: launchChatCall,
} as const;
