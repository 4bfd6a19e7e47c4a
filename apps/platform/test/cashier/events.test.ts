import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_PATH, memberEventSchema } from '@lobbykit/api-contract';
import { memberEvents } from '../../src/db/schema/index';
import { withdrawalsOver } from '../../src/modules/cashier/withdrawals/service';
import { expireDeposits } from '../../src/modules/cashier/repository';
import { openStream } from '../events/sse';
import type { EventStream } from '../events/sse';
import { createDeposit } from './helpers';
import { fundedMember, withdraw } from './withdrawals.helpers';
import { testPlatform } from '../platform/helpers';

// Issue 15 item 1: a deposit's or a withdrawal's change of state is an event of its member,
// written in the change's transaction, so the member's open pages update without asking.
let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  app = await testPlatform('cashier-events');
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  expect(await app.ledger.check()).toEqual([]);
  await app.close();
});

const op = { actor: 'operator:test' };

async function cashierEvents(memberId: number) {
  const rows = await app.db
    .select()
    .from(memberEvents)
    .where(eq(memberEvents.memberId, memberId))
    .orderBy(memberEvents.seq);
  return rows
    .filter((r) => r.type === 'deposit' || r.type === 'withdrawal')
    .map((r) => ({ type: r.type, ...(r.payload as object) }));
}

describe('cashier events (issue 15)', () => {
  it('writes one withdrawal event per step of the timeline, and none for a refused step', async () => {
    const m = await fundedMember(app, 9_000n);
    const id = (await withdraw(app, m, '1000', 'cash-ev-1')).json.value.id as string;
    const service = withdrawalsOver(app.db, app.ledger);
    await service.operate(BigInt(id), 'approve', op);
    await expect(service.operate(BigInt(id), 'reject', op)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await service.operate(BigInt(id), 'pay', op);
    // The auto-receive sweep of a paid withdrawal past its window writes its event too.
    expect(await service.sweep(m.merchantId, 1, new Date(Date.now() + 120_000), m.id)).toBe(1);
    expect(await cashierEvents(m.id)).toEqual([
      { type: 'withdrawal', id, state: 'submitted' },
      { type: 'withdrawal', id, state: 'approved' },
      { type: 'withdrawal', id, state: 'paid' },
      { type: 'withdrawal', id, state: 'received' },
    ]);
  });

  it('sends a deposit’s states on the stream: created, then expired by the sweep', async () => {
    const m = await fundedMember(app, 0n);
    const opening = await openStream(origin + EVENT_STREAM_PATH, {
      authorization: m.token,
      merchant: 'ALPHA01',
    });
    const stream = opening.stream;
    if (!stream) throw new Error(`no stream: ${opening.status}`);
    opened.push(stream);
    await stream.next(); // hello
    const created = await createDeposit(app, m.token, 'bank', '5000');
    expect(created.json.errorCode).toBeUndefined();
    const depositId = created.json.value.id as number;
    const first = memberEventSchema.parse(JSON.parse((await stream.next()).data));
    expect(first).toMatchObject({ type: 'deposit', id: depositId, state: 'created' });

    const later = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    const announced: number[][] = [];
    expect(await expireDeposits(app.db, later, (ids) => announced.push(ids))).toContain(depositId);
    expect(announced).toContainEqual([m.id]);
    const expired = memberEventSchema.parse(JSON.parse((await stream.next()).data));
    expect(expired).toMatchObject({ type: 'deposit', id: depositId, state: 'expired' });
    expect(expired.seq).toBeGreaterThan(first.seq);
  });
});
