import fp from 'fastify-plugin';
import { createLedger } from './ledger';
import type { Ledger } from './ledger';

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet ledger (issue 4), built once over `app.db`. */
    ledger: Ledger;
  }
}

/** Puts the ledger on the server, so a module that moves money declares `dependencies: ['ledger']`. */
export const ledgerPlugin = fp(
  async (app) => {
    app.decorate(
      'ledger',
      createLedger(app.db, { moved: (ids) => app.events.bus.publish('events', ids) }),
    );
  },
  { name: 'ledger', dependencies: ['database', 'events'] },
);
