import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_PATH } from '@lobbykit/api-contract';
import { buildPlatform } from '../../src/app';
import { claimPeriod } from '../../src/jobs/schedule';
import { toLedgerMember } from '../../src/modules/wallet/accounts';
import { call, fixtureBrands, login, openDatabase, seedMember } from '../platform/helpers';
import { openStream } from './sse';
import type { EventStream } from './sse';

// Issue 15 items 2 and 4: two platform nodes on one database and one Redis, as behind a load
// balancer. An event caused on one node reaches a stream on the other through Redis (each node's
// own recheck is set an hour off, so only the bus can carry it), and a session ended on one node
// is refused by the other as soon as the bus tells it (its session cache is forgotten).

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
let originB: string;
const opened: EventStream[] = [];

beforeAll(async () => {
  const database = await openDatabase('events-nodes');
  const config = { checkResponses: true, redisUrl, eventRecheckMs: 3_600_000 };
  nodeA = await buildPlatform({ brandsDir: fixtureBrands, database, config });
  nodeB = await buildPlatform({
    brandsDir: fixtureBrands,
    database: { ...database, close: async () => {} },
    config,
  });
  originB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await nodeB.close();
  await nodeA.close();
});

describe('several nodes on one database and one Redis (issue 15)', () => {
  it('an event caused through node A reaches a stream on node B', async () => {
    const row = await seedMember(nodeA, 'ALPHA01');
    const token = (await login(nodeA, row.account, row.password)).json.value.token as string;
    const opening = await openStream(originB + EVENT_STREAM_PATH, {
      authorization: token,
      merchant: 'ALPHA01',
    });
    const events = opening.stream;
    if (!events) throw new Error(`no stream: ${opening.status}`);
    opened.push(events);
    await events.next(); // hello
    await nodeA.ledger.credit(toLedgerMember(row), {
      amountMinor: 700n,
      idempotencyKey: `nodes-${row.id}`,
    });
    expect(JSON.parse((await events.next()).data)).toMatchObject({ seq: 1, type: 'balance' });
  });

  it('a logout on node B is refused on node A once the bus has told it, inside its cache’s second', async () => {
    const row = await seedMember(nodeA, 'ALPHA01');
    const token = (await login(nodeA, row.account, row.password)).json.value.token as string;
    // Node A now holds the session in its one-second cache.
    expect((await call(nodeA, 'GET', '/wps/member/info', { token })).status).toBe(200);
    const told = new Promise<number[]>((resolve) => {
      const stop = nodeA.events.bus.subscribe('sessions', (ids) => {
        if (ids.includes(row.id)) {
          stop();
          resolve(ids);
        }
      });
    });
    expect((await call(nodeB, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    await told;
    expect((await call(nodeA, 'GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('a scheduled job runs once per period across the nodes', async () => {
    const claims = await Promise.all(
      [nodeA, nodeB, nodeA, nodeB].map((node) =>
        claimPeriod(node.repos.throttle, `test job ${process.pid}`, 3_600_000),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
