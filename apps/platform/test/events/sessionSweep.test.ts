import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_PATH } from '@lobbykit/api-contract';
import { and, eq } from 'drizzle-orm';
import { memberEvents, members, sessions } from '../../src/db/schema/index';
import { toLedgerMember } from '../../src/modules/wallet/accounts';
import { login, seedMember, testPlatform } from '../platform/helpers';
import { openStream } from './sse';
import type { EventStream } from './sse';

// Issue 15: a session that ends without an event (idle clock, time limit) closes its open
// streams; one sweep per node reads every stream's session at once (sessionSweep.ts).

let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  // A short sweep period so the tests see it; production sweeps once a heartbeat.
  app = await testPlatform('events-sweep', { eventSessionSweepMs: 50 });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app.close();
});

async function loggedIn(row: { account: string; password: string }): Promise<string> {
  const answer = await login(app, row.account, row.password);
  expect(answer.status).toBe(200);
  return answer.json.value.token as string;
}

async function stream(token: string): Promise<EventStream> {
  const opening = await openStream(origin + EVENT_STREAM_PATH, {
    authorization: token,
    merchant: 'ALPHA01',
  });
  if (!opening.stream) throw new Error(`stream refused: ${opening.status}`);
  opened.push(opening.stream);
  const hello = await opening.stream.next();
  expect(hello.event).toBe('hello');
  return opening.stream;
}

/** The newest session of a member (the one its last login made). */
async function newestSession(memberId: number) {
  const rows = await app.db.select().from(sessions).where(eq(sessions.memberId, memberId));
  const row = rows.sort((a, b) => b.id - a.id)[0];
  if (!row) throw new Error('no session');
  return row;
}

describe('the event streams’ session sweep (issue 15)', () => {
  it('ends the stream of a session whose idle clock ran out, and not the member’s other session', async () => {
    const row = await seedMember(app, 'ALPHA01');
    const idle = await loggedIn(row);
    const idleSession = await newestSession(row.id);
    const idleStream = await stream(idle);
    const other = await loggedIn(row);
    const otherStream = await stream(other);

    // Two hours and a minute without a call (the idle limit is two hours).
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) })
      .where(eq(sessions.id, idleSession.id));
    await expect(idleStream.next()).rejects.toThrow('stream ended');

    // The other session's stream goes on: the next balance change reaches it.
    await app.ledger.credit(toLedgerMember(row), {
      amountMinor: 100n,
      idempotencyKey: `sweep-${row.id}`,
    });
    const next = await otherStream.next();
    expect(next.event).toBe('balance');
  });

  it('ends the stream when the session time limit comes, and ends the session saying why', async () => {
    const row = await seedMember(app, 'ALPHA01');
    const token = await loggedIn(row);
    const session = await newestSession(row.id);
    const open = await stream(token);

    // A 30-minute limit on a login made 31 minutes ago.
    await app.db.update(members).set({ sessionLimitMinutes: 30 }).where(eq(members.id, row.id));
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, session.id));
    await expect(open.next()).rejects.toThrow('stream ended');

    const [ended] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(ended?.revokedAt).not.toBeNull();
    const events = await app.db
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, row.id), eq(memberEvents.type, 'session-ended')));
    expect(events.map((event) => event.payload)).toEqual([
      { sessionIds: [session.id], reason: 'time-limit' },
    ]);
  });
});
