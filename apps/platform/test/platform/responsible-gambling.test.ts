import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ExclusionPeriod } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusions, gamblingLimits, members, sessions } from '../../src/db/schema/index';
import type { Merchant } from '../../src/db/schema/index';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';
import {
  call,
  encrypted,
  lastSmsCode,
  login,
  seedMember,
  solvedCaptcha,
  testPlatform,
  uniqueName,
} from './helpers';

// Issue 14 item 9: time-out and self-exclusion, held across the operator's brands.
let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('responsible-gambling');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
});
afterAll(async () => {
  await app.close();
});

const noPlayTime = {
  realityCheckMinutes: null,
  sessionLimitMinutes: null,
  sessionLimitPending: null,
};

let mobileSeq = 0;
function newMobile(): string {
  mobileSeq += 1;
  return `70${String(Date.now()).slice(-5)}${String(mobileSeq).padStart(3, '0')}`;
}

/** A member of ALPHA01 with a mobile and an e-mail, logged in. */
async function loggedIn() {
  const mobile = newMobile();
  const email = `${uniqueName('rg')}@example.com`;
  const seeded = await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81', email });
  const answer = await login(app, seeded.account, seeded.password);
  expect(answer.status).toBe(200);
  return { ...seeded, mobile, email, token: answer.json.value.token as string };
}

async function exclude(token: string, period: string, password = 'secret123') {
  return call(app, 'POST', '/wps/member/responsibleGambling/exclude', {
    token,
    body: await encrypted(app, { period, password }),
  });
}

async function status(token: string) {
  return call(app, 'GET', '/wps/member/responsibleGambling', { token });
}

async function registerOnBeta(values: Record<string, unknown>) {
  return call(app, 'PUT', '/wps/member/register', {
    merchant: 'BETA01',
    body: await encrypted(app, {
      ...(await solvedCaptcha(app, 'BETA01')),
      username: uniqueName('reg'),
      password: 'tide7pool42',
      confirmPassword: 'tide7pool42',
      domain: 'beta.example',
      login: true,
      registerUrl: 'https://beta.example/register',
      registerMethod: 'WEB',
      ...values,
    }),
  });
}

/** Moves every exclusion of a member into the past, as if its time had run out. */
async function runOut(memberId: number) {
  await app.db
    .update(exclusions)
    .set({ until: sql`now() - interval '1 minute'`, createdAt: sql`now() - interval '8 days'` })
    .where(eq(exclusions.memberId, memberId));
}

/**
 * Records an exclusion straight through the repository, as if taken elsewhere: the member's
 * sessions stay open, so the checks behind them can be seen refusing.
 */
async function excludeDirectly(memberId: number, period: ExclusionPeriod, days: number) {
  const member = await app.repos.members.byId(memberId);
  if (!member) throw new Error('no member');
  return app.repos.responsibleGambling.exclude(member, {
    kind: days >= 180 ? 'selfExclusion' : 'timeOut',
    period,
    until: new Date(Date.now() + days * 86_400_000),
  });
}

/** A funded member at a dice table: `roll` bets on under 50, `balance` reads the main wallet. */
async function atDiceTable() {
  const { member, token } = await player(app, alpha, { fundMinor: 10_000n });
  const game = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
  const launched = await call(app, 'POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: game.nodeId },
  });
  const tab = await openLaunchUrl(app, launched.json.value.url);
  const roll = (amount = '100') =>
    playCall(app, tab, 'POST', '/wps/game/demo/roll', {
      roundId: randomUUID(),
      amount,
      target: 50,
    });
  const balance = async () =>
    (await app.ledger.balances(member.id)).find((b) => b.wallet === 'MAIN')?.balanceMinor;
  return { member, token, roll, balance };
}

function expectExcluded(answer: { status: number; json: Record<string, unknown> }, until: string) {
  expect(answer.status).toBe(403);
  expect(answer.json.errorCode).toBe('SELF_EXCLUDED');
  expect(answer.json.until).toBe(until);
  expect(answer.json.retryAfterSeconds).toBeGreaterThan(0);
}

describe('time-out and self-exclusion (issue 14 item 9)', () => {
  it('asks for the login password, and nothing is in force before', async () => {
    const m = await loggedIn();
    expect((await status(m.token)).json.value).toEqual({
      exclusion: null,
      limits: [],
      playTime: noPlayTime,
    });
    const wrong = await exclude(m.token, '24h', 'not-it');
    expect(wrong.json.errorCode).toBe('OLD_PASSWORD_WRONG');
    expect((await status(m.token)).json.value).toEqual({
      exclusion: null,
      limits: [],
      playTime: noPlayTime,
    });
  });

  it('logs out at once and refuses login on every brand for the same mobile or e-mail', async () => {
    const m = await loggedIn();
    // The same person on BETA01: one by mobile, one by e-mail in another case; both logged in.
    const byMobile = await seedMember(app, 'BETA01', {
      mobile: m.mobile,
      countryDialingCode: '81',
    });
    const byEmail = await seedMember(app, 'BETA01', { email: m.email.toUpperCase() });
    const otherToken = (await login(app, byMobile.account, byMobile.password, 'BETA01')).json.value
      .token as string;
    const before = Date.now();
    const taken = await exclude(m.token, '7d');
    expect(taken.status).toBe(200);
    const { until, kind, period } = taken.json.value;
    expect({ kind, period }).toEqual({ kind: 'timeOut', period: '7d' });
    expect(Date.parse(until) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(Date.parse(until) - before).toBeLessThan(7 * 86_400_000 + 60_000);

    // Logged out at once: the old tokens, here and on the other brand, answer 401.
    expect((await status(m.token)).status).toBe(401);
    expect((await call(app, 'GET', '/wps/member/info', { token: otherToken })).status).toBe(401);
    // Login refused here and on BETA01 for the same mobile and the same e-mail.
    expectExcluded(await login(app, m.account, m.password), until);
    expectExcluded(await login(app, byMobile.account, byMobile.password, 'BETA01'), until);
    expectExcluded(await login(app, byEmail.account, byEmail.password, 'BETA01'), until);
    // A member of another person is untouched.
    const stranger = await seedMember(app, 'BETA01', { email: `x${m.email}` });
    expect((await login(app, stranger.account, stranger.password, 'BETA01')).status).toBe(200);

    // Registration on the other brand with the same e-mail or mobile is the same person.
    expectExcluded(await registerOnBeta({ email: m.email.toUpperCase() }), until);

    // Changing the mobile and e-mail afterwards escapes nothing.
    await app.repos.members.update(m.id, { mobile: newMobile(), email: 'new@example.com' });
    expectExcluded(await login(app, m.account, m.password), until);
    // The exclusion holds the contacts it was taken with.
    expectExcluded(await login(app, byMobile.account, byMobile.password, 'BETA01'), until);

    // Its time over, login works again and nothing is in force.
    await runOut(m.id);
    const again = await login(app, m.account, m.password);
    expect(again.status).toBe(200);
    expect((await status(again.json.value.token)).json.value).toEqual({
      exclusion: null,
      limits: [],
      playTime: noPlayTime,
    });
    expect((await login(app, byEmail.account, byEmail.password, 'BETA01')).status).toBe(200);
  });

  it('refuses registration on another brand with the mobile, after its SMS code', async () => {
    const mobile = newMobile();
    const member = await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    const row = await excludeDirectly(member.id, '1y', 365);
    const sent = await call(app, 'POST', '/wps/verification/sms/register', {
      merchant: 'BETA01',
      body: { mobileNo: mobile, countryDialingCode: '81' },
    });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode(app, `+81${mobile}`);
    expectExcluded(
      await registerOnBeta({ mobileNum: mobile, countryDialingCode: '81', verificationCode: code }),
      row.until.toISOString(),
    );
    // Another dialing code is another number.
    const abroad = await registerOnBeta({ mobileNum: mobile, countryDialingCode: '1' });
    expect(abroad.json.errorCode).not.toBe('SELF_EXCLUDED');
  });

  it('refuses the hand-off exchange too', async () => {
    const m = await loggedIn();
    const handoff = await call(app, 'POST', '/wps/session/handoff', { token: m.token });
    expect(handoff.status).toBe(200);
    // Taken through the repository, so the session (and its hand-off) still stands: the
    // exchange itself refuses.
    const row = await excludeDirectly(m.id, '6m', 180);
    const exchanged = await call(app, 'POST', '/wps/session/handoff/exchange', {
      merchant: 'ALPHA01',
      body: { code: handoff.json.value.code },
    });
    expectExcluded(exchanged, row.until.toISOString());
    // The status call shows it, for the security centre.
    expect((await status(m.token)).json.value.exclusion).toMatchObject({
      kind: 'selfExclusion',
      period: '6m',
      until: row.until.toISOString(),
    });
  });

  it('cannot be shortened by the member; a longer one extends it', async () => {
    const m = await loggedIn();
    const long = await exclude(m.token, '6m');
    expect(long.json.value.kind).toBe('selfExclusion');
    // Logged out, the member cannot even ask again.
    expect((await exclude(m.token, '24h')).status).toBe(401);
    // Even a shorter one recorded (as if asked on another brand) changes nothing…
    await excludeDirectly(m.id, '24h', 1);
    expectExcluded(await login(app, m.account, m.password), long.json.value.until);
    // …while a longer one extends it.
    const longer = await excludeDirectly(m.id, '5y', 5 * 365);
    expectExcluded(await login(app, m.account, m.password), longer.until.toISOString());
  });

  it('refuses demo-game bets and leaves the balance and the ledger untouched', async () => {
    const { member, roll, balance } = await atDiceTable();
    expect((await roll()).status).toBe(200);
    const before = await balance();
    const row = await excludeDirectly(member.id, '24h', 1);
    const refused = await roll();
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe('SELF_EXCLUDED');
    expect(refused.json.until).toBe(row.until.toISOString());
    expect(await balance()).toBe(before);
    expect(await app.ledger.check()).toEqual([]);
    // Once over, the same game session plays again.
    await runOut(member.id);
    expect((await roll()).status).toBe(200);
  });

  it('is refused to a trial account', async () => {
    const { token } = await player(app, alpha, { type: 4 });
    const answer = await status(token);
    expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

async function setLimit(token: string, kind: string, period: string, amount: string | null) {
  return call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
    token,
    body: { kind, period, amount },
  });
}

/** Moves a member's pending limits to now-or-earlier, as if their 24 hours had passed. */
async function waitOutPending(memberId: number) {
  await app.db
    .update(gamblingLimits)
    .set({ pendingFrom: sql`now() - interval '1 second'` })
    .where(and(eq(gamblingLimits.memberId, memberId), isNotNull(gamblingLimits.pendingFrom)));
}

describe('deposit and loss limits (issue 14 item 9)', () => {
  it('applies a first or lower limit at once, a higher one or a removal after 24 hours', async () => {
    const m = await loggedIn();
    const limits = async () => (await status(m.token)).json.value.limits;
    expect(await limits()).toEqual([]);
    const first = await setLimit(m.token, 'loss', 'day', '1000');
    expect(first.json.value).toEqual({
      kind: 'loss',
      period: 'day',
      amount: '1000',
      pending: null,
    });
    expect((await setLimit(m.token, 'loss', 'day', '500')).json.value.amount).toBe('500');
    // Higher: kept pending, the lower one still in force.
    const before = Date.now();
    const raised = (await setLimit(m.token, 'loss', 'day', '2000')).json.value;
    expect(raised.amount).toBe('500');
    expect(raised.pending.amount).toBe('2000');
    expect(Date.parse(raised.pending.from) - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(Date.parse(raised.pending.from) - before).toBeLessThan(86_400_000 + 60_000);
    // A deposit limit is stored and shown alongside.
    await setLimit(m.token, 'deposit', 'week', '30000');
    expect(await limits()).toEqual([
      { kind: 'deposit', period: 'week', amount: '30000', pending: null },
      { kind: 'loss', period: 'day', amount: '500', pending: raised.pending },
    ]);
    await waitOutPending(m.id);
    expect((await limits())[1]).toEqual({
      kind: 'loss',
      period: 'day',
      amount: '2000',
      pending: null,
    });
    // A removal waits too; a lower one meanwhile drops it and applies at once.
    const removal = (await setLimit(m.token, 'deposit', 'week', null)).json.value;
    expect(removal).toMatchObject({ amount: '30000', pending: { amount: null } });
    expect((await setLimit(m.token, 'deposit', 'week', '20000')).json.value).toMatchObject({
      amount: '20000',
      pending: null,
    });
    await setLimit(m.token, 'deposit', 'week', null);
    await waitOutPending(m.id);
    expect(await limits()).toEqual([
      { kind: 'loss', period: 'day', amount: '2000', pending: null },
    ]);
  });

  it('refuses an amount beyond what the ledger holds as a field error (CI: it was a 500)', async () => {
    const m = await loggedIn();
    for (const amount of ['9223372036854775808', '99999999999999999999999']) {
      const refused = await setLimit(m.token, 'deposit', 'day', amount);
      expect(refused.status, amount).toBe(400);
      expect(refused.json.errorCode).toBe('VALIDATION_FAILED');
      expect(refused.json.fields).toEqual([
        { field: 'amount', message: expect.stringMatching(/^at most \d+/) },
      ]);
    }
    expect((await status(m.token)).json.value.limits).toEqual([]);
  });

  it('stops a bet over the loss limit, the balance and the ledger untouched', async () => {
    const { member, token, roll, balance } = await atDiceTable();
    expect((await setLimit(token, 'loss', 'day', '150')).status).toBe(200);
    const before = await balance();
    const over = await roll('200');
    expect(over.status).toBe(403);
    expect(over.json.errorCode).toBe('LOSS_LIMIT_REACHED');
    expect(await balance()).toBe(before);
    expect(await app.ledger.check()).toEqual([]);
    // Within the limit it plays; the net loss of the day then counts against the next bet.
    const played = await roll('100');
    expect(played.status).toBe(200);
    const lost = played.json.value.round.payout === '0';
    const next = await roll('100');
    expect(next.json.errorCode ?? 'played').toBe(lost ? 'LOSS_LIMIT_REACHED' : 'played');
    // A higher limit waits its 24 hours before a bigger bet passes.
    await setLimit(token, 'loss', 'day', '10000');
    expect((await roll('200')).json.errorCode).toBe('LOSS_LIMIT_REACHED');
    await waitOutPending(member.id);
    expect((await roll('200')).status).toBe(200);
    expect(await app.ledger.check()).toEqual([]);
  });
});

describe('the reality check figures (issue 14 item 9)', () => {
  it("sums this login's real-money rounds: count, stakes and net result", async () => {
    const { token, roll } = await atDiceTable();
    const summary = async () =>
      call(app, 'GET', '/wps/member/responsibleGambling/session', { token });
    const empty = await summary();
    expect(empty.status).toBe(200);
    expect(empty.json.value).toMatchObject({ rounds: 0, stakes: '0', net: '0' });
    let payouts = 0;
    for (const amount of ['100', '200', '300']) {
      const played = await roll(amount);
      expect(played.status).toBe(200);
      payouts += Number(played.json.value.round.payout);
    }
    const after = await summary();
    expect(after.json.value).toMatchObject({
      rounds: 3,
      stakes: '600',
      net: String(payouts - 600),
      since: empty.json.value.since,
    });
  });

  it('asks for a session', async () => {
    const answer = await call(app, 'GET', '/wps/member/responsibleGambling/session', {});
    expect(answer.status).toBe(401);
  });
});

async function setPlayTime(token: string, body: Record<string, unknown>) {
  return call(app, 'PUT', '/wps/member/responsibleGambling/playTime', { token, body });
}

/** Moves a member's pending session limit to now-or-earlier, as if its 24 hours had passed. */
async function waitOutSessionPending(memberId: number) {
  await app.db
    .update(members)
    .set({ sessionLimitPendingFrom: sql`now() - interval '1 second'` })
    .where(and(eq(members.id, memberId), isNotNull(members.sessionLimitPendingFrom)));
}

/**
 * Makes a login `minutes` old by moving its start back. The session cache may hold the row for a
 * second: call it right after the login or a settings call (which forgets the member's sessions).
 */
async function age(token: string, minutes: number) {
  const session = await app.repos.sessions.byToken(token);
  if (!session) throw new Error('no session');
  await app.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.id, session.id));
  return session.id;
}

function expectTimeLimit(answer: { status: number; json: Record<string, unknown> }) {
  expect(answer.status).toBe(401);
  expect(answer.json.errorCode).toBe('SESSION_TIME_LIMIT');
}

describe('the reality check and the session time limit (issue 14 item 9)', () => {
  it('refuses an interval or a limit outside the choices, naming the field', async () => {
    const m = await loggedIn();
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await setPlayTime(m.token, body);
      expect(answer.status).toBe(400);
      expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
      return (answer.json.fields as { field: string }[]).map((f) => f.field);
    };
    expect(await fieldsOf({ realityCheckMinutes: 25, sessionLimitMinutes: null })).toEqual([
      'realityCheckMinutes',
    ]);
    expect(await fieldsOf({ realityCheckMinutes: 5, sessionLimitMinutes: null })).toEqual([
      'realityCheckMinutes',
    ]);
    expect(await fieldsOf({ realityCheckMinutes: null, sessionLimitMinutes: 29 })).toEqual([
      'sessionLimitMinutes',
    ]);
    expect(await fieldsOf({ realityCheckMinutes: 10, sessionLimitMinutes: 721 })).toEqual([
      'sessionLimitMinutes',
    ]);
    expect(await fieldsOf({ realityCheckMinutes: 10, sessionLimitMinutes: 90.5 })).toEqual([
      'sessionLimitMinutes',
    ]);
    expect(await fieldsOf({ realityCheckMinutes: '10', sessionLimitMinutes: 60 })).toEqual([
      'realityCheckMinutes',
    ]);
    expect(await fieldsOf({ sessionLimitMinutes: 60 })).toEqual(['realityCheckMinutes']);
    expect((await status(m.token)).json.value.playTime).toEqual(noPlayTime);
  });

  it('sets the reality check at once; a shorter session limit at once, a longer one or none after 24 hours', async () => {
    const m = await loggedIn();
    const playTime = async () => (await status(m.token)).json.value.playTime;
    const first = await setPlayTime(m.token, { realityCheckMinutes: 15, sessionLimitMinutes: 240 });
    expect(first.status).toBe(200);
    expect(first.json.value).toEqual({
      realityCheckMinutes: 15,
      sessionLimitMinutes: 240,
      sessionLimitPending: null,
    });
    // Shorter: at once. The reality check changes at once either way.
    await setPlayTime(m.token, { realityCheckMinutes: 60, sessionLimitMinutes: 120 });
    expect(await playTime()).toEqual({
      realityCheckMinutes: 60,
      sessionLimitMinutes: 120,
      sessionLimitPending: null,
    });
    // Longer: pending for 24 hours, the shorter one in force meanwhile.
    const before = Date.now();
    const longer = (
      await setPlayTime(m.token, { realityCheckMinutes: null, sessionLimitMinutes: 720 })
    ).json.value;
    expect(longer).toMatchObject({ realityCheckMinutes: null, sessionLimitMinutes: 120 });
    expect(longer.sessionLimitPending.minutes).toBe(720);
    const from = new Date(longer.sessionLimitPending.from).getTime();
    expect(from).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(from).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(await playTime()).toEqual(longer);
    // Shorter again: at once, and the pending raise is dropped.
    await setPlayTime(m.token, { realityCheckMinutes: null, sessionLimitMinutes: 90 });
    expect(await playTime()).toEqual({ ...noPlayTime, sessionLimitMinutes: 90 });
    // Off: pending too; once its 24 hours have passed, no limit.
    const off = (await setPlayTime(m.token, { realityCheckMinutes: 10, sessionLimitMinutes: null }))
      .json.value;
    expect(off).toMatchObject({ realityCheckMinutes: 10, sessionLimitMinutes: 90 });
    expect(off.sessionLimitPending.minutes).toBeNull();
    await waitOutSessionPending(m.id);
    expect(await playTime()).toEqual({ ...noPlayTime, realityCheckMinutes: 10 });
    // With none in force, a new limit is a first one: at once.
    await setPlayTime(m.token, { realityCheckMinutes: 10, sessionLimitMinutes: 600 });
    expect(await playTime()).toEqual({
      realityCheckMinutes: 10,
      sessionLimitMinutes: 600,
      sessionLimitPending: null,
    });
  });

  it('gives the reality check its interval and when the limit ends this login', async () => {
    const m = await loggedIn();
    const summary = async () =>
      (await call(app, 'GET', '/wps/member/responsibleGambling/session', { token: m.token })).json
        .value;
    expect(await summary()).toMatchObject({ realityCheckMinutes: null, endsAt: null });
    await setPlayTime(m.token, { realityCheckMinutes: 20, sessionLimitMinutes: 45 });
    const value = await summary();
    expect(value.realityCheckMinutes).toBe(20);
    expect(new Date(value.endsAt).getTime()).toBe(new Date(value.since).getTime() + 45 * 60_000);
  });

  it('ends a login older than the limit with SESSION_TIME_LIMIT, and a new login plays on', async () => {
    const m = await loggedIn();
    const sessionId = await age(m.token, 40);
    // Older than 60 minutes? No: it goes on.
    expect(
      (await setPlayTime(m.token, { realityCheckMinutes: null, sessionLimitMinutes: 60 })).status,
    ).toBe(200);
    expect((await status(m.token)).status).toBe(200);
    // A shorter limit applies at once, to this login too.
    expect(
      (await setPlayTime(m.token, { realityCheckMinutes: null, sessionLimitMinutes: 30 })).status,
    ).toBe(200);
    expectTimeLimit(await status(m.token));
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.revokedAt).not.toBeNull();
    // Every token call says why, for as long as the token is shown.
    expectTimeLimit(await call(app, 'GET', '/wps/member/info', { token: m.token }));
    expectTimeLimit(
      await call(app, 'GET', '/wps/member/responsibleGambling/session', { token: m.token }),
    );
    // A new login is a new session, with its own time.
    const again = await login(app, m.account, m.password);
    expect(again.status).toBe(200);
    expect((await status(again.json.value.token)).status).toBe(200);
  });

  it('keeps the shorter limit while a longer one waits, even for the call that asks for it', async () => {
    const m = await loggedIn();
    await setPlayTime(m.token, { realityCheckMinutes: null, sessionLimitMinutes: 30 });
    // The raise waits its 24 hours: a login older than 30 minutes still ends.
    const raised = await setPlayTime(m.token, {
      realityCheckMinutes: null,
      sessionLimitMinutes: 720,
    });
    expect(raised.json.value.sessionLimitPending.minutes).toBe(720);
    await age(m.token, 31);
    expectTimeLimit(await status(m.token));
    // A login past its limit cannot change the limit either.
    const next = (await login(app, m.account, m.password)).json.value.token as string;
    await age(next, 35);
    expectTimeLimit(
      await setPlayTime(next, { realityCheckMinutes: null, sessionLimitMinutes: null }),
    );
    // Once the raise is in force, the same age is allowed.
    await waitOutSessionPending(m.id);
    const third = (await login(app, m.account, m.password)).json.value.token as string;
    await age(third, 35);
    expect((await status(third)).status).toBe(200);
  });

  it('counts from the login through a hand-off, which starts no new clock', async () => {
    const m = await loggedIn();
    await setPlayTime(m.token, { realityCheckMinutes: 10, sessionLimitMinutes: 30 });
    await age(m.token, 20);
    const handoff = await call(app, 'POST', '/wps/session/handoff', { token: m.token });
    const exchanged = await call(app, 'POST', '/wps/session/handoff/exchange', {
      merchant: 'ALPHA01',
      body: { code: handoff.json.value.code },
    });
    const token = exchanged.json.value.token as string;
    const summary = await call(app, 'GET', '/wps/member/responsibleGambling/session', { token });
    const original = await app.repos.sessions.byToken(m.token);
    expect(summary.json.value.since).toBe(original?.createdAt.toISOString());
  });

  it('is refused to a trial account', async () => {
    const { token } = await player(app, alpha, { type: 4 });
    const answer = await setPlayTime(token, { realityCheckMinutes: 10, sessionLimitMinutes: null });
    expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});
