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

/** Events read per member per batch (a longer backlog is read in the next batch). */
const pageSize = 500;
/** Members read per query (a bound on the statement's size, not on the batch). */
const membersPerRead = 1000;

/**
 * Issue 15: this node's open streams. Nudged members are drained in batches, one batch at a time:
 * one outbox read for every member nudged since the last batch (each after its own streams'
 * sequence), then every stream is passed the rows after its own sequence, all streams at once. A
 * burst of a thousand payouts to a thousand members costs a few queries, not a few thousand, and
 * since batches never overlap nothing is sent twice or out of order.
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
  const pending = new Set<number>();
  let draining = false;

  async function deliver(client: StreamClient, rows: MemberEventRow[]): Promise<void> {
    const fresh = rows.filter((row) => row.seq > client.lastSeq);
    if (fresh.length === 0) return;
    // Batches never overlap, so no other delivery to this client runs meanwhile; a render that
    // fails leaves lastSeq behind, and the next nudge or recheck reads the rows again.
    const events = await client.render(fresh);
    client.lastSeq = fresh.at(-1)?.seq ?? client.lastSeq;
    if (events.length > 0 && !(await client.send(events))) remove(client);
    else if (events.some((e) => e.type === 'session-ended')) client.close();
  }

  async function drainBatch(memberIds: number[]): Promise<void> {
    const wanted = memberIds.flatMap((memberId) => {
      const clients = streams.get(memberId);
      if (!clients || clients.size === 0) return [];
      return [{ memberId, afterSeq: Math.min(...[...clients].map((c) => c.lastSeq)) }];
    });
    if (wanted.length === 0) return;
    const rows = await outbox.sinceMany(wanted, pageSize);
    const byMember = new Map<number, MemberEventRow[]>();
    for (const row of rows) {
      const list = byMember.get(row.memberId);
      if (list) list.push(row);
      else byMember.set(row.memberId, [row]);
    }
    // Every stream's render starts in this turn, so their reads (balances, unread counts) share
    // one query each (routes.ts batches them).
    const deliveries: Promise<void>[] = [];
    for (const [memberId, list] of byMember) {
      for (const client of streams.get(memberId) ?? []) deliveries.push(deliver(client, list));
      // A full page: the member has more after it, read in the next batch.
      if (list.length === pageSize) pending.add(memberId);
    }
    for (const outcome of await Promise.allSettled(deliveries)) {
      if (outcome.status === 'rejected') onError(outcome.reason);
    }
  }

  function pump(memberIds: Iterable<number>): void {
    for (const id of memberIds) if (streams.has(id)) pending.add(id);
    if (draining || pending.size === 0) return;
    draining = true;
    void (async () => {
      while (pending.size > 0) {
        const batch = [...pending].slice(0, membersPerRead);
        for (const id of batch) pending.delete(id);
        await drainBatch(batch).catch(onError);
      }
    })().finally(() => {
      draining = false;
      pump([]);
    });
  }

  function remove(client: StreamClient): void {
    const clients = streams.get(client.memberId);
    clients?.delete(client);
    if (clients?.size === 0) streams.delete(client.memberId);
  }

  const unsubscribe = bus.subscribe('events', (ids) => pump(ids));

  // The safety net under the nudges: members whose head moved past what their streams have.
  const recheck = setInterval(() => {
    const members = [...streams.keys()];
    if (members.length === 0) return;
    outbox
      .heads(members)
      .then((heads) => {
        const behind = [...heads].filter(([memberId, head]) =>
          [...(streams.get(memberId) ?? [])].some((c) => c.lastSeq < head),
        );
        pump(behind.map(([memberId]) => memberId));
      })
      .catch(onError);
  }, options.recheckEveryMs ?? recheckMs);
  recheck.unref();

  return {
    add(client: StreamClient): () => void {
      const clients = streams.get(client.memberId) ?? new Set();
      clients.add(client);
      streams.set(client.memberId, clients);
      pump([client.memberId]);
      return () => remove(client);
    },
    /** Every stream open on this node (the session sweep's list). */
    clients(): StreamClient[] {
      return [...streams.values()].flatMap((clients) => [...clients]);
    },
    /** The member's streams open on this node. */
    sizeOf(memberId: number): number {
      return streams.get(memberId)?.size ?? 0;
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
