import { request as httpRequest } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_STREAM_PATH, memberEventSchema, streamHelloSchema } from '@lobbykit/api-contract';
import { and, eq, lt } from 'drizzle-orm';
import { memberEvents } from '../../src/db/schema/index';
import type { Member } from '../../src/db/schema/index';
import { toLedgerMember } from '../../src/modules/wallet/accounts';
import { call, login, seedMember, testPlatform } from '../platform/helpers';
import { popupCommand, sessionsCommand } from '../../src/cli/commands/events';
import { eventRetentionMs } from '../../src/modules/events/outbox';
import { startOperatorChannel } from '../../src/operator/channel';
import { openStream } from './sse';
import type { EventStream } from './sse';

// Issue 15 items 1 and 2: events from a durable outbox, written in the transaction of the change
// and delivered in order on the member's Server-Sent Events stream, resumable after a sequence.

let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  app = await testPlatform('events-stream');
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app.close();
});

async function member() {
  const row = await seedMember(app, 'ALPHA01');
  const answer = await login(app, row.account, row.password);
  expect(answer.status).toBe(200);
  return { row, token: answer.json.value.token as string };
}

async function stream(token: string, lastEventId?: number) {
  const opening = await openStream(origin + EVENT_STREAM_PATH, {
    authorization: token,
    merchant: 'ALPHA01',
    ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
  });
  if (opening.stream) opened.push(opening.stream);
  return opening;
}

const credit = (row: Member, amountMinor: bigint, key: string) =>
  app.ledger.credit(toLedgerMember(row), { amountMinor, idempotencyKey: key });

async function eventsOf(memberId: number) {
  return app.db
    .select()
    .from(memberEvents)
    .where(eq(memberEvents.memberId, memberId))
    .orderBy(memberEvents.seq);
}

describe('the outbox (issue 15 item 1)', () => {
  it('writes a balance event with the movement, numbered per member, and none for a refusal or a rollback', async () => {
    const { row } = await member();
    await credit(row, 500n, `ev-a-${row.id}`);
    await credit(row, 300n, `ev-b-${row.id}`);
    // A replay moves nothing and adds nothing.
    await credit(row, 300n, `ev-b-${row.id}`);
    await expect(
      app.ledger.debit(toLedgerMember(row), {
        amountMinor: 10_000n,
        idempotencyKey: `ev-c-${row.id}`,
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      app.ledger.transaction(async (tx) => {
        await app.ledger.within(tx).credit(toLedgerMember(row), {
          amountMinor: 100n,
          idempotencyKey: `ev-d-${row.id}`,
        });
        throw new Error('the caller fails after the movement');
      }),
    ).rejects.toThrow('the caller fails');
    const rows = await eventsOf(row.id);
    expect(rows.map((r) => [r.seq, r.type])).toEqual([
      [1, 'balance'],
      [2, 'balance'],
    ]);
  });

  it('numbers the events of parallel movements 1..n without a gap or a twin', async () => {
    const { row } = await member();
    const n = 24;
    await Promise.all(
      Array.from({ length: n }, (_, i) => credit(row, BigInt(i + 1), `ev-par-${row.id}-${i}`)),
    );
    const seqs = (await eventsOf(row.id)).map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });
});

describe(`GET ${EVENT_STREAM_PATH} (issue 15 item 2)`, () => {
  it('refuses without a session with the envelope, and a trial session with REAL_ACCOUNT_REQUIRED (§6)', async () => {
    const anonymous = await openStream(origin + EVENT_STREAM_PATH, { merchant: 'ALPHA01' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED' });
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'Windows', platform: 'W', gatewayVersion: 3 },
    });
    expect(trial.status).toBe(200);
    const refused = await stream(trial.json.value.token);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
  });

  it('says hello with the newest sequence, then sends each change with the balance and unread count as they are now', async () => {
    const { row, token } = await member();
    await credit(row, 1_000n, `ev-h-${row.id}`);
    const { stream: events } = await stream(token);
    if (!events) throw new Error('no stream');
    const hello = await events.next();
    expect(hello.event).toBe('hello');
    expect(streamHelloSchema.parse(JSON.parse(hello.data))).toEqual({
      seq: 1,
      reset: false,
      status: 'normal',
    });

    await credit(row, 250n, `ev-i-${row.id}`);
    const balance = memberEventSchema.parse(JSON.parse((await events.next()).data));
    const answered = await call(app, 'GET', '/wps/v2/wallets/balance', { token });
    expect(balance).toMatchObject({ seq: 2, type: 'balance', balance: answered.json.value });

    await app.repos.messages.send({
      merchantId: row.merchantId,
      memberId: row.id,
      title: 'Hello',
      content: 'A message from the operator',
    });
    const message = await events.next();
    expect(message.id).toBe('3');
    expect(JSON.parse(message.data)).toMatchObject({ seq: 3, type: 'message', unread: 1 });
  });

  it('sends a burst to many members from one batch, each stream its own member’s balance and message count', async () => {
    // The hub reads a burst in one query and the streams' balances and unread counts in one
    // query each (hub.ts, routes.ts): a mix-up between members would show here.
    const members = await Promise.all(Array.from({ length: 12 }, () => member()));
    const streams = await Promise.all(members.map(({ token }) => stream(token)));
    for (const { stream: events } of streams) await events?.next(); // hello
    await app.ledger.transaction(async (tx) => {
      for (const [i, { row }] of members.entries()) {
        await app.ledger.within(tx).credit(toLedgerMember(row), {
          amountMinor: BigInt(100 + i),
          idempotencyKey: `ev-burst-${row.id}`,
        });
      }
    });
    for (const [i, { row }] of members.slice(0, 3).entries()) {
      for (let n = 0; n <= i; n += 1) {
        await app.repos.messages.send({
          merchantId: row.merchantId,
          memberId: row.id,
          title: `Burst ${n}`,
          content: 'One of a few',
        });
      }
    }
    for (const [i, { token }] of members.entries()) {
      const events = streams[i]?.stream;
      if (!events) throw new Error('no stream');
      const balance = memberEventSchema.parse(JSON.parse((await events.next()).data));
      const answered = await call(app, 'GET', '/wps/v2/wallets/balance', { token });
      expect(balance).toMatchObject({ seq: 1, type: 'balance', balance: answered.json.value });
      // Member i < 3 was sent i + 1 messages; its last message event carries i + 1 unread.
      if (i < 3) {
        let last = balance;
        for (let n = 0; n <= i; n += 1)
          last = memberEventSchema.parse(JSON.parse((await events.next()).data));
        expect(last).toMatchObject({ seq: i + 2, type: 'message', unread: i + 1 });
      }
    }
  });

  it('resumes after the last sequence seen: every event missed, in order, exactly once', async () => {
    const { row, token } = await member();
    const first = (await stream(token)).stream;
    if (!first) throw new Error('no stream');
    await first.next(); // hello
    await credit(row, 10n, `ev-r1-${row.id}`);
    expect((await first.next()).id).toBe('1');
    first.close();
    await credit(row, 20n, `ev-r2-${row.id}`);
    await credit(row, 30n, `ev-r3-${row.id}`);
    const again = (await stream(token, 1)).stream;
    if (!again) throw new Error('no stream');
    expect(JSON.parse((await again.next()).data)).toEqual({
      seq: 3,
      reset: false,
      status: 'normal',
    });
    expect([(await again.next()).id, (await again.next()).id]).toEqual(['2', '3']);
    await credit(row, 40n, `ev-r4-${row.id}`);
    expect((await again.next()).id).toBe('4');
  });

  it('says reset when the events after the client’s sequence were purged', async () => {
    const { row, token } = await member();
    for (const key of ['p1', 'p2', 'p3']) await credit(row, 10n, `ev-${key}-${row.id}`);
    await app.db
      .update(memberEvents)
      .set({ createdAt: new Date(Date.now() - 2 * eventRetentionMs) })
      .where(and(eq(memberEvents.memberId, row.id), lt(memberEvents.seq, 3)));
    expect(await app.events.outbox.purgeOlderThan(new Date(Date.now() - eventRetentionMs))).toBe(2);
    const events = (await stream(token, 1)).stream;
    if (!events) throw new Error('no stream');
    expect(JSON.parse((await events.next()).data)).toEqual({
      seq: 3,
      reset: true,
      status: 'normal',
    });
    await credit(row, 10n, `ev-p4-${row.id}`);
    expect((await events.next()).id).toBe('4');
  });

  it('ends the stream of a session that logs out, and not the stream of the member’s other session', async () => {
    const { row, token } = await member();
    const other = (await login(app, row.account, row.password)).json.value.token as string;
    const ending = (await stream(token)).stream;
    const staying = (await stream(other)).stream;
    if (!ending || !staying) throw new Error('no stream');
    await ending.next();
    await staying.next();
    expect((await call(app, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    const ended = await ending.next();
    expect(JSON.parse(ended.data)).toMatchObject({ type: 'session-ended', reason: 'logout' });
    await expect(ending.next()).rejects.toThrow('stream ended');
    // The other session's stream skips the event and carries on with the next one.
    await credit(row, 5n, `ev-s-${row.id}`);
    expect(JSON.parse((await staying.next()).data)).toMatchObject({ type: 'balance', seq: 2 });
  });

  it('shows an operator popup (§2.8) and ends every session from the CLI', async () => {
    const { row, token } = await member();
    const events = (await stream(token)).stream;
    if (!events) throw new Error('no stream');
    await events.next();
    const ctx = { db: app.db, repos: app.repos, ledger: app.ledger };
    await popupCommand.run(
      ctx,
      popupCommand.parse(['ALPHA01', row.account, '--title', 'Tonight', '--body', 'Double points']),
    );
    expect(JSON.parse((await events.next()).data)).toMatchObject({
      type: 'popup',
      title: 'Tonight',
      body: 'Double points',
    });
    expect(() => popupCommand.parse(['ALPHA01', row.account, '--title', 'x'])).toThrow('--body');
    const ended = await sessionsCommand.run(
      ctx,
      sessionsCommand.parse(['end', 'ALPHA01', row.account]),
    );
    expect(ended).toEqual({ account: row.account, ended: 1 });
    expect(JSON.parse((await events.next()).data)).toMatchObject({
      type: 'session-ended',
      reason: 'revoked',
    });
    expect((await call(app, 'GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('counts the member’s open streams through the running platform’s operator channel', async () => {
    const { row, token } = await member();
    const socketPath = join(await mkdtemp(join(tmpdir(), 'lobbykit-op-')), 'operator.sock');
    const channel = await startOperatorChannel(app, socketPath);
    const streams = () =>
      new Promise<unknown>((resolve, reject) => {
        const body = JSON.stringify({
          command: 'sessions',
          params: sessionsCommand.parse(['streams', 'ALPHA01', row.account]),
        });
        const req = httpRequest(
          {
            socketPath,
            path: '/run',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await streams()).toEqual({ ok: true, result: { account: row.account, streams: 0 } });
      const first = (await stream(token)).stream;
      const second = (await stream(token)).stream;
      await first?.next();
      await second?.next();
      expect(await streams()).toMatchObject({ result: { streams: 2 } });
      first?.close();
      await vi.waitFor(async () =>
        expect(await streams()).toMatchObject({ result: { streams: 1 } }),
      );
    } finally {
      await channel.close();
    }
    // The CLI alone (no platform) cannot know: it says so rather than answering 0.
    await expect(
      sessionsCommand.run(
        { db: app.db, repos: app.repos, ledger: app.ledger },
        sessionsCommand.parse(['streams', 'ALPHA01', row.account]),
      ),
    ).rejects.toThrow('running platform');
  });
});
