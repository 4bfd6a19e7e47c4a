import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../../src/app';
import { unauthenticatedRequestLimit } from '../../src/plugins/rateLimit';
import { fixtureBrands, openDatabase } from './helpers';

// Issue 13 items 3 and 5: per-IP limits on the calls anyone can send come from @fastify/rate-limit,
// are checked before the body is read, and are kept in the database so every node counts the
// same requests. Two platform nodes here share one database, as nodes behind a balancer do.

let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
beforeAll(async () => {
  const database = await openDatabase('rate-limit');
  const config = { checkResponses: true };
  nodeA = await buildPlatform({ brandsDir: fixtureBrands, database, config });
  nodeB = await buildPlatform({
    brandsDir: fixtureBrands,
    database: { ...database, close: async () => {} },
    config,
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await nodeB.close();
  await nodeA.close();
});

function send(node: FastifyInstance, ip: string, url = '/wps/session/login') {
  // Not JSON at all: a limit checked after the body is read would answer 400 instead.
  return node.inject({
    method: 'POST',
    url,
    headers: { merchant: 'ALPHA01', 'content-type': 'application/json' },
    payload: '{not json',
    remoteAddress: ip,
  });
}

describe('per-IP limit on unauthenticated calls (issue 13 items 3 and 5)', () => {
  // The windows are fixed (aligned to the clock): a burst on a busy machine could straddle a turn
  // and start counting again (CI, stop 25). The clock stands still one second into a window.
  beforeAll(() => {
    const { timeWindow } = unauthenticatedRequestLimit;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / timeWindow) * timeWindow + timeWindow + 1000);
  });

  it('counts one IP across nodes and answers RATE_LIMITED before reading the body', async () => {
    const ip = '203.0.113.200';
    const { max } = unauthenticatedRequestLimit;
    const answers = [];
    for (let n = 0; n < max; n += 1) answers.push(await send(n % 2 ? nodeB : nodeA, ip));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([400]));
    const over = await send(nodeA, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(nodeB, ip)).statusCode).toBe(429);
  });

  it('counts each route and each IP apart', async () => {
    const ip = '203.0.113.201';
    const { max } = unauthenticatedRequestLimit;
    for (let n = 0; n < max + 1; n += 1) await send(nodeA, ip);
    expect((await send(nodeA, ip)).statusCode).toBe(429);
    expect((await send(nodeA, ip, '/wps/member/password/email')).statusCode).toBe(400);
    expect((await send(nodeA, '203.0.113.202')).statusCode).toBe(400);
  });
});
