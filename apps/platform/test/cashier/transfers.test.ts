import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encrypted, seedMember, testPlatform } from '../platform/helpers';
import { fundedMember, mainBalance, payPassword } from './withdrawals.helpers';

// Issue 14 item 5: transfer fund's "recall all to main" and transfer upline.
let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('cashier-transfers');
});
afterAll(async () => {
  expect(await app.ledger.check()).toEqual([]);
  await app.close();
});

async function upline(token: string, amount: string, key: string, password = payPassword) {
  return call(app, 'POST', '/wps/member/transferUpline', {
    token,
    body: await encrypted(app, { amount, paymentPassword: password, idempotencyKey: key }),
  });
}

describe('recall all to main', () => {
  it('is refused on a single-wallet merchant', async () => {
    const m = await fundedMember(app, 1_000n);
    const answer = await call(app, 'POST', '/wps/relay/GCS_walletRecallAll', {
      token: m.token,
      body: { idempotencyKey: 'r-single' },
    });
    expect(answer.json.errorCode).toBe('VENDOR_WALLET_ON_SINGLE_WALLET');
  });

  it('moves every vendor wallet back to MAIN at once, and a retry moves nothing again', async () => {
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no merchant');
    await app.ledger.configureMerchant(merchant.id, {
      isSingle: false,
      vendorWallets: ['PG', 'JL', 'EVO'],
    });
    try {
      const m = await fundedMember(app, 10_000n);
      const move = (to: string, amount: string, key: string) =>
        call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
          token: m.token,
          body: { fromWallet: 'MAIN', toWallet: to, amount, idempotencyKey: key },
        });
      expect((await move('PG', '3000', 't1')).json.success).toBe(true);
      expect((await move('JL', '1500', 't2')).json.success).toBe(true);
      const recalled = await call(app, 'POST', '/wps/relay/GCS_walletRecallAll', {
        token: m.token,
        body: { idempotencyKey: 'r1' },
      });
      expect(recalled.json.value).toMatchObject({ recalled: 2, amount: '4500', replayed: false });
      const byWallet = Object.fromEntries(
        recalled.json.value.balance.wallets.map((w: { wallet: string; balance: string }) => [
          w.wallet,
          w.balance,
        ]),
      );
      expect(byWallet).toMatchObject({ MAIN: '10000', PG: '0', JL: '0', EVO: '0' });
      // Money moved back into PG after the recall is not recalled again by the same key.
      await move('PG', '500', 't3');
      const again = await call(app, 'POST', '/wps/relay/GCS_walletRecallAll', {
        token: m.token,
        body: { idempotencyKey: 'r1' },
      });
      expect(again.json.value).toMatchObject({ recalled: 2, amount: '4500', replayed: true });
      expect((await mainBalance(app, m.id)).balance).toBe(9_500n);
      const missing = await call(app, 'POST', '/wps/relay/GCS_walletRecallAll', {
        token: m.token,
        body: {},
      });
      expect(missing.json.fields?.[0].field).toBe('idempotencyKey');
    } finally {
      await app.ledger.configureMerchant(merchant.id, { isSingle: true });
    }
  });
});

describe('transfer upline (§2.9, §6)', () => {
  it('sends money to the agent directly above, with the payment password', async () => {
    const agent = await seedMember(app, 'ALPHA01', { type: 1, nickname: 'Agent Smith' });
    const m = await fundedMember(app, 8_000n, { parentId: agent.id });
    const who = await call(app, 'GET', '/wps/member/upline', { token: m.token });
    expect(who.json.value).toMatchObject({
      upline: { account: agent.account, nickname: 'Agent Smith' },
      available: '8000',
      hasPaymentPassword: true,
    });
    const wrong = await upline(m.token, '1000', 'u0', 'not-it');
    expect(wrong.json.errorCode).toBe('PAYMENT_PASSWORD_WRONG');
    expect(wrong.json.fields?.[0].field).toBe('paymentPassword');
    const sent = await upline(m.token, '3000', 'u1');
    expect(sent.json.value).toMatchObject({
      amount: '3000',
      to: agent.account,
      replayed: false,
      available: '5000',
    });
    const replay = await upline(m.token, '3000', 'u1');
    expect(replay.json.value.replayed).toBe(true);
    expect((await mainBalance(app, agent.id)).balance).toBe(3_000n);
    const tooMuch = await upline(m.token, '6000', 'u2');
    expect(tooMuch.json.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(tooMuch.json.fields?.[0].field).toBe('amount');
    const decimals = await upline(m.token, '10.5', 'u3');
    expect(decimals.json.fields?.[0].field).toBe('amount');
    expect((await mainBalance(app, m.id)).balance).toBe(5_000n);
  });

  it('is refused without an upline, or when the member above is not an agent', async () => {
    const alone = await fundedMember(app, 1_000n);
    expect((await upline(alone.token, '100', 'n1')).json.errorCode).toBe('UPLINE_NONE');
    const who = await call(app, 'GET', '/wps/member/upline', { token: alone.token });
    expect(who.json.value.upline).toBeNull();
    const plain = await seedMember(app, 'ALPHA01', { type: 0 });
    const below = await fundedMember(app, 1_000n, { parentId: plain.id });
    expect((await upline(below.token, '100', 'n2')).json.errorCode).toBe('UPLINE_NONE');
    expect((await mainBalance(app, below.id)).balance).toBe(1_000n);
  });

  it('is refused for trial players (§6)', async () => {
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'Windows', platform: 'W', gatewayVersion: 3 },
    });
    const token = trial.json.value.token as string;
    expect((await upline(token, '100', 't1')).json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    const recall = await call(app, 'POST', '/wps/relay/GCS_walletRecallAll', {
      token,
      body: { idempotencyKey: 'x' },
    });
    expect(recall.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});
