import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { memberTypes } from '../../db/schema/index';
import type { MemberMessageRow } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';

async function messageCalls(app: FastifyInstance): Promise<void> {
  // §7.3 CSP_unreadCount (T): the header's messages badge (§2.6).
  registerCall(app, calls.messageUnreadCount, async (ctx) => {
    const { member } = requireAuth(ctx);
    // §6 Trial: a trial account has no inbox.
    if (member.type === memberTypes.trial) return { count: 0 };
    return { count: await app.repos.messages.unreadCount(member.id) };
  });

  // §2.9 messageV2: the inbox, newest first (keyset paging). A trial account has none (§6).
  registerCall(app, calls.messageList, async (ctx) => {
    const { member } = requireAuth(ctx);
    if (member.type === memberTypes.trial) return { content: [], next: null };
    const { rows, next } = await app.repos.messages.page(member.id, ctx.input);
    return { content: rows.map(inboxMessage), next };
  });

  // Another member's message answers as one that does not exist: nothing about it leaks.
  registerCall(app, calls.messageOpen, async (ctx) => {
    const { member } = requireAuth(ctx);
    const row = await app.repos.messages.open(member.id, ctx.input.id);
    if (!row) throw notFound();
    return inboxMessage(row);
  });

  registerCall(app, calls.messageDelete, async (ctx) => {
    const { member } = requireAuth(ctx);
    if (!(await app.repos.messages.remove(member.id, ctx.input.id))) throw notFound();
    return { id: ctx.input.id };
  });

  registerCall(app, calls.messageReadAll, async (ctx) => {
    const { member } = requireAuth(ctx);
    return { marked: await app.repos.messages.markAllRead(member.id) };
  });
}

function notFound(): PlatformError {
  return new PlatformError('NOT_FOUND', 'No such message.');
}

function inboxMessage(row: MemberMessageRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.content,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export const messageRoutes = fp(messageCalls, {
  name: 'message-routes',
  dependencies: ['repos', 'errors'],
});
