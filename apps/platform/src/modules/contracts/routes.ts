import fp from 'fastify-plugin';
import { calls, contractKinds, contractProcessCalls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/registerCall';
import { realMember } from '../security/routes';

/**
 * Issue 15: the member's dividend and salary contracts (§1, §6). The list, and §7.3's one process
 * call per kind (§4 contract actions: accept, reject, terminate). A trial account is refused (§6).
 */
async function contractCalls(app: FastifyInstance): Promise<void> {
  registerCall(app, calls.memberContracts, async (ctx) => {
    const member = realMember(ctx);
    return { contracts: await app.repos.contracts.list(member.id) };
  });

  for (const kind of contractKinds) {
    registerCall(app, calls[contractProcessCalls[kind]], async (ctx) => {
      const member = realMember(ctx);
      return app.repos.contracts.act(member, kind, ctx.input.id, ctx.input.action);
    });
  }
}

export const contractRoutes = fp(contractCalls, {
  name: 'contract-routes',
  dependencies: ['repos', 'errors'],
});
