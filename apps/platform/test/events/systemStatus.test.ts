import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_PATH, streamHelloSchema, streamSystemSchema } from '@lobbykit/api-contract';
import { login, seedMember, testPlatform } from '../platform/helpers';
import { openStream } from './sse';
import type { EventStream } from './sse';

// Issue 15 "system status changed": a merchant's §4 status change reaches its members' open
// streams as an `event: system` message (statusWatch.ts), and not another merchant's.

let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  app = await testPlatform('events-status', { eventRecheckMs: 50 });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app.close();
});

/** A member of the merchant, logged in: its token. */
async function loggedIn(merchantCode: string): Promise<string> {
  const row = await seedMember(app, merchantCode);
  const answer = await login(app, row.account, row.password, merchantCode);
  expect(answer.status).toBe(200);
  return answer.json.value.token as string;
}

async function streamOf(
  merchantCode: string,
  token?: string,
): Promise<{ stream: EventStream; hello: unknown }> {
  const opening = await openStream(origin + EVENT_STREAM_PATH, {
    authorization: token ?? (await loggedIn(merchantCode)),
    merchant: merchantCode,
  });
  if (!opening.stream) throw new Error(`stream refused: ${opening.status}`);
  opened.push(opening.stream);
  const hello = await opening.stream.next();
  expect(hello.event).toBe('hello');
  return { stream: opening.stream, hello: JSON.parse(hello.data) };
}

async function setStatus(merchantCode: string, systemStatus: number): Promise<void> {
  const merchant = await app.repos.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  await app.repos.merchants.update(merchant.id, { systemStatus });
}

describe('the system status on the event stream (issue 15, §4)', () => {
  it('tells the open streams of the merchant when maintenance starts and ends', async () => {
    const { stream: alpha } = await streamOf('ALPHA01');
    const { stream: beta } = await streamOf('BETA01');
    try {
      await setStatus('ALPHA01', 1);
      const started = await alpha.next();
      expect(started.event).toBe('system');
      expect(started.id).toBeUndefined();
      expect(streamSystemSchema.parse(JSON.parse(started.data))).toEqual({
        status: 'maintenance',
      });
    } finally {
      await setStatus('ALPHA01', 0);
    }
    const ended = await alpha.next();
    expect(JSON.parse(ended.data)).toEqual({ status: 'normal' });

    // BETA01's stream got neither: its first message is its own merchant's change.
    try {
      await setStatus('BETA01', 2);
      expect(JSON.parse((await beta.next()).data)).toEqual({ status: 'region-restricted' });
    } finally {
      await setStatus('BETA01', 0);
    }
  });

  it('says the status in the hello of a stream opened after a change (no system message reaches a closed stream)', async () => {
    const token = await loggedIn('ALPHA01');
    try {
      // A member's stream reconnecting after maintenance began.
      await setStatus('ALPHA01', 1);
      const { hello } = await streamOf('ALPHA01', token);
      expect(streamHelloSchema.parse(hello)).toMatchObject({ status: 'maintenance' });
    } finally {
      await setStatus('ALPHA01', 0);
    }
  });
});
