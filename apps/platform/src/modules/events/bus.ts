import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What the bus carries, member ids only: `events` (new rows in the event outbox) and `sessions`
 * (a member's sessions or member row changed: every node forgets its cached copy).
 */
export type BusTopic = 'events' | 'sessions';

/** The Redis channel of a topic. */
export const busChannel = (topic: BusTopic) => `lobbykit:${topic}`;

export type BusListener = (memberIds: number[]) => void;

/**
 * Issue 15: tells every node that members changed, after the transaction that changed them
 * committed. Without Redis it stays in this process (one node, the zero set-up `pnpm start`); with
 * `redisUrl` every node hears every message through pub/sub (the publisher too). A lost message (a
 * node killed between commit and publish) delays an event until the streams' next check of the
 * outbox (`recheckMs` in hub.ts), and a cached session until its 1 s life ends; it loses nothing.
 */
export interface EventBus {
  publish(topic: BusTopic, memberIds: Iterable<number>): void;
  subscribe(topic: BusTopic, listener: BusListener): () => void;
  /** Resolves once the subscriptions are live (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const topics: BusTopic[] = ['events', 'sessions'];

export function createEventBus(options: {
  redisUrl?: string | undefined;
  onError?: (error: Error) => void;
}): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe = (topic: BusTopic, listener: BusListener) => {
    local.on(topic, listener);
    return () => void local.off(topic, listener);
  };
  const unique = (ids: Iterable<number>) => [...new Set(ids)];
  if (!options.redisUrl) {
    return {
      publish: (topic, ids) => {
        const list = unique(ids);
        if (list.length > 0) queueMicrotask(() => local.emit(topic, list));
      },
      subscribe,
      ready: async () => {},
      close: async () => void local.removeAllListeners(),
    };
  }
  const report = (error: Error) => options.onError?.(error);
  // A subscribed connection can only listen, so publishing takes a second one.
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.redisUrl);
  publisher.on('error', report);
  subscriber.on('error', report);
  subscriber.on('message', (channel: string, message: string) => {
    const topic = topics.find((t) => busChannel(t) === channel);
    const ids = message.split(',').map(Number).filter(Number.isSafeInteger);
    if (topic && ids.length > 0) local.emit(topic, ids);
  });
  const subscribed = subscriber.subscribe(...topics.map(busChannel));
  return {
    publish: (topic, ids) => {
      const list = unique(ids);
      if (list.length === 0) return;
      publisher.publish(busChannel(topic), list.join(',')).catch(report);
    },
    subscribe,
    ready: async () => void (await subscribed),
    close: async () => {
      local.removeAllListeners();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
