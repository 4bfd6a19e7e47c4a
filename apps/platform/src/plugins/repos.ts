import fp from 'fastify-plugin';
import { createRepos } from '../repos';

/** Every repository on the server as `app.repos` (fastify/demo: repositories attached to the server). */
export const reposPlugin = fp(
  async (app) => {
    app.decorate('repos', createRepos(app.db, app.events.bus));
  },
  { name: 'repos', dependencies: ['database', 'events'] },
);
