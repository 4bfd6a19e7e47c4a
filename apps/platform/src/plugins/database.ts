import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/index';

/** Puts the db handle on the server and closes it with the server (STYLE.md, fastify/demo). */
export const databasePlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
