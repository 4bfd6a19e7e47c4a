import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { memberTypes } from '../../db/schema/index';
import { registerCall, requireAuth } from '../../http/registerCall';

async function messageCalls(app: FastifyInstance): Promise<void> {
  // §7.3 CSP_unreadCount (T): the header's messages badge (§2.6).
  registerCall(app, calls.messageUnreadCount, async (ctx) => {
    const { member } = requireAuth(ctx);
    // §6 Trial: a trial account has no inbox.
    if (member.type === memberTypes.trial) return { count: 0 };
    return { count: await app.repos.messages.unreadCount(member.id) };
  });
}

export const messageRoutes = fp(messageCalls, {
  name: 'message-routes',
  dependencies: ['repos', 'errors'],
});
