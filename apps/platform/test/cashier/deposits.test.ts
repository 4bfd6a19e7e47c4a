import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, gatewayNotifications } from '../../src/db/schema/index';
import type { Merchant } from '../../src/db/schema/index';
import { UsageError } from '../../src/cli/command';
import { cashierCommand } from '../../src/cli/commands/cashier/index';
import { expireDeposits } from '../../src/modules/cashier/repository';
import { player } from '../platform/demo-games.helpers';
import { call, callMultipart, testPlatform } from '../platform/helpers';
import { PNG_SIGNATURE } from '../platform/pngSignature';
import {
  createDeposit,
  creditsOf,
  excludeNow,
  expectLedgerClean,
  mainBalance,
  notify,
} from './helpers';

// Issue 14 item 3: deposits through the bank transfer and the demo gateway, with the ledger.
let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('cashier-deposits');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
});
afterAll(async () => {
  await expectLedgerClean(app);
  await app.close();
});

const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)]);

describe('channels', () => {
  it('lists the enabled channels from brand.json with bounds and fee', async () => {
    const { token } = await player(app, alpha);
    const answer = await call(app, 'GET', '/wps/cashier/depositChannels', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.value.channels.map((c: { code: string }) => c.code)).toEqual([
      'bank',
      'instant',
    ]);
    expect(answer.json.value.channels[1]).toEqual({
      code: 'instant',
      provider: 'demoGateway',
      currency: 'JPY',
      min: '1000',
      max: '300000',
      feeFixed: '100',
      feeRateBp: 150,
      feeBearer: 'member',
    });
    expect(answer.json.value.limits).toEqual([]);
  });

  it('a brand without deposit settings offers no channel', async () => {
    const beta = await app.repos.merchants.byCode('BETA01');
    if (!beta) throw new Error('no BETA01');
    const { token } = await player(app, beta);
    const answer = await call(app, 'GET', '/wps/cashier/depositChannels', {
      token,
      merchant: 'BETA01',
    });
    expect(answer.json.value.channels).toEqual([]);
  });
});

describe('creating a deposit', () => {
  it('bank transfer: receiving account, reference, fee borne by the merchant', async () => {
    const { token } = await player(app, alpha);
    const answer = await createDeposit(app, token, 'bank', '5000');
    expect(answer.status).toBe(200);
    const d = answer.json.value;
    expect(d).toMatchObject({
      channel: 'bank',
      provider: 'bankTransfer',
      state: 'created',
      amount: '5000',
      fee: '0',
      feeBearer: 'merchant',
      credit: '5000',
      payUrl: null,
      proofCount: 0,
      receivingAccount: { bankName: 'Alpha Bank', accountNumber: '7654321' },
    });
    expect(d.reference).toMatch(/^D[A-Z2-9]{8}$/);
  });

  it('demo gateway: the member bears the fee (100 + 1.5% rounded up) and gets a pay page', async () => {
    const { token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'instant', '10001')).json.value;
    // 100 + ceil(10001 * 0.015) = 100 + 151
    expect(d).toMatchObject({ fee: '251', credit: '9750', feeBearer: 'member', reference: null });
    expect(d.payUrl).toMatch(/^\/pay\/demo\/[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['999', 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
    ['300001', 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
    ['1000.5', 'VALIDATION_FAILED'],
    ['-5', 'VALIDATION_FAILED'],
    ['abc', 'VALIDATION_FAILED'],
  ])('refuses amount %s naming the field', async (amount, code) => {
    const { member, token } = await player(app, alpha);
    const answer = await createDeposit(app, token, 'instant', amount);
    expect(answer.json.errorCode).toBe(code);
    expect(answer.json.fields.map((f: { field: string }) => f.field)).toContain('amount');
    const rows = await app.db.select().from(deposits).where(eq(deposits.memberId, member.id));
    expect(rows).toEqual([]);
  });

  it('refuses a disabled or unknown channel, naming the field', async () => {
    const { token } = await player(app, alpha);
    for (const channel of ['off', 'nosuch']) {
      const answer = await createDeposit(app, token, channel, '5000');
      expect(answer.status).toBe(404);
      expect(answer.json.errorCode).toBe('DEPOSIT_CHANNEL_UNAVAILABLE');
      expect(answer.json.fields[0].field).toBe('channel');
    }
  });

  it('refuses a trial account (§6)', async () => {
    const { token } = await player(app, alpha, { type: 4 });
    const answer = await createDeposit(app, token, 'bank', '5000');
    expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('refuses a member on a time-out with SELF_EXCLUDED and until', async () => {
    const { member, token } = await player(app, alpha);
    await excludeNow(app, member);
    const answer = await createDeposit(app, token, 'bank', '5000');
    expect(answer.status).toBe(403);
    expect(answer.json.errorCode).toBe('SELF_EXCLUDED');
    expect(Date.parse(answer.json.until)).toBeGreaterThan(Date.now());
  });
});

describe('deposit limits', () => {
  it('counts pending and credited deposits, and says the limit and what is left', async () => {
    const { member, token } = await player(app, alpha);
    const set = await call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
      token,
      body: { kind: 'deposit', period: 'day', amount: '10000' },
    });
    expect(set.status).toBe(200);
    expect((await createDeposit(app, token, 'bank', '6000')).status).toBe(200);
    const over = await createDeposit(app, token, 'bank', '5000');
    expect(over.status).toBe(403);
    expect(over.json.errorCode).toBe('DEPOSIT_LIMIT_REACHED');
    expect(over.json.depositLimit).toEqual({ period: 'day', limit: '10000', left: '4000' });
    expect(over.json.fields[0].field).toBe('amount');
    expect((await createDeposit(app, token, 'bank', '4000')).status).toBe(200);
    const channels = await call(app, 'GET', '/wps/cashier/depositChannels', { token });
    expect(channels.json.value.limits).toEqual([{ period: 'day', limit: '10000', left: '0' }]);
    // A rejected deposit no longer counts.
    const [first] = await app.db.select().from(deposits).where(eq(deposits.memberId, member.id));
    if (!first) throw new Error('no deposit');
    await app.deposits.reject(first.id, 'no money arrived', 'operator:test');
    expect((await createDeposit(app, token, 'bank', '6000')).status).toBe(200);
  });

  it('an operator confirm that would pass a limit lowered since is refused, nothing moves', async () => {
    const { member, token } = await player(app, alpha);
    const a = (await createDeposit(app, token, 'bank', '6000')).json.value;
    const b = (await createDeposit(app, token, 'bank', '6000')).json.value;
    await app.deposits.confirm(a.id, 'operator:test');
    await call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
      token,
      body: { kind: 'deposit', period: 'day', amount: '10000' },
    });
    await expect(app.deposits.confirm(b.id, 'operator:test')).rejects.toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
    });
    expect(await mainBalance(app, member.id)).toBe(6000n);
    expect(await creditsOf(app, b.id)).toBe(0);
    expect((await app.deposits.byId(b.id))?.state).toBe('created');
  });
});

describe('bank transfer', () => {
  it('proof moves it to pending; the operator confirms once; the balance rises once', async () => {
    const { member, token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    const proof = await callMultipart(
      app,
      'PUT',
      '/wps/cashier/deposit/proof',
      [
        { name: 'id', value: String(d.id) },
        { name: 'images', filename: 'slip.png', type: 'image/png', bytes: png },
      ],
      { token },
    );
    expect(proof.status).toBe(200);
    expect(proof.json.value).toMatchObject({ state: 'pending', proofCount: 1 });
    const first = await app.deposits.confirm(d.id, 'operator:test');
    const second = await app.deposits.confirm(d.id, 'operator:test');
    expect([first.outcome, second.outcome]).toEqual(['credited', 'already']);
    expect(await mainBalance(app, member.id)).toBe(5000n);
    expect(await creditsOf(app, d.id)).toBe(1);
    const detail = await call(app, 'GET', '/wps/cashier/deposit', {
      token,
      query: { id: String(d.id) },
    });
    expect(detail.json.value.state).toBe('credited');
    expect(detail.json.value.creditedAt).not.toBeNull();
    // Final: no more proof, no reject.
    const late = await callMultipart(
      app,
      'PUT',
      '/wps/cashier/deposit/proof',
      [{ name: 'id', value: String(d.id) }],
      { token },
    );
    expect(late.json.errorCode).toBe('DEPOSIT_STATE');
    await expect(app.deposits.reject(d.id, 'x', 'operator:test')).rejects.toMatchObject({
      code: 'DEPOSIT_STATE',
    });
  });

  it('refuses a fourth proof image and a file that is not PNG or JPEG', async () => {
    const { token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    const image = { name: 'images', filename: 'a.png', type: 'image/png', bytes: png };
    const four = await callMultipart(
      app,
      'PUT',
      '/wps/cashier/deposit/proof',
      [{ name: 'id', value: String(d.id) }, image, image, image, image],
      { token },
    );
    expect(four.json.errorCode).toBe('DEPOSIT_PROOF_TOO_MANY_IMAGES');
    const gif = await callMultipart(
      app,
      'PUT',
      '/wps/cashier/deposit/proof',
      [
        { name: 'id', value: String(d.id) },
        { name: 'images', filename: 'a.png', type: 'image/png', bytes: Buffer.from('GIF89a....') },
      ],
      { token },
    );
    expect(gif.json.errorCode).toBe('DEPOSIT_PROOF_IMAGE_TYPE');
    expect((await app.deposits.byId(d.id))?.state).toBe('created');
  });

  it("another member's deposit answers NOT_FOUND", async () => {
    const { token } = await player(app, alpha);
    const other = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    const answer = await call(app, 'GET', '/wps/cashier/deposit', {
      token: other.token,
      query: { id: String(d.id) },
    });
    expect(answer.status).toBe(404);
  });

  it('a rejected deposit says why and credits nothing', async () => {
    const { member, token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    await app.deposits.reject(d.id, 'name does not match', 'operator:test');
    const list = await call(app, 'GET', '/wps/cashier/deposits', { token });
    expect(list.json.value.content[0]).toMatchObject({
      id: d.id,
      state: 'rejected',
      reason: 'name does not match',
    });
    expect(await mainBalance(app, member.id)).toBe(0n);
    await expect(app.deposits.confirm(d.id, 'operator:test')).resolves.toMatchObject({
      outcome: 'final',
    });
    expect(await creditsOf(app, d.id)).toBe(0);
  });
});

describe('demo gateway notifications', () => {
  async function gatewayDeposit(amount = '10000') {
    const p = await player(app, alpha);
    const d = (await createDeposit(app, p.token, 'instant', amount)).json.value;
    const token = String(d.payUrl).split('/').pop() ?? '';
    return { ...p, d, token };
  }

  it('paid credits the amount less the fee, once, when delivered twice', async () => {
    const { member, d, token } = await gatewayDeposit();
    const first = await notify(app, alpha, token);
    const again = await notify(app, alpha, token);
    expect([first.json.outcome, again.json.outcome]).toEqual(['credited', 'duplicate']);
    expect(await mainBalance(app, member.id)).toBe(BigInt(d.credit));
    expect(await creditsOf(app, d.id)).toBe(1);
  });

  it('a changed amount credits nothing and is recorded', async () => {
    const { member, d, token } = await gatewayDeposit();
    const tampered = await notify(app, alpha, token, { amount: '100000' });
    expect(tampered.json.outcome).toBe('amount_mismatch');
    const currency = await notify(app, alpha, token, { currency: 'EUR' });
    expect(currency.json.outcome).toBe('amount_mismatch');
    expect(await mainBalance(app, member.id)).toBe(0n);
    const recorded = await app.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.depositId, d.id));
    expect(recorded.map((r) => r.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
  });

  it('a bad signature, a stale timestamp or an unknown deposit credits nothing', async () => {
    const { member, token } = await gatewayDeposit();
    expect((await notify(app, alpha, token, {}, { badSignature: true })).status).toBe(401);
    const stale = await notify(app, alpha, token, { timestamp: Date.now() - 10 * 60_000 });
    expect(stale.json.outcome).toBe('stale');
    const other = await gatewayDeposit();
    const wrong = await notify(app, alpha, other.token, { deposit: 'x'.repeat(43) });
    expect(wrong.json.outcome).toBe('unknown_deposit');
    expect(await mainBalance(app, member.id)).toBe(0n);
    const malformed = await app.inject({
      method: 'POST',
      url: '/pay/demo/notify',
      headers: { 'content-type': 'application/json' },
      payload: '{"merchant":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('a second transaction id for the same deposit credits nothing more', async () => {
    const { member, d, token } = await gatewayDeposit();
    expect((await notify(app, alpha, token)).json.outcome).toBe('credited');
    const second = await notify(app, alpha, token, { txnId: 'OTHERtxn123' });
    expect(second.json.outcome).toBe('txn_mismatch');
    expect(await mainBalance(app, member.id)).toBe(BigInt(d.credit));
  });

  it('out of order: cancelled after paid changes nothing; an older paid after cancelled credits nothing', async () => {
    const a = await gatewayDeposit();
    const t0 = Date.now();
    expect((await notify(app, alpha, a.token, { timestamp: t0 })).json.outcome).toBe('credited');
    const late = await notify(app, alpha, a.token, { status: 'cancelled', timestamp: t0 - 1000 });
    expect(late.json.outcome).toBe('out_of_order');
    const after = await notify(app, alpha, a.token, { status: 'cancelled', timestamp: t0 + 1000 });
    expect(after.json.outcome).toBe('final');
    expect((await app.deposits.byId(a.d.id))?.state).toBe('credited');

    const b = await gatewayDeposit();
    expect(
      (await notify(app, alpha, b.token, { status: 'cancelled', timestamp: t0 })).json.outcome,
    ).toBe('rejected');
    const stalePaid = await notify(app, alpha, b.token, { timestamp: t0 - 1000 });
    expect(stalePaid.json.outcome).toBe('out_of_order');
    const laterPaid = await notify(app, alpha, b.token, { timestamp: t0 + 1000 });
    expect(laterPaid.json.outcome).toBe('final');
    expect(await mainBalance(app, b.member.id)).toBe(0n);
  });

  it('the hosted page pays through a signed notification and returns to the member centre', async () => {
    const { member, d, token } = await gatewayDeposit('20000');
    const pagesEn = await app.inject({ method: 'GET', url: `/pay/demo/${token}?lang=EN` });
    expect(pagesEn.statusCode).toBe(200);
    expect(pagesEn.body).toContain('20,000 JPY');
    expect(pagesEn.body).toContain('>Pay<');
    const pageJa = await app.inject({ method: 'GET', url: `/pay/demo/${token}?lang=JA` });
    expect(pageJa.body).toContain('支払う');
    const paid = await app.inject({
      method: 'POST',
      url: `/pay/demo/${token}/pay?lang=EN`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member/depositv2?deposit=${d.id}`);
    expect(await mainBalance(app, member.id)).toBe(BigInt(d.credit));
    const closed = await app.inject({ method: 'GET', url: `/pay/demo/${token}?lang=EN` });
    expect(closed.body).toContain('closed');
    expect(closed.body).not.toContain('>Pay<');
  });

  it('cancel on the hosted page rejects the deposit', async () => {
    const { d, token } = await gatewayDeposit();
    await app.inject({
      method: 'POST',
      url: `/pay/demo/${token}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await app.deposits.byId(d.id))?.state).toBe('rejected');
  });

  it('a gateway payment past a deposit limit lowered since is rejected, not credited', async () => {
    const { member, token: session } = await player(app, alpha);
    const a = (await createDeposit(app, session, 'instant', '6000')).json.value;
    const b = (await createDeposit(app, session, 'instant', '6000')).json.value;
    await call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
      token: session,
      body: { kind: 'deposit', period: 'day', amount: '7000' },
    });
    const tokenOf = (d: { payUrl: string }) => d.payUrl.split('/').pop() ?? '';
    expect((await notify(app, alpha, tokenOf(a))).json.outcome).toBe('credited');
    expect((await notify(app, alpha, tokenOf(b))).json.outcome).toBe('limit');
    expect((await app.deposits.byId(b.id))?.state).toBe('rejected');
    expect(await mainBalance(app, member.id)).toBe(BigInt(a.credit));
  });
});

describe('expiry', () => {
  it('the sweep expires open deposits past their time, idempotently; a late paid credits nothing', async () => {
    const { member, token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'instant', '5000')).json.value;
    const gatewayToken = String(d.payUrl).split('/').pop() ?? '';
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireDeposits(app.db, later)).toContain(d.id);
    expect(await expireDeposits(app.db, later)).not.toContain(d.id);
    expect((await app.deposits.byId(d.id))?.state).toBe('expired');
    expect((await notify(app, alpha, gatewayToken)).json.outcome).toBe('final');
    expect(await mainBalance(app, member.id)).toBe(0n);
  });

  it('a deposit past its time is expired by whoever reaches it first, even before the sweep', async () => {
    const { token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    await app.db
      .update(deposits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deposits.id, d.id));
    expect((await app.deposits.confirm(d.id, 'operator:test')).outcome).toBe('expired');
    expect((await app.deposits.byId(d.id))?.state).toBe('expired');
    expect(await creditsOf(app, d.id)).toBe(0);
  });
});

describe('the database keeps final states final', () => {
  it('refuses to move a credited deposit or delete one', async () => {
    const { token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'bank', '5000')).json.value;
    await app.deposits.confirm(d.id, 'operator:test');
    await expect(
      app.db.update(deposits).set({ state: 'rejected' }).where(eq(deposits.id, d.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(deposits).where(eq(deposits.id, d.id))).rejects.toThrow();
  });
});

describe('the cashier CLI', () => {
  const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
  async function run(args: string[]) {
    const params = cashierCommand.parse(args);
    return cashierCommand.format(await cashierCommand.run(ctx(), params));
  }

  it('lists, confirms once and rejects with a reason', async () => {
    const { member, token } = await player(app, alpha);
    const a = (await createDeposit(app, token, 'bank', '7000')).json.value;
    const b = (await createDeposit(app, token, 'bank', '8000')).json.value;
    const listed = await run(['deposits', '--merchant', 'ALPHA01', '--state', 'created']);
    expect(listed).toContain(a.reference);
    expect(listed).toContain(b.reference);
    expect(await run(['deposit-confirm', String(a.id)])).toMatch(/^credited: deposit/);
    expect(await run(['deposit-confirm', String(a.id)])).toMatch(/^already credited/);
    expect(
      await run(['deposit-reject', String(b.id), '--reason', 'no transfer arrived']),
    ).toContain('no transfer arrived');
    await expect(run(['deposit-confirm', String(b.id)])).rejects.toMatchObject({
      code: 'DEPOSIT_STATE',
    });
    expect(await mainBalance(app, member.id)).toBe(7000n);
  });

  it('refuses bad arguments with the usage', () => {
    expect(() => cashierCommand.parse(['nosuch'])).toThrow(UsageError);
    expect(() => cashierCommand.parse(['deposit-confirm', 'x'])).toThrow(/deposit-confirm <id>/);
    expect(() => cashierCommand.parse(['deposit-reject', '5'])).toThrow(/--reason is required/);
    expect(() => cashierCommand.parse(['deposits', '--state', 'odd'])).toThrow(/unknown state/);
  });

  it('a gateway deposit is not confirmed by an operator', async () => {
    const { token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'instant', '5000')).json.value;
    await expect(run(['deposit-confirm', String(d.id)])).rejects.toMatchObject({
      code: 'DEPOSIT_STATE',
    });
  });
});
