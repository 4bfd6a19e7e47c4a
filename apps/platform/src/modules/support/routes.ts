import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../db/schema/index';
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

async function supportCalls(app: FastifyInstance): Promise<void> {
  // §2.8 csModal, §7.3 CBS_launchChat (no token): live chat where configured, else the e-mail.
  // A merchant without live chat is a normal set-up, not a failure: it answers chatUrl null (an
  // error status here put a failed request in the console on every customer-service click).
  // Served in maintenance and to blocked regions too: both pages offer customer service (§2.11).
  registerCall(
    app,
    calls.supportLaunchChat,
    async ({ merchant }) => ({ chatUrl: liveChatUrlOf(merchant) }),
    { allowWhenClosed: true },
  );
}

export const supportRoutes = fp(supportCalls, {
  name: 'support-routes',
  dependencies: ['repos', 'errors'],
});
