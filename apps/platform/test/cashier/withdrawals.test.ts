import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFromJson } from '../../src/brands/load';
import { withdrawalsOver } from '../../src/modules/cashier/withdrawals/service';
import { openLaunchUrl, pickGame, playCall } from '../platform/demo-games.helpers';
import { PNG_SIGNATURE } from '../platform/pngSignature';
import { call, encrypted, seedMember, testPlatform } from '../platform/helpers';
import {
  confirmWithdrawal,
  fundedMember,
  mainBalance,
  payPassword,
  withdraw,
} from './withdrawals.helpers';

// Issue 14 item 4: withdrawals with a timeline, held by a two-phase transfer, §4 confirmation.
let app: FastifyInstance;
let service: ReturnType<typeof withdrawalsOver>;
beforeAll(async () => {
  app = await testPlatform('withdrawals', {});
  service = withdrawalsOver(app.db, app.ledger);
});
afterAll(async () => {
  expect(await app.ledger.check()).toEqual([]);
  await app.close();
});

const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)]);
const op = { actor: 'operator:test' };

describe('withdrawals (issue 14 item 4)', () => {
  it('submits, holds at once, and goes review → approve → pay → received with a timeline', async () => {
    const m = await fundedMember(app, 50_000n);
    const info = await call(app, 'GET', '/wps/member/withdraw/info', { token: m.token });
    expect(info.json.value).toMatchObject({
      currency: 'JPY',
      available: '50000',
      lockedByBonus: '0',
      withdrawable: '50000',
      min: '10',
      hasPaymentPassword: true,
    });
    expect(info.json.value.bankAccounts).toHaveLength(1);

    const made = await withdraw(app, m, '20000', 'w-1');
    expect(made.json.errorCode).toBeUndefined();
    const detail = made.json.value;
    expect(detail).toMatchObject({ amount: '20000', state: 'submitted', canConfirm: false });
    expect(detail.accountNumber).toBe('•••• 7890');
    expect(detail.next.step).toBe('review');
    expect(detail.timeline).toEqual([
      expect.objectContaining({ kind: 'submitted', state: 'submitted', actor: 'member' }),
    ]);
    // Held at once: not spendable, still part of the balance.
    expect(await mainBalance(app, m.id)).toEqual({
      balance: 50_000n,
      held: 20_000n,
      available: 30_000n,
    });
    // A retried submit with the same key answers the same withdrawal and holds nothing more.
    const again = await withdraw(app, m, '20000', 'w-1');
    expect(again.json.value.id).toBe(detail.id);
    expect((await mainBalance(app, m.id)).held).toBe(20_000n);

    const id = BigInt(detail.id);
    await service.operate(id, 'review', { ...op, note: 'checking the account' });
    await service.operate(id, 'approve', op);
    const approved = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: m.token,
      query: { id: detail.id },
    });
    expect(approved.json.value.next.step).toBe('payment');
    await service.operate(id, 'pay', { ...op, note: 'sent by bank transfer' });
    expect(await mainBalance(app, m.id)).toEqual({
      balance: 30_000n,
      held: 0n,
      available: 30_000n,
    });
    // Paying twice answers the same payment and moves nothing again.
    const twice = await service.operate(id, 'pay', op);
    expect(twice.replayed).toBe(true);
    expect((await mainBalance(app, m.id)).balance).toBe(30_000n);

    const paid = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: m.token,
      query: { id: detail.id },
    });
    expect(paid.json.value).toMatchObject({ state: 'paid', canConfirm: true });
    expect(paid.json.value.next.step).toBe('confirmation');
    const received = await confirmWithdrawal(app, m.token, { id: detail.id, outcome: 'received' });
    expect(received.json.value.state).toBe('received');
    expect(received.json.value.next).toBeNull();
    expect(received.json.value.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'underReview',
      'approved',
      'paid',
      'received',
    ]);
    expect(received.json.value.timeline[1].note).toBe('checking the account');
    const list = await call(app, 'GET', '/wps/member/withdraw/list', { token: m.token });
    expect(list.json.value.items).toEqual([
      expect.objectContaining({ id: detail.id, state: 'received' }),
    ]);
  });

  it('rejects with a reason shown to the member and releases the hold', async () => {
    const m = await fundedMember(app, 10_000n);
    const made = await withdraw(app, m, '4000', 'w-r');
    const id = BigInt(made.json.value.id);
    await expect(service.operate(id, 'reject', { ...op, reason: ' ' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await service.operate(id, 'reject', { ...op, reason: 'Account name differs' });
    const shown = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: m.token,
      query: { id: String(id) },
    });
    expect(shown.json.value).toMatchObject({
      state: 'rejected',
      rejectReason: 'Account name differs',
      next: null,
    });
    expect(shown.json.value.timeline.at(-1)).toMatchObject({
      kind: 'rejected',
      note: 'Account name differs',
    });
    expect(await mainBalance(app, m.id)).toEqual({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
    // A wrong transition answers a clear code; the state machine does not move.
    await expect(service.operate(id, 'pay', op)).rejects.toMatchObject({
      code: 'WITHDRAWAL_STATE_INVALID',
    });
    await expect(service.operate(id, 'approve', op)).rejects.toMatchObject({
      code: 'WITHDRAWAL_STATE_INVALID',
    });
  });

  it('the balance call answers the available balance and what a withdrawal holds apart', async () => {
    const m = await fundedMember(app, 10_000n);
    const balance = async () =>
      (await call(app, 'GET', '/wps/v2/wallets/balance', { token: m.token })).json.value;
    expect(await balance()).toMatchObject({
      total: '10000',
      held: '0',
      wallets: [{ wallet: 'MAIN', balance: '10000' }],
    });
    const made = await withdraw(app, m, '4000', 'w-held');
    expect(made.json.errorCode).toBeUndefined();
    // Held money cannot be spent, so the balance the header shows drops by it at once.
    expect(await balance()).toMatchObject({
      total: '6000',
      held: '4000',
      wallets: [{ wallet: 'MAIN', balance: '6000' }],
    });
    // A game round answers the same spendable figure, not the posted one that still counts it.
    const game = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
    const launched = await call(app, 'POST', '/wps/game/launchGame', {
      token: m.token,
      body: { nodeId: game.nodeId },
    });
    const tab = await openLaunchUrl(app, launched.json.value.url);
    const round = await playCall(app, tab, 'POST', '/wps/game/demo/roll', {
      roundId: randomUUID(),
      amount: '100',
      target: 50,
    });
    expect(round.status).toBe(200);
    const after = await balance();
    expect(after.held).toBe('4000');
    expect(round.json.value.balance).toBe(after.total);
    await service.operate(BigInt(made.json.value.id), 'reject', { ...op, reason: 'Test reject' });
    expect(await balance()).toMatchObject({
      total: String(Number(after.total) + 4000),
      held: '0',
    });
  });

  it('refuses paying before approval and confirming before payment', async () => {
    const m = await fundedMember(app, 10_000n);
    const made = await withdraw(app, m, '1000', 'w-early');
    const id = made.json.value.id as string;
    await expect(service.operate(BigInt(id), 'pay', op)).rejects.toMatchObject({
      code: 'WITHDRAWAL_STATE_INVALID',
    });
    // Under review but never approved: paying is still refused.
    await service.operate(BigInt(id), 'review', op);
    await expect(service.operate(BigInt(id), 'pay', op)).rejects.toMatchObject({
      code: 'WITHDRAWAL_STATE_INVALID',
    });
    const early = await confirmWithdrawal(app, m.token, { id, outcome: 'received' });
    expect(early.json.errorCode).toBe('WITHDRAWAL_STATE_INVALID');
  });

  it('"not received" needs proof, keeps it, and goes back under review; then pay again or reject returns the money', async () => {
    const m = await fundedMember(app, 10_000n);
    const made = await withdraw(app, m, '3000', 'w-nr');
    const id = made.json.value.id as string;
    await service.operate(BigInt(id), 'approve', op);
    await service.operate(BigInt(id), 'pay', op);
    const noProof = await confirmWithdrawal(app, m.token, { id, outcome: 'notReceived' });
    expect(noProof.json.errorCode).toBe('WITHDRAWAL_PROOF_REQUIRED');
    expect(noProof.json.fields).toEqual([expect.objectContaining({ field: 'proof' })]);
    const wrongType = await confirmWithdrawal(app, m.token, { id, outcome: 'notReceived' }, [
      { name: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a........') },
    ]);
    expect(wrongType.json.errorCode).toBe('WITHDRAWAL_PROOF_TYPE');
    const tooMany = await confirmWithdrawal(
      app,
      m.token,
      { id, outcome: 'notReceived' },
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, type: 'image/png', bytes: png })),
    );
    expect(tooMany.json.errorCode).toBe('WITHDRAWAL_PROOF_TOO_MANY');
    const reported = await confirmWithdrawal(
      app,
      m.token,
      { id, outcome: 'notReceived', note: 'Nothing arrived' },
      [{ name: 'statement.png', type: 'image/png', bytes: png }],
    );
    expect(reported.json.value).toMatchObject({ state: 'underReview', canConfirm: false });
    expect(reported.json.value.timeline.at(-1)).toMatchObject({
      kind: 'notReceived',
      state: 'underReview',
      note: 'Nothing arrived',
      proofImages: 1,
    });
    // Rejected after being paid: the money comes back to the member.
    await service.operate(BigInt(id), 'reject', { ...op, reason: 'Bank returned the payment' });
    expect(await mainBalance(app, m.id)).toEqual({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
  });

  it('marks fully paid, and the sweep forces "received" after the window (no deposit refund)', async () => {
    const m = await fundedMember(app, 10_000n);
    const a = (await withdraw(app, m, '1000', 'w-fp')).json.value.id as string;
    const b = (await withdraw(app, m, '1000', 'w-auto')).json.value.id as string;
    for (const id of [a, b]) {
      await service.operate(BigInt(id), 'approve', op);
      await service.operate(BigInt(id), 'pay', op);
    }
    const full = await confirmWithdrawal(app, m.token, { id: a, outcome: 'fullyPaid' });
    expect(full.json.value.state).toBe('fullyPaid');
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no merchant');
    // Not yet due: nothing moves.
    expect(await service.sweep(merchant.id, 1440, new Date())).toBe(0);
    const later = new Date(Date.now() + 1441 * 60_000);
    expect(await service.sweep(merchant.id, 1440, later)).toBeGreaterThanOrEqual(1);
    // Idempotent: a second sweep finds nothing.
    expect(await service.sweep(merchant.id, 1440, later)).toBe(0);
    const shown = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: m.token,
      query: { id: b },
    });
    expect(shown.json.value.state).toBe('received');
    expect(shown.json.value.timeline.at(-1)).toMatchObject({
      kind: 'received',
      actor: 'system',
      forced: true,
    });
    // The member's own "received" afterwards answers the same; "not received" is too late.
    const late = await confirmWithdrawal(app, m.token, { id: b, outcome: 'notReceived' }, [
      { name: 'x.png', type: 'image/png', bytes: png },
    ]);
    expect(late.json.errorCode).toBe('WITHDRAWAL_STATE_INVALID');
  });

  it('refuses bad input, naming the field', async () => {
    const m = await fundedMember(app, 5_000n);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '5' }, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: '2000000' }, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: '100.5' }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '-100' }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '6000' }, 'INSUFFICIENT_FUNDS', 'amount'],
      [{ bankAccountId: 999_999 }, 'NOT_FOUND', 'bankAccountId'],
      [{ bankAccountId: 'x' }, 'VALIDATION_FAILED', 'bankAccountId'],
      [{ paymentPassword: 'wrong-one' }, 'PAYMENT_PASSWORD_WRONG', 'paymentPassword'],
      [{ idempotencyKey: '' }, 'VALIDATION_FAILED', 'idempotencyKey'],
    ];
    for (const [extra, code, field] of cases) {
      const answer = await withdraw(app, m, '1000', `bad-${field}-${code}`, extra);
      expect(answer.json.errorCode, JSON.stringify(extra)).toBe(code);
      expect(answer.json.fields?.map((f: { field: string }) => f.field)).toContain(field);
    }
    // Another member's bank account is not usable.
    const other = await fundedMember(app, 0n);
    const foreign = await withdraw(
      app,
      { ...m, bankAccountId: other.bankAccountId },
      '1000',
      'bad-foreign',
    );
    expect(foreign.json.errorCode).toBe('NOT_FOUND');
    // Same key, different amount.
    await withdraw(app, m, '1000', 'same-key');
    const conflict = await withdraw(app, m, '1500', 'same-key');
    expect(conflict.json.errorCode).toBe('IDEMPOTENCY_CONFLICT');
    // Nothing was half-written: one withdrawal, one hold.
    expect(await mainBalance(app, m.id)).toEqual({
      balance: 5_000n,
      held: 1_000n,
      available: 4_000n,
    });
    const detail = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: m.token,
      query: { id: 'abc' },
    });
    expect(detail.json.fields?.[0].field).toBe('id');
    const foreignDetail = await call(app, 'GET', '/wps/member/withdraw/detail', {
      token: other.token,
      query: {
        id: (await call(app, 'GET', '/wps/member/withdraw/list', { token: m.token })).json.value
          .items[0].id,
      },
    });
    expect(foreignDetail.json.errorCode).toBe('NOT_FOUND');
  });

  it('needs a payment password, and refuses trial players (§6)', async () => {
    const seeded = await seedMember(app, 'ALPHA01');
    const login = await call(app, 'POST', '/wps/session/login', {
      body: await encrypted(app, {
        username: seeded.account,
        password: seeded.password,
        type: 'username',
      }),
    });
    const token = login.json.value.token as string;
    const noPassword = await withdraw(app, { token, bankAccountId: 1 }, '1000', 'np');
    expect(noPassword.json.errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'Windows', platform: 'W', gatewayVersion: 3 },
    });
    const trialToken = trial.json.value?.token as string | undefined;
    if (trialToken) {
      const refused = await withdraw(app, { token: trialToken, bankAccountId: 1 }, '1000', 't');
      expect(refused.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
      const info = await call(app, 'GET', '/wps/member/withdraw/info', { token: trialToken });
      expect(info.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    } else {
      throw new Error(`free play did not log in: ${JSON.stringify(trial.json)}`);
    }
    void payPassword;
  });
});

describe('memberCentre.withdrawal and .deposit in brand.json (the brand schema)', () => {
  const brand = (memberCentre: unknown) => () => brandFromJson('bad', { memberCentre });

  it('refuses a wrong setting, naming the field by its path', () => {
    expect(brand({ withdrawal: { reviewMinutes: -5 } })).toThrow(
      /^brands\/bad\/brand\.json memberCentre\.withdrawal\.reviewMinutes: /,
    );
    expect(brand({ withdrawal: { minAmount: '500', maxAmount: '100' } })).toThrow(
      'brands/bad/brand.json memberCentre.withdrawal.minAmount: minAmount must not exceed maxAmount',
    );
    expect(
      brand({
        deposit: { channels: [{ code: 'x', provider: 'demoGateway', min: '1', max: 'lots' }] },
      }),
    ).toThrow(/memberCentre\.deposit\.channels\.0\.max: a decimal string such as "500000"/);
  });

  it('reads the parsed settings, with the schema defaults for what is left out', () => {
    const parsed = brandFromJson('plain', {
      memberCentre: {
        withdrawal: { minAmount: '1000' },
        deposit: {
          channels: [{ code: 'instant', provider: 'demoGateway', min: '100', max: '900' }],
        },
      },
    });
    expect(parsed.withdrawal).toEqual({
      minAmount: '1000',
      maxAmount: '1000000',
      reviewMinutes: 30,
      paymentMinutes: 60,
      autoReceiveMinutes: 1440,
    });
    expect(parsed.depositChannels).toEqual([
      {
        code: 'instant',
        provider: 'demoGateway',
        enabled: true,
        min: '100',
        max: '900',
        feeFixed: '0',
        feeRateBp: 0,
        feeBearer: 'merchant',
        expiresAfterMinutes: 60,
        receivingAccount: null,
      },
    ]);
  });
});
