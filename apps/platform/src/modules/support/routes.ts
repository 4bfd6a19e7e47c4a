import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';

/** The merchant's live-chat url (its LIVECHAT resource), only when it is an http(s) address. */
export function liveChatUrlOf(merchant: Merchant): string | null {
  const resource = merchant.resources.find((r) => r.resourceType === 'LIVECHAT');
  if (!resource) return null;
  try {
    const url = new URL(resource.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  // §2.8 csModal, §7.3 CBS_launchChat (no token): live chat where configured, else the e-mail.
  // Served in maintenance and to blocked regions too: both pages offer customer service (§2.11).
  registerCall(
    app,
    calls.supportLaunchChat,
    async ({ merchant }) => {
      const chatUrl = liveChatUrlOf(merchant);
      if (!chatUrl) {
        throw new PlatformError(
          'LIVE_CHAT_UNAVAILABLE',
          'Live chat is not available; please write to the support e-mail.',
        );
      }
      return { chatUrl };
    },
    { allowWhenClosed: true },
  );
}
