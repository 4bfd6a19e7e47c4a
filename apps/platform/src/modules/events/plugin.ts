import fp from 'fastify-plugin';
import { createEventBus } from './bus';
import type { EventBus } from './bus';
import { eventOutbox } from './outbox';
import type { EventOutbox } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Issue 15: member events. Writers append to the outbox in their own transaction
     * (`appendEvents`, `appendBalanceEvents`) and publish the members on `events.bus` (topic `events`) after it commits.
     */
    events: {
      bus: EventBus;
      outbox: EventOutbox;
      /**
       * The member's streams open on this node, once the stream routes are registered (the
       * operator's `sessions streams`: one browser's tabs share one stream).
       */
      openStreams?: (memberId: number) => number;
    };
  }
}

/** The event bus and outbox on the server, before the ledger and routes that publish through it. */
export const eventsPlugin = fp(
  async (app) => {
    const bus = createEventBus({
      redisUrl: app.config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'event bus'),
    });
    await bus.ready();
    app.decorate('events', { bus, outbox: eventOutbox(app.db) });
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['database'] },
);
