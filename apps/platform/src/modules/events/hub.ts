import type { MemberEvent, StreamSystem, SystemStatusName } from '@lobbykit/api-contract';
import type { MemberEventRow } from '../../db/schema/index';
import type { EventBus } from './bus';
import type { EventOutbox } from './outbox';

/** One open stream of this node: a member's session and what it has been sent. */
export interface StreamClient {
  memberId: number;
  sessionId: number;
  merchantId: number;
  /** The merchant's §4 status as this client last knew it (statusWatch.ts tells it changes). */
  systemStatus: SystemStatusName;
  /** The newest sequence this stream has passed (sent or skipped as another session's). */
  lastSeq: number;
  /**
   * What this client receives for these outbox rows (its own session's ending, the balance and
   * unread count read now, once for the batch, so a burst of payouts costs one read).
   */
  render(rows: MemberEventRow[]): Promise<MemberEvent[]>;
  /** Sends the events in order; answers false once the client is gone. */
  send(events: MemberEvent[]): Promise<boolean>;
  /** Tells the client its merchant's system status changed (no sequence: statusWatch.ts). */
  sendSystem(system: StreamSystem): Promise<void>;
  close(): void;
}

/**
 * How often each stream's member is checked against the outbox without a nudge: the bound on a
 * lost nudge (platform README "Real-time events").
 */
export const recheckMs = 1000;

const pageSize = 500;

/**
 * Issue 15: this node's open streams. A nudge for a member reads its new outbox rows once and
 * passes each stream the ones after its own sequence; reads for one member never overlap, and a
 * nudge that arrives meanwhile is served right after, so nothing is sent twice or out of order.
 */
export function createStreamHub(options: {
  bus: EventBus;
  outbox: EventOutbox;
  onError: (error: unknown) => void;
  /** The recheck period (tests that must see the bus alone set it far off). */
  recheckEveryMs?: number;
}) {
  const { bus, outbox, onError } = options;
  const streams = new Map<number, Set<StreamClient>>();
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();

  async function drain(memberId: number): Promise<void> {
    for (;;) {
      const clients = streams.get(memberId);
      if (!clients || clients.size === 0) return;
      const from = Math.min(...[...clients].map((c) => c.lastSeq));
      const rows = await outbox.since(memberId, from, pageSize);
      if (rows.length === 0) return;
      for (const client of clients) {
        const fresh = rows.filter((row) => row.seq > client.lastSeq);
        if (fresh.length === 0) continue;
        const events = await client.render(fresh);
        client.lastSeq = fresh.at(-1)?.seq ?? client.lastSeq;
        if (events.length > 0 && !(await client.send(events))) remove(client);
        else if (events.some((e) => e.type === 'session-ended')) client.close();
      }
      if (rows.length < pageSize) return;
    }
  }

  function pump(memberId: number): void {
    if (!streams.has(memberId)) return;
    if (running.has(memberId)) {
      again.add(memberId);
      return;
    }
    const run = drain(memberId)
      .catch(onError)
      .finally(() => {
        running.delete(memberId);
        if (again.delete(memberId)) pump(memberId);
      });
    running.set(memberId, run);
  }

  function remove(client: StreamClient): void {
    const clients = streams.get(client.memberId);
    clients?.delete(client);
    if (clients?.size === 0) streams.delete(client.memberId);
  }

  const unsubscribe = bus.subscribe('events', (ids) => {
    for (const id of ids) pump(id);
  });

  // The safety net under the nudges: members whose head moved past what their streams have.
  const recheck = setInterval(() => {
    const members = [...streams.keys()];
    if (members.length === 0) return;
    outbox
      .heads(members)
      .then((heads) => {
        for (const [memberId, head] of heads) {
          const clients = streams.get(memberId);
          if (clients && [...clients].some((c) => c.lastSeq < head)) pump(memberId);
        }
      })
      .catch(onError);
  }, options.recheckEveryMs ?? recheckMs);
  recheck.unref();

  return {
    add(client: StreamClient): () => void {
      const clients = streams.get(client.memberId) ?? new Set();
      clients.add(client);
      streams.set(client.memberId, clients);
      pump(client.memberId);
      return () => remove(client);
    },
    /** Every stream open on this node (the session sweep's list). */
    clients(): StreamClient[] {
      return [...streams.values()].flatMap((clients) => [...clients]);
    },
    /** Streams open on this node (the benchmark's and the tests' figure). */
    size(): number {
      let n = 0;
      for (const clients of streams.values()) n += clients.size;
      return n;
    },
    close(): void {
      clearInterval(recheck);
      unsubscribe();
      for (const clients of streams.values()) for (const client of clients) client.close();
      streams.clear();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
