import { afterEach, describe, expect, it, vi } from 'vitest';
import { sakuraMemberStore } from '../../test/sakuraStore.js';
import type { Contract, MemberEvent } from '@lobbykit/api-contract';
import { tokenAtom } from '../auth/tokenAtom.js';
import { followEventsOfMember } from '../client/createSessionStore.js';
import {
  platformQueryContextAtom,
  queryClientAtom,
  queryScopeAtom,
} from '../query/platformQuery.js';
import { DEPOSIT_KEY, RECORDS_KEY, WITHDRAW_KEY } from '../cashier/cashierKeys.js';
import { unreadMessagesQuery } from '../messages/unreadMessagesQuery.js';
import { balanceQuery } from '../wallet/balanceQuery.js';
import { loadPermissionAtom, startStateAtom, systemStatusAtom } from '../system/permissionAtoms.js';
import { closeEventPopupAtom, eventPopupsAtom } from './eventPopups.js';
import { reconnectDelayMs } from './memberEvents.js';

// Issue 15 item 3: the event client in `session`. The platform's side (outbox, stream, resume) is
// tested against the real server in apps/platform/test/events and end to end in Chromium; here
// the stream is written by the test, so each client rule can be seen alone.

interface OpenedStream {
  lastEventId: string | null;
  write(message: { id?: number; event: string; data: unknown }): void;
  end(): void;
}

/** A platform whose event stream the test writes; every other call answers as a member's would. */
function scriptedPlatform() {
  /** §4 the status the permission call answers (0 normal, 1 maintenance). */
  const permissionStatus = { value: 0 };
  /** What the member's contracts call answers (newest first). */
  const contracts: Contract[] = [];
  const streams: OpenedStream[] = [];
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path === '/wps/member/events') {
      const pipe = new TransformStream<Uint8Array, Uint8Array>();
      const writer = pipe.writable.getWriter();
      const encoder = new TextEncoder();
      streams.push({
        lastEventId: request.headers.get('last-event-id'),
        write: ({ id, event, data }) =>
          void writer.write(
            encoder.encode(
              `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
            ),
          ),
        end: () => void writer.close(),
      });
      return new Response(pipe.readable, { headers: { 'content-type': 'text/event-stream' } });
    }
    const value =
      path === '/wps/v2/wallets/balance'
        ? { currency: 'JPY', total: '100', held: '0', wallets: [] }
        : path === '/wps/system/domainRoute'
          ? // Only what systemStatusOf reads of the permission answer.
            { maintenance: { status: permissionStatus.value, info: [] }, regionRestricted: false }
          : path === '/wps/member/contracts'
            ? { contracts }
            : { count: 0 };
    return Response.json({ success: true, value });
  });
  return { fetch, streams, asked, permissionStatus, contracts };
}

function memberStore(fetch: typeof globalThis.fetch) {
  const store = sakuraMemberStore(fetch, { account: 'player7', token: 'token-1' });
  stops.push(followEventsOfMember(store));
  return store;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const balanceEvent = (seq: number, total: string): MemberEvent => ({
  seq,
  at: '2026-11-27T10:00:00.000Z',
  type: 'balance',
  balance: { currency: 'JPY', total, held: '0', wallets: [] },
});

describe('the member event client (issue 15 item 3)', () => {
  it('puts each event’s new value in the cache without asking again, once per sequence', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    const client = store.get(queryClientAtom);
    const context = store.get(platformQueryContextAtom);
    await client.fetchQuery(balanceQuery(context));
    await client.fetchQuery(unreadMessagesQuery(context));
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    if (!stream) throw new Error('no stream');
    expect(stream.lastEventId).toBeNull();
    stream.write({ event: 'hello', data: { seq: 4, reset: false } });
    stream.write({ id: 5, event: 'balance', data: balanceEvent(5, '250') });
    await vi.waitFor(() =>
      expect(client.getQueryData(balanceQuery(context).queryKey)).toMatchObject({ total: '250' }),
    );
    // A sequence already applied changes nothing.
    stream.write({ id: 5, event: 'balance', data: balanceEvent(5, '999') });
    stream.write({
      id: 6,
      event: 'message',
      data: { seq: 6, at: '2026-11-27T10:00:01.000Z', type: 'message', unread: 3 },
    });
    await vi.waitFor(() =>
      expect(client.getQueryData(unreadMessagesQuery(context).queryKey)).toBe(3),
    );
    expect(client.getQueryData(balanceQuery(context).queryKey)).toMatchObject({ total: '250' });
    const balanceReads = platform.asked.filter((p) => p === '/wps/v2/wallets/balance').length;
    stream.write({ id: 7, event: 'balance', data: balanceEvent(7, '300') });
    await vi.waitFor(() =>
      expect(client.getQueryData(balanceQuery(context).queryKey)).toMatchObject({ total: '300' }),
    );
    expect(platform.asked.filter((p) => p === '/wps/v2/wallets/balance')).toHaveLength(
      balanceReads,
    );
  });

  it('marks stale the cashier and records reads a deposit’s or a withdrawal’s change touches', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    const client = store.get(queryClientAtom);
    const scope = store.get(queryScopeAtom);
    if (!scope) throw new Error('no scope');
    const keys = {
      deposit: [...scope, ...DEPOSIT_KEY, 'list'],
      withdraw: [...scope, ...WITHDRAW_KEY, 'list'],
      records: [...scope, ...RECORDS_KEY, 'transactions', {}],
    };
    const reset = () => {
      for (const key of Object.values(keys)) client.setQueryData(key, { content: [] });
    };
    const stale = () =>
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [
          name,
          client.getQueryState(key)?.isInvalidated ?? false,
        ]),
      );
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    stream?.write({ event: 'hello', data: { seq: 1, reset: false } });
    await vi.waitFor(() => expect(platform.asked).toContain('/wps/member/events'));
    reset();
    expect(stale()).toEqual({ deposit: false, withdraw: false, records: false });
    const at = '2026-11-27T10:00:00.000Z';
    stream?.write({
      id: 2,
      event: 'withdrawal',
      data: { seq: 2, at, type: 'withdrawal', id: '12', state: 'paid' },
    });
    await vi.waitFor(() =>
      expect(stale()).toEqual({ deposit: false, withdraw: true, records: true }),
    );
    reset();
    stream?.write({
      id: 3,
      event: 'deposit',
      data: { seq: 3, at, type: 'deposit', id: 5, state: 'credited' },
    });
    await vi.waitFor(() =>
      expect(stale()).toEqual({ deposit: true, withdraw: false, records: true }),
    );
  });

  it('reconnects after a drop and resumes after the last sequence it saw', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const first = platform.streams[0];
    first?.write({ event: 'hello', data: { seq: 0, reset: false } });
    first?.write({
      id: 1,
      event: 'popup',
      data: { seq: 1, at: '2026-11-27T10:00:00.000Z', type: 'popup', title: 'Hi', body: 'Body' },
    });
    await vi.waitFor(() => expect(store.get(eventPopupsAtom)).toHaveLength(1));
    first?.end();
    await vi.waitFor(() => expect(platform.streams).toHaveLength(2), { timeout: 5000 });
    expect(platform.streams[1]?.lastEventId).toBe('1');
  });

  it('shows a contract offered or settled as a popup, and closes an offer answered in another tab (§2.8)', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    const at = '2026-11-27T10:00:00.000Z';
    const contract = (id: number, state: Contract['state']): Contract => ({
      id,
      kind: 'dividend',
      rate: '30',
      period: 'weekly',
      state,
      offeredBy: 'agent1',
      currency: 'JPY',
      offeredAt: at,
      answeredAt: null,
      endedAt: null,
      settlement: null,
    });
    const send = (seq: number, c: Contract) =>
      stream?.write({
        id: seq,
        event: 'contract',
        data: { seq, at, type: 'contract', contract: c },
      });
    const shown = () =>
      store
        .get(eventPopupsAtom)
        .map((p) => (p.kind === 'contract' ? `${p.contract.id}:${p.contract.state}` : p.kind));
    stream?.write({ event: 'hello', data: { seq: 0, reset: false } });
    send(1, contract(11, 'offered'));
    send(2, contract(12, 'offered'));
    await vi.waitFor(() => expect(shown()).toEqual(['11:offered', '12:offered']));
    // Accepted in another tab: that offer's popup goes here too; the member's own answer shows nothing.
    send(3, contract(11, 'accepted'));
    await vi.waitFor(() => expect(shown()).toEqual(['12:offered']));
    send(4, contract(11, 'settled'));
    await vi.waitFor(() => expect(shown()).toEqual(['12:offered', '11:settled']));
    store.set(closeEventPopupAtom, 4);
    expect(shown()).toEqual(['12:offered']);
  });

  it('shows the offers made while the member had no stream when the stream starts afresh (§2.8)', async () => {
    const platform = scriptedPlatform();
    const at = '2026-11-27T10:00:00.000Z';
    const contract = (id: number, state: Contract['state']): Contract => ({
      id,
      kind: 'daily-salary',
      rate: '1.5',
      period: 'daily',
      state,
      offeredBy: null,
      currency: 'JPY',
      offeredAt: at,
      answeredAt: null,
      endedAt: null,
      settlement: null,
    });
    // Newest first, as the platform lists them: two offers waiting, one answered.
    platform.contracts.push(
      contract(23, 'offered'),
      contract(22, 'accepted'),
      contract(21, 'offered'),
    );
    const store = memberStore(platform.fetch);
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const first = platform.streams[0];
    const shown = () =>
      store
        .get(eventPopupsAtom)
        .map((p) => (p.kind === 'contract' ? `${p.contract.id}:${p.seq}` : p.kind));
    first?.write({ event: 'hello', data: { seq: 9, reset: false } });
    await vi.waitFor(() => expect(shown()).toEqual(['21:-21', '23:-23']));
    // An answer in another tab closes it as the event of any offer would.
    first?.write({
      id: 10,
      event: 'contract',
      data: { seq: 10, at, type: 'contract', contract: contract(21, 'accepted') },
    });
    await vi.waitFor(() => expect(shown()).toEqual(['23:-23']));
    store.set(closeEventPopupAtom, -23);
    // A resumed stream has missed nothing: it does not read the offers again.
    const reads = platform.asked.filter((p) => p === '/wps/member/contracts').length;
    first?.end();
    await vi.waitFor(() => expect(platform.streams).toHaveLength(2), { timeout: 5000 });
    platform.streams[1]?.write({ event: 'hello', data: { seq: 10, reset: false } });
    platform.streams[1]?.write({
      id: 11,
      event: 'popup',
      data: { seq: 11, at, type: 'popup', title: 'Hi', body: 'Body' },
    });
    await vi.waitFor(() => expect(shown()).toEqual(['operator']));
    expect(platform.asked.filter((p) => p === '/wps/member/contracts')).toHaveLength(reads);
  });

  it('ends the session here when the platform says it ended', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    stream?.write({ event: 'hello', data: { seq: 2, reset: false } });
    stream?.write({
      id: 3,
      event: 'session-ended',
      data: { seq: 3, at: '2026-11-27T10:00:00.000Z', type: 'session-ended', reason: 'revoked' },
    });
    await vi.waitFor(() => expect(store.get(tokenAtom)).toBeNull());
  });

  it('asks the permission call again when the merchant’s system status changes, without the loading state', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    await store.set(loadPermissionAtom, 'site.test');
    expect(store.get(systemStatusAtom)).toBe('normal');
    const states: string[] = [];
    store.sub(startStateAtom, () => states.push(store.get(startStateAtom).status));
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    stream?.write({ event: 'hello', data: { seq: 0, reset: false } });
    platform.permissionStatus.value = 1;
    stream?.write({ event: 'system', data: { status: 'maintenance' } });
    await vi.waitFor(() => expect(store.get(systemStatusAtom)).toBe('maintenance'));
    expect(states).toEqual(['ready']);
    expect(platform.asked.filter((p) => p === '/wps/system/domainRoute')).toHaveLength(2);
  });

  it('asks the permission call again when a stream opens with another status than the site shows (a change while there was no stream)', async () => {
    const platform = scriptedPlatform();
    const store = memberStore(platform.fetch);
    await store.set(loadPermissionAtom, 'site.test');
    expect(store.get(systemStatusAtom)).toBe('normal');
    await vi.waitFor(() => expect(platform.streams).toHaveLength(1));
    const [stream] = platform.streams;
    // The same status: nothing asked again.
    stream?.write({ event: 'hello', data: { seq: 0, reset: false, status: 'normal' } });
    stream?.end();
    await vi.waitFor(() => expect(platform.streams).toHaveLength(2), { timeout: 5000 });
    expect(platform.asked.filter((p) => p === '/wps/system/domainRoute')).toHaveLength(1);
    // Maintenance began while the client reconnected: no `system` message came for it.
    platform.permissionStatus.value = 1;
    platform.streams[1]?.write({
      event: 'hello',
      data: { seq: 0, reset: false, status: 'maintenance' },
    });
    await vi.waitFor(() => expect(store.get(systemStatusAtom)).toBe('maintenance'));
    expect(platform.asked.filter((p) => p === '/wps/system/domainRoute')).toHaveLength(2);
  });

  it('waits longer after each failure, up to half a minute', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => reconnectDelayMs(n, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelayMs(1, () => 1)).toBe(2667);
  });
});
