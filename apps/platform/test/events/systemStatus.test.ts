import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_PATH, streamSystemSchema } from '@lobbykit/api-contract';
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

async function streamOf(merchantCode: string): Promise<EventStream> {
  const row = await seedMember(app, merchantCode);
  const answer = await login(app, row.account, row.password, merchantCode);
  expect(answer.status).toBe(200);
  const opening = await openStream(origin + EVENT_STREAM_PATH, {
    authorization: answer.json.value.token as string,
    merchant: merchantCode,
  });
  if (!opening.stream) throw new Error(`stream refused: ${opening.status}`);
  opened.push(opening.stream);
  expect((await opening.stream.next()).event).toBe('hello');
  return opening.stream;
}

async function setStatus(merchantCode: string, systemStatus: number): Promise<void> {
  const merchant = await app.repos.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  await app.repos.merchants.update(merchant.id, { systemStatus });
}

describe('the system status on the event stream (issue 15, §4)', () => {
  it('tells the open streams of the merchant when maintenance starts and ends', async () => {
    const alpha = await streamOf('ALPHA01');
    const beta = await streamOf('BETA01');
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
});
