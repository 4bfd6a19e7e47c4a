import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  EVENT_STREAM_PATH,
  contractKinds,
  contractStates,
  memberEventSchema,
} from '@lobbykit/api-contract';
import { contractsCommand } from '../../src/cli/commands/contracts';
import { rowsOf } from '../../src/db/index';
import { contracts, memberEvents } from '../../src/db/schema/index';
import type { Member } from '../../src/db/schema/index';
import { startSession } from '../../src/modules/session/service';
import { bpToRate, rateToBp } from '../../src/modules/contracts/terms';
import { call, login, onPostgres, seedMember, testPlatform } from '../platform/helpers';
import { openStream } from '../events/sse';
import type { EventStream } from '../events/sse';

// Issue 15 "contract offered or settled": the contracts an upline offers a member, the member's
// §4 actions through §7.3's process calls, and the `contract` event each change writes in its
// transaction.

let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  app = await testPlatform('contracts');
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
const cli = (...args: string[]) => contractsCommand.run(ctx(), contractsCommand.parse(args));
const dividendPath = '/wps/relay/MCS2_processDividendReq';
const dailyPath = '/wps/relay/MCS2_processDailySalContract';

/** An agent of ALPHA01 with one downline member logged in. */
async function team() {
  const agent = await seedMember(app, 'ALPHA01', { type: 1 });
  const member = await seedMember(app, 'ALPHA01', { parentId: agent.id });
  const answer = await login(app, member.account, member.password);
  expect(answer.status).toBe(200);
  return { agent, member, token: answer.json.value.token as string };
}

async function offer(member: Member, ...extra: string[]) {
  const result = await cli('offer', 'ALPHA01', member.account, ...extra);
  if (result.action !== 'offer') throw new Error('not offered');
  return result.contract;
}

async function contractEvents(memberId: number) {
  const rows = await app.db
    .select()
    .from(memberEvents)
    .where(and(eq(memberEvents.memberId, memberId), eq(memberEvents.type, 'contract')))
    .orderBy(memberEvents.seq);
  return rows.map((row) => (row.payload as { contract: { id: number; state: string } }).contract);
}

describe('contract terms', () => {
  it('reads rates as percentages with two decimals at most, 0.01 to 100', () => {
    expect(rateToBp('30')).toBe(3000);
    expect(rateToBp('0.5')).toBe(50);
    expect(rateToBp('0.01')).toBe(1);
    expect(rateToBp('100')).toBe(10_000);
    for (const bad of ['0', '0.00', '100.01', '101', '1.234', '-1', '', 'ten'])
      expect(rateToBp(bad)).toBeNull();
    for (const bp of [1, 50, 1250, 3000, 10_000]) expect(rateToBp(bpToRate(bp))).toBe(bp);
  });

  it("the migrated database accepts exactly the contract's kinds and states", async () => {
    const result = await app.db.execute(sql`
      select conname, pg_get_constraintdef(oid) as def from pg_constraint
      where conname in ('contracts_kind_ck', 'contracts_state_ck') order by conname`);
    const [kinds, states] = rowsOf<{ def: string }>(result).map((row) =>
      [...row.def.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]).sort(),
    );
    expect(kinds).toEqual([...contractKinds].sort());
    expect(states).toEqual([...contractStates].sort());
  });
});

describe('offering a contract (CLI)', () => {
  it('writes the offer and its contract event in one transaction; the stream and the list show it', async () => {
    const { agent, member, token } = await team();
    const opening = await openStream(origin + EVENT_STREAM_PATH, {
      authorization: token,
      merchant: 'ALPHA01',
    });
    if (!opening.stream) throw new Error(`stream refused: ${opening.status}`);
    opened.push(opening.stream);
    expect((await opening.stream.next()).event).toBe('hello');

    const offered = await offer(
      member,
      '--kind',
      'dividend',
      '--rate',
      '30',
      '--period',
      'weekly',
      '--from',
      agent.account,
    );
    expect(offered).toMatchObject({
      kind: 'dividend',
      rate: '30',
      period: 'weekly',
      state: 'offered',
      offeredBy: agent.account,
      answeredAt: null,
      settlement: null,
    });
    const message = await opening.stream.next();
    expect(message.event).toBe('contract');
    const event = memberEventSchema.parse(JSON.parse(message.data));
    expect(event.type === 'contract' && event.contract).toEqual(offered);

    const listed = await call(app, 'GET', '/wps/member/contracts', { token });
    expect(listed.status).toBe(200);
    expect(listed.json.value.contracts).toEqual([offered]);
  });

  it('offers from the operator by default, with the one period a salary has', async () => {
    const { member } = await team();
    const offered = await offer(member, '--kind', 'hourly-salary', '--rate', '0.5');
    expect(offered).toMatchObject({ offeredBy: null, period: 'hourly', rate: '0.5' });
  });

  it('refuses a second open contract of a kind, an agent who is not the upline, and bad terms', async () => {
    const { member } = await team();
    const stranger = await seedMember(app, 'ALPHA01', { type: 1 });
    await offer(member, '--kind', 'daily-salary', '--rate', '1');
    await expect(offer(member, '--kind', 'daily-salary', '--rate', '2')).rejects.toMatchObject({
      code: 'CONTRACT_STATE_INVALID',
    });
    await expect(
      offer(member, '--kind', 'realtime-salary', '--rate', '1', '--from', stranger.account),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(() =>
      contractsCommand.parse(['offer', 'ALPHA01', 'x', '--kind', 'dividend', '--rate', '0']),
    ).toThrow('--rate');
    expect(() =>
      contractsCommand.parse(['offer', 'ALPHA01', 'x', '--kind', 'dividend', '--rate', '5']),
    ).toThrow('--period');
    expect(() =>
      contractsCommand.parse([
        'offer',
        'ALPHA01',
        'x',
        '--kind',
        'daily-salary',
        '--rate',
        '5',
        '--period',
        'weekly',
      ]),
    ).toThrow('--period');
    expect(() => contractsCommand.parse(['offer', 'ALPHA01', 'x', '--kind', 'bonus'])).toThrow(
      '--kind',
    );
  });
});

describe('§7.3 process calls (§4 contract actions)', () => {
  it('the member accepts an offer; accepting again answers it unchanged, rejecting it now is refused', async () => {
    const { member, token } = await team();
    const offered = await offer(
      member,
      '--kind',
      'dividend',
      '--rate',
      '25',
      '--period',
      'monthly',
    );
    const accepted = await call(app, 'POST', dividendPath, {
      token,
      body: { id: offered.id, action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.value).toMatchObject({ id: offered.id, state: 'accepted' });
    expect(accepted.json.value.answeredAt).not.toBeNull();

    const again = await call(app, 'POST', dividendPath, {
      token,
      body: { id: offered.id, action: 'accept' },
    });
    expect(again.json.value).toEqual(accepted.json.value);

    const reject = await call(app, 'POST', dividendPath, {
      token,
      body: { id: offered.id, action: 'reject' },
    });
    expect(reject.status).toBe(409);
    expect(reject.json.errorCode).toBe('CONTRACT_STATE_INVALID');
    expect(reject.json.message).toBe('This contract is already accepted: it cannot be rejected.');
    expect(reject.json.fields).toEqual([{ field: 'action', message: reject.json.message }]);
    // One event for the offer and one for the acceptance: the repeat and the refusal wrote none.
    expect((await contractEvents(member.id)).map((c) => c.state)).toEqual(['offered', 'accepted']);
  });

  it('a rejected offer is final; an accepted contract can be terminated once', async () => {
    const { member, token } = await team();
    const dividend = await offer(member, '--kind', 'dividend', '--rate', '10', '--period', 'daily');
    const salary = await offer(member, '--kind', 'daily-salary', '--rate', '1.25');
    const act = (path: string, id: number, action: string) =>
      call(app, 'POST', path, { token, body: { id, action } });
    expect((await act(dividendPath, dividend.id, 'reject')).json.value.state).toBe('rejected');
    expect((await act(dividendPath, dividend.id, 'accept')).json.errorCode).toBe(
      'CONTRACT_STATE_INVALID',
    );
    expect((await act(dailyPath, salary.id, 'terminate')).json.message).toBe(
      'This contract is still offered: it cannot be terminated.',
    );
    expect((await act(dailyPath, salary.id, 'accept')).json.value.state).toBe('accepted');
    const ended = await act(dailyPath, salary.id, 'terminate');
    expect(ended.json.value.state).toBe('terminated');
    expect(ended.json.value.endedAt).not.toBeNull();
    // A new offer of the kind may follow once the first has ended.
    expect((await offer(member, '--kind', 'daily-salary', '--rate', '2')).state).toBe('offered');
  });

  it("answers NOT_FOUND for another member's contract and for a contract of another kind's call", async () => {
    const { member } = await team();
    const other = await team();
    const offered = await offer(member, '--kind', 'dividend', '--rate', '10', '--period', 'daily');
    const theirs = await call(app, 'POST', dividendPath, {
      token: other.token,
      body: { id: offered.id, action: 'accept' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.errorCode).toBe('NOT_FOUND');
    const mine = await login(app, member.account, member.password);
    const wrongKind = await call(app, 'POST', dailyPath, {
      token: mine.json.value.token,
      body: { id: offered.id, action: 'accept' },
    });
    expect(wrongKind.json.errorCode).toBe('NOT_FOUND');
    const unknownAction = await call(app, 'POST', dividendPath, {
      token: mine.json.value.token,
      body: { id: offered.id, action: 'sign' },
    });
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.json.fields[0].field).toBe('action');
  });

  it('refuses a trial account (§6) and a visitor', async () => {
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no ALPHA01');
    const trial = await seedMember(app, 'ALPHA01', { type: 4 });
    const { token } = await startSession(app, merchant, trial, null);
    for (const [method, path, body] of [
      ['GET', '/wps/member/contracts', undefined],
      ['POST', dividendPath, { id: 1, action: 'accept' }],
    ] as const) {
      const answer = await call(app, method, path, { token, ...(body ? { body } : {}) });
      expect(answer.status).toBe(403);
      expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
      expect((await call(app, method, path, body ? { body } : {})).json.errorCode).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});

describe('settling a contract (CLI)', () => {
  it('records the figures and what they come to (no money moves), with its contract event', async () => {
    const { member, token } = await team();
    const dividend = await offer(
      member,
      '--kind',
      'dividend',
      '--rate',
      '30',
      '--period',
      'weekly',
    );
    const salary = await offer(member, '--kind', 'daily-salary', '--rate', '0.5');
    const settle = (id: number, ...figures: string[]) =>
      cli('settle', 'ALPHA01', String(id), ...figures);
    // A negative value goes after `=` (a bare -20000 would read as an option).
    const figures = ['--bet', '120000', '--active', '4', '--profit=-20000'];
    await expect(settle(dividend.id, ...figures)).rejects.toMatchObject({
      code: 'CONTRACT_STATE_INVALID',
      message: 'This contract is still offered: it cannot be settled.',
    });
    for (const c of [dividend, salary])
      await call(app, 'POST', c.kind === 'dividend' ? dividendPath : dailyPath, {
        token,
        body: { id: c.id, action: 'accept' },
      });
    const settled = await settle(dividend.id, ...figures);
    // ALPHA01 keeps yen (no decimals): 30 % of the team's 20,000 loss.
    expect(settled.action === 'settle' && settled.contract).toMatchObject({
      state: 'settled',
      settlement: { betAmount: '120000', activeMembers: 4, profitLoss: '-20000', amount: '6000' },
    });
    const salaryDone = await settle(
      salary.id,
      '--bet',
      '120001',
      '--active',
      '4',
      '--profit',
      '500',
    );
    // 0.5 % of the bets, rounded down.
    expect(salaryDone.action === 'settle' && salaryDone.contract.settlement?.amount).toBe('600');
    await expect(settle(salary.id, ...figures)).rejects.toMatchObject({
      code: 'CONTRACT_STATE_INVALID',
    });
    expect((await contractEvents(member.id)).map((c) => `${c.id}:${c.state}`)).toEqual(
      [dividend, salary, dividend, salary, dividend, salary].map(
        (c, i) =>
          `${c.id}:${['offered', 'offered', 'accepted', 'accepted', 'settled', 'settled'][i]}`,
      ),
    );
  });

  it('the database refuses to move a contract backwards or to change its terms', async () => {
    const { member } = await team();
    const offered = await offer(member, '--kind', 'realtime-salary', '--rate', '1');
    await expect(
      app.db.update(contracts).set({ rateBp: 9000 }).where(eq(contracts.id, offered.id)),
    ).rejects.toThrow();
    await app.db.update(contracts).set({ state: 'rejected' }).where(eq(contracts.id, offered.id));
    await expect(
      app.db.update(contracts).set({ state: 'offered' }).where(eq(contracts.id, offered.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(contracts).where(eq(contracts.id, offered.id))).rejects.toThrow();
  });
});

// PGlite runs one statement at a time, so the race exists only on a real PostgreSQL.
describe.skipIf(!onPostgres)('two answers at once (PostgreSQL)', () => {
  it('accept and reject of the same offer together: exactly one wins, with exactly one event', async () => {
    const { member } = await team();
    const ids: number[] = [];
    for (const kind of contractKinds) {
      const extra = kind === 'dividend' ? ['--period', 'daily'] : [];
      ids.push((await offer(member, '--kind', kind, '--rate', '5', ...extra)).id);
    }
    const outcomes = await Promise.allSettled(
      ids.flatMap((id, i) => {
        const kind = contractKinds[i] ?? 'dividend';
        return [
          app.repos.contracts.act(member, kind, id, 'accept'),
          app.repos.contracts.act(member, kind, id, 'reject'),
          app.repos.contracts.act(member, kind, id, 'accept'),
        ];
      }),
    );
    const rows = await app.db.select().from(contracts).where(eq(contracts.memberId, member.id));
    const events = await contractEvents(member.id);
    for (const id of ids) {
      const state = rows.find((row) => row.id === id)?.state;
      expect(['accepted', 'rejected']).toContain(state);
      // The event stream says what the table says: one answer per contract, the winning one.
      expect(events.filter((c) => c.id === id).map((c) => c.state)).toEqual(['offered', state]);
    }
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'CONTRACT_STATE_INVALID' });
    }
  });
});
