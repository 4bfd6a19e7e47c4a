import { afterEach, describe, expect, it, vi } from 'vitest';
import { sakuraMemberStore } from '../../test/sakuraStore.js';
import type { MemberEvent } from '@lobbykit/api-contract';
import { tokenAtom } from '../auth/tokenAtom.js';
import { platformQueryContextAtom, queryClientAtom } from '../query/platformQuery.js';
import { balanceQuery } from '../wallet/balanceQuery.js';
import { closeEventPopupAtom, eventPopupsAtom } from './eventPopups.js';
import { shareMemberEvents } from './tabShare.js';
import type { TabLocks } from './tabShare.js';

// Issue 15: one event stream per browser. The tabs are session stores in one Node process: the
// BroadcastChannel between them is Node's own (the same API as the browser's); the Web Locks are
// the browser's where this runtime has them, and otherwise the small exclusive lock below, which
// keeps the contract the election relies on (one holder, the next waiter granted on release, a
// waiter's abort withdraws its request). The real navigator.locks runs in the e2e test.

/** An exclusive lock manager in the Web Locks API's shape: waiters are granted in order. */
function exclusiveLocks(): TabLocks {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        signal.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

const locks: TabLocks =
  (globalThis.navigator as (Navigator & { locks?: TabLocks }) | undefined)?.locks ??
  exclusiveLocks();

interface OpenedStream {
  token: string | null;
  lastEventId: string | null;
  closed: boolean;
  write(message: { id?: number; event: string; data: unknown }): void;
}

/** One platform for every tab: it records each stream a tab opens and which sessions it ended. */
function scriptedPlatform() {
  const streams: OpenedStream[] = [];
  const endedTokens = new Set<string>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    if (token !== null && endedTokens.has(token)) {
      return Response.json(
        { success: false, errorCode: 'UNAUTHENTICATED', message: 'ended' },
        { status: 401 },
      );
    }
    if (path === '/wps/member/events') {
      const pipe = new TransformStream<Uint8Array, Uint8Array>();
      const writer = pipe.writable.getWriter();
      const encoder = new TextEncoder();
      const stream: OpenedStream = {
        token,
        lastEventId: request.headers.get('last-event-id'),
        closed: false,
        write: ({ id, event, data }) =>
          void writer
            .write(
              encoder.encode(
                `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
              ),
            )
            .catch(() => {}),
      };
      // As a browser's fetch does: an aborted request ends its body too.
      request.signal.addEventListener('abort', () => {
        stream.closed = true;
        void writer.abort(request.signal.reason).catch(() => {});
      });
      streams.push(stream);
      return new Response(pipe.readable, { headers: { 'content-type': 'text/event-stream' } });
    }
    const value =
      path === '/wps/v2/wallets/balance'
        ? { currency: 'JPY', total: '100', held: '0', wallets: [] }
        : { count: 0 };
    return Response.json({ success: true, value });
  });
  const open = () => streams.filter((s) => !s.closed);
  return { fetch, streams, open, endedTokens };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A tab of member player7, logged in with its own session (each tab has its own token). */
function tab(platform: ReturnType<typeof scriptedPlatform>, name: string, token: string) {
  const store = sakuraMemberStore(platform.fetch, { account: 'player7', token });
  const stop = shareMemberEvents(store, { name, locks });
  stops.push(stop);
  const query = () => balanceQuery(store.get(platformQueryContextAtom));
  const balance = () =>
    store.get(queryClientAtom).getQueryData(query().queryKey) as { total: string } | undefined;
  // The page's own read of the balance, which the events then keep up to date.
  const read = () => store.get(queryClientAtom).fetchQuery(query());
  return { store, stop, balance, read };
}

const balanceEvent = (seq: number, total: string): MemberEvent => ({
  seq,
  at: '2026-11-27T10:00:00.000Z',
  type: 'balance',
  balance: { currency: 'JPY', total, held: '0', wallets: [] },
});

let browsers = 0;
/** A browser for member player7: its tabs share one lock and one channel name. */
function browserOf(platform: ReturnType<typeof scriptedPlatform>) {
  browsers += 1;
  const name = `lobbykit:events:test${browsers}:player7`;
  const open = (token: string) => tab(platform, name, token);
  return Object.assign(open, { channelName: name });
}

describe('one event stream per browser (issue 15)', () => {
  it('opens one stream for two tabs, and each tab applies every event to its own cache', async () => {
    const platform = scriptedPlatform();
    const open = browserOf(platform);
    const first = open('a');
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const second = open('b');
    await Promise.all([first.read(), second.read()]);
    // The second tab waits for the lock: still one stream, the first tab's.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(platform.open()).toHaveLength(1);
    const [stream] = platform.open();
    expect(stream?.token).toBe('a');
    stream?.write({ event: 'hello', data: { seq: 4, reset: false } });
    stream?.write({ id: 5, event: 'balance', data: balanceEvent(5, '250') });
    await vi.waitFor(() => expect(second.balance()).toMatchObject({ total: '250' }));
    expect(first.balance()).toMatchObject({ total: '250' });
    expect(platform.streams).toHaveLength(1);
  });

  it('hands over when the leading tab closes: the next connects from the last sequence seen', async () => {
    const platform = scriptedPlatform();
    const open = browserOf(platform);
    const first = open('lead1');
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const second = open('follow1');
    await second.read();
    const [stream] = platform.open();
    stream?.write({ event: 'hello', data: { seq: 0, reset: false } });
    stream?.write({ id: 1, event: 'balance', data: balanceEvent(1, '110') });
    stream?.write({ id: 2, event: 'balance', data: balanceEvent(2, '120') });
    await vi.waitFor(() => expect(second.balance()).toMatchObject({ total: '120' }));
    first.stop();
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const [next] = platform.open();
    expect(next?.token).toBe('follow1');
    expect(next?.lastEventId).toBe('2');
    expect(platform.streams).toHaveLength(2);
    next?.write({ id: 3, event: 'balance', data: balanceEvent(3, '130') });
    await vi.waitFor(() => expect(second.balance()).toMatchObject({ total: '130' }));
  });

  it('gives a tab opened later the last sequence the others applied, so it resumes there', async () => {
    const platform = scriptedPlatform();
    const open = browserOf(platform);
    const first = open('early2');
    await first.read();
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const [stream] = platform.open();
    stream?.write({ event: 'hello', data: { seq: 6, reset: false } });
    stream?.write({ id: 7, event: 'balance', data: balanceEvent(7, '170') });
    await vi.waitFor(() => expect(first.balance()).toMatchObject({ total: '170' }));
    // Listen on the tabs' channel, as a third tab would, for the answer to the late tab's question.
    const listener = new BroadcastChannel(open.channelName);
    const answers: unknown[] = [];
    listener.onmessage = (message: MessageEvent) => answers.push(message.data);
    stops.push(() => listener.close());
    open('late2');
    await vi.waitFor(() => expect(answers).toContainEqual({ kind: 'seq', seq: 7 }));
    first.stop();
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    expect(platform.open()[0]?.lastEventId).toBe('7');
  });

  it('shows a popup in every tab’s list, and closing it in one tab closes it in all', async () => {
    const platform = scriptedPlatform();
    const open = browserOf(platform);
    const first = open('p1');
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const second = open('p2');
    const [stream] = platform.open();
    stream?.write({ event: 'hello', data: { seq: 0, reset: false } });
    stream?.write({
      id: 1,
      event: 'popup',
      data: { seq: 1, at: '2026-11-27T10:00:00.000Z', type: 'popup', title: 'Hi', body: 'Body' },
    });
    await vi.waitFor(() => expect(second.store.get(eventPopupsAtom)).toHaveLength(1));
    expect(first.store.get(eventPopupsAtom)).toHaveLength(1);
    second.store.set(closeEventPopupAtom, 1);
    await vi.waitFor(() => expect(first.store.get(eventPopupsAtom)).toHaveLength(0));
  });

  it('ends a following tab’s session only when the platform refuses that session too', async () => {
    const platform = scriptedPlatform();
    const open = browserOf(platform);
    const leader = open('s1');
    await vi.waitFor(() => expect(platform.open()).toHaveLength(1));
    const alive = open('s2');
    const ended = open('s3');
    const [stream] = platform.open();
    stream?.write({ event: 'hello', data: { seq: 0, reset: false } });
    // The platform ended the sessions of the leader and of the third tab, not the second's.
    platform.endedTokens.add('s1');
    platform.endedTokens.add('s3');
    stream?.write({
      id: 1,
      event: 'session-ended',
      data: { seq: 1, at: '2026-11-27T10:00:00.000Z', type: 'session-ended', reason: 'revoked' },
    });
    await vi.waitFor(() => expect(leader.store.get(tokenAtom)).toBeNull());
    await vi.waitFor(() => expect(ended.store.get(tokenAtom)).toBeNull());
    // The second tab's session lives: it takes the lock and follows the stream with its session.
    await vi.waitFor(() => expect(platform.open().map((s) => s.token)).toEqual(['s2']));
    expect(alive.store.get(tokenAtom)).toBe('s2');
  });
});
