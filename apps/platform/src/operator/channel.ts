import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { findCommand } from '../cli/registry';
import { PlatformError } from '../http/errors';

export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'operator.sock');
}

/**
 * The operator channel: a second Fastify listener on a Unix socket inside the data folder, mode
 * 0600, so only the platform's own user can reach it and no public route leads to it. PGlite
 * cannot be opened by two processes, so the CLI runs its commands here while the platform runs.
 */
export async function startOperatorChannel(
  app: FastifyInstance,
  socketPath: string,
): Promise<{ close: () => Promise<void> }> {
  const channel = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  channel.post<{ Body: { command?: unknown; params?: unknown } }>(
    '/run',
    async (request, reply) => {
      const name = typeof request.body?.command === 'string' ? request.body.command : '';
      const command = findCommand(name);
      if (!command)
        return reply.status(404).send({ ok: false, message: `Unknown command ${name}` });
      try {
        const result = await command.run(
          {
            db: app.db,
            repos: app.repos,
            ledger: app.ledger,
            ...(app.events.openStreams ? { openStreams: app.events.openStreams } : {}),
          },
          request.body.params ?? {},
        );
        return { ok: true, result };
      } catch (error) {
        const message =
          error instanceof PlatformError
            ? error.message
            : 'The command failed; see the platform log.';
        if (!(error instanceof PlatformError))
          app.log.error({ err: error }, 'operator command failed');
        return reply.status(400).send({ ok: false, message });
      }
    },
  );
  await rm(socketPath, { force: true });
  await channel.listen({ path: socketPath });
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await channel.close();
      await rm(socketPath, { force: true });
    },
  };
}
