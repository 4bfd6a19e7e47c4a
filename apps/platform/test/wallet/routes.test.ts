import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { transferKinds } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/index';
import { members } from '../../src/db/schema/index';
import type { Member, Merchant } from '../../src/db/schema/index';
import { startSession } from '../../src/modules/session/service';
import { createLedger, toLedgerMember } from '../../src/modules/wallet/index';
import type { Ledger } from '../../src/modules/wallet/index';
import { openTestDatabase } from './db';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../brands');

let handle: DatabaseHandle;
let app: FastifyInstance;
let ledger: Ledger;
let single: Merchant;
let multi: Merchant;

beforeAll(async () => {
  handle = await openTestDatabase('wallet_routes');
  app = await buildPlatform({ brandsDir, database: handle, config: { checkResponses: true } });
  ledger = createLedger(handle.db);
  const all = await app.repos.merchants.list();
  const [first, second] = all;
  if (!first || !second) throw new Error('the test needs two brands in brands/');
  single = first;
  multi = second;
  await ledger.configureMerchant(multi.id, { isSingle: false, vendorWallets: ['PG', 'JL'] });
}, 120_000);

afterAll(async () => {
  await app.close();
});

let seq = 0;
async function login(merchant: Merchant, type = 0): Promise<{ member: Member; token: string }> {
  seq += 1;
  const [member] = await handle.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account: `w${seq}${Date.now().toString(36)}`,
      passwordHash: '!',
      type,
    })
    .returning();
  if (!member) throw new Error('no member');
  const { token } = await startSession(app, merchant, member, null);
  return { member, token };
}

function headers(merchant: Merchant, token: string, extra: Record<string, string> = {}) {
  return { merchant: merchant.code, authorization: token, language: 'EN', device: 'web', ...extra };
}

async function transferCount(): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from transfers`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

async function funded(merchant: Merchant, amountMinor: bigint) {
  const session = await login(merchant);
  await ledger.credit(toLedgerMember(session.member), {
    amountMinor,
    idempotencyKey: `seed-${session.member.id}`,
  });
  return session;
}

describe('wallet calls', () => {
  it("the migrated database accepts exactly the contract's movement kinds", async () => {
    // The kind columns are typed from the contract's list, but their CHECKs come from migrations:
    // a kind added to the contract without a migration fails here, not on a member's first bet.
    const result = await handle.db.execute(sql`
      select conname, pg_get_constraintdef(oid) as def from pg_constraint
      where conname in ('transfers_kind_ck', 'pending_transfers_kind_ck') order by conname`);
    const rows = (result as unknown as { rows: { conname: string; def: string }[] }).rows;
    expect(rows.map((row) => row.conname)).toEqual([
      'pending_transfers_kind_ck',
      'transfers_kind_ck',
    ]);
    for (const row of rows) {
      const allowed = [...row.def.matchAll(/'([a-z]+)'/g)].map((match) => match[1]);
      expect(allowed.sort()).toEqual([...transferKinds].sort());
    }
  });

  it('GET /wps/v2/wallets/balance answers the total and each wallet (§7.1)', async () => {
    const { member, token } = await funded(single, 1234_56n);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: headers(single, token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        currency: 'EUR',
        total: '1234.56',
        held: '0.00',
        wallets: [{ wallet: 'MAIN', balance: '1234.56' }],
      },
    });
    expect(res.json().value.wallets[0].walletId).toBe(
      String((await ledger.balances(member.id))[0]?.accountId),
    );
  });

  it('the balance call needs a token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { merchant: single.code },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED' });
  });

  it('a member who never moved money has a main wallet at 0.00', async () => {
    const { token } = await login(single);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: headers(single, token),
    });
    expect(res.json().value).toMatchObject({
      total: '0.00',
      held: '0.00',
      wallets: [{ wallet: 'MAIN', balance: '0.00' }],
    });
  });

  it('GET /wps/member/info/funds/consolidated sums main and vendor wallets', async () => {
    const { member, token } = await funded(multi, 100_00n);
    await ledger.walletTransfer(toLedgerMember(member), 'MAIN', 'JL', 25_00n, `c-${member.id}`);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: headers(multi, token),
    });
    expect(res.statusCode).toBe(200);
    // The second brand is the yen one (sakura): whole yen on the wire, issue 11.
    expect(res.json().value).toMatchObject({ total: '10000', main: '7500', vendors: '2500' });
    expect(res.json().value.wallets.map((w: { wallet: string }) => w.wallet)).toEqual([
      'MAIN',
      'PG',
      'JL',
    ]);
  });

  it('GET /wps/relay/GCS_merchantWallet answers isSingle 1 for a single-wallet merchant and 0 with vendors otherwise', async () => {
    const a = await login(single);
    const one = await app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: headers(single, a.token),
    });
    expect(one.json().value).toEqual({
      isSingle: 1,
      currency: 'EUR',
      minorUnits: 2,
      vendorWallets: [],
    });
    const b = await login(multi);
    const many = await app.inject({
      method: 'GET',
      url: `/wps/relay/GCS_merchantWallet?merchantCode=${multi.code}`,
      headers: headers(multi, b.token),
    });
    expect(many.json().value).toEqual({
      isSingle: 0,
      currency: 'JPY',
      minorUnits: 0,
      vendorWallets: ['PG', 'JL'],
    });
  });

  it('POST /wps/relay/GCS_walletTransfer moves money between the member’s own wallets', async () => {
    const { token } = await funded(multi, 50_00n);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: '1234', idempotencyKey: 'wt-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: '1234',
      replayed: false,
      balance: {
        currency: 'JPY',
        total: '5000',
        wallets: [
          { wallet: 'MAIN', balance: '3766' },
          { wallet: 'PG', balance: '1234' },
          { wallet: 'JL', balance: '0' },
        ],
      },
    });
  });

  it('takes the idempotency key from the Idempotency-Key header, and a replay returns the original', async () => {
    const { token } = await funded(multi, 50_00n);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: headers(multi, token, { 'idempotency-key': 'hdr-1' }),
        payload: { fromWallet: 'MAIN', toWallet: 'JL', amount: '1000' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({
      transferId: first.json().value.transferId,
      replayed: true,
    });
    expect(again.json().value.balance.wallets[0]).toMatchObject({
      wallet: 'MAIN',
      balance: '4000',
    });
  });

  it('refuses a movement without an idempotency key', async () => {
    const { token } = await funded(multi, 50_00n);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload: { fromWallet: 'MAIN', toWallet: 'JL', amount: '10' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'idempotencyKey' }],
    });
  });

  describe('bad transfers answer 4xx with an error code and move nothing', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a zero amount', { amount: '0' }, 400, 'VALIDATION_FAILED'],
      ['a zero amount with decimals', { amount: '0.00' }, 400, 'VALIDATION_FAILED'],
      ['a negative amount', { amount: '-1.00' }, 400, 'VALIDATION_FAILED'],
      ['a non-numeric amount', { amount: 'ten' }, 400, 'VALIDATION_FAILED'],
      ['a number instead of a decimal string', { amount: 10 }, 400, 'VALIDATION_FAILED'],
      ['a three-decimal amount', { amount: '1.005' }, 400, 'VALIDATION_FAILED'],
      // Issue 11: the second brand is a yen merchant, and yen have no decimals.
      ['a yen amount with decimals', { amount: '1500.5' }, 400, 'VALIDATION_FAILED'],
      ['a yen amount with zero decimals', { amount: '100.00' }, 400, 'VALIDATION_FAILED'],
      ['more than the wallet holds', { amount: '2001' }, 409, 'INSUFFICIENT_FUNDS'],
      ['an unknown vendor wallet', { toWallet: 'XX' }, 404, 'WALLET_NOT_FOUND'],
      ['an unknown wallet id', { toWallet: '999999999' }, 404, 'WALLET_NOT_FOUND'],
      ['the same wallet twice', { toWallet: 'MAIN' }, 400, 'VALIDATION_FAILED'],
      ['a trial wallet on a real account', { toWallet: 'TRIAL' }, 403, 'TRIAL_ISOLATION'],
    ];
    for (const [name, change, status, code] of cases) {
      it(`refuses ${name} with ${code}`, async () => {
        const { token } = await funded(multi, 20_00n);
        const before = await transferCount();
        const res = await app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: headers(multi, token),
          payload: {
            fromWallet: 'MAIN',
            toWallet: 'PG',
            amount: '100',
            idempotencyKey: `bad-${name}`,
            ...change,
          },
        });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, errorCode: code });
        expect(await transferCount()).toBe(before);
      });
    }

    it('refuses a vendor wallet on a single-wallet merchant (§3 isSingle 1) with VENDOR_WALLET_ON_SINGLE_WALLET', async () => {
      const { token } = await funded(single, 20_00n);
      const before = await transferCount();
      const res = await app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: headers(single, token),
        payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00', idempotencyKey: 'single' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'VENDOR_WALLET_ON_SINGLE_WALLET',
      });
      expect(await transferCount()).toBe(before);
    });
  });

  it('refuses "1500.5" on a yen merchant with a field error naming the amount (issue 11)', async () => {
    const { token } = await funded(multi, 5000n);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: '1500.5', idempotencyKey: 'yen-dec' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [
        { field: 'amount', message: 'JPY has no decimals: send a whole number such as "1500"' },
      ],
    });
  });

  it('refuses a wallet that is not the caller’s like an unknown one (WALLET_NOT_FOUND) and moves nothing', async () => {
    const { token } = await funded(multi, 20_00n);
    const other = await funded(multi, 20_00n);
    const [othersMain] = await ledger.balances(other.member.id);
    const before = await transferCount();
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload: {
        fromWallet: String(othersMain?.accountId),
        toWallet: 'MAIN',
        amount: '100',
        idempotencyKey: 'steal',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'WALLET_NOT_FOUND' });
    expect(await transferCount()).toBe(before);
    expect((await ledger.balances(other.member.id))[0]?.balanceMinor).toBe(20_00n);
  });

  it('a replay with changed fields answers IDEMPOTENCY_CONFLICT and moves nothing', async () => {
    const { member, token } = await funded(multi, 20_00n);
    const payload = { fromWallet: 'MAIN', toWallet: 'PG', amount: '100', idempotencyKey: 'chg' };
    const first = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload,
    });
    expect(first.statusCode).toBe(200);
    const before = await transferCount();
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(multi, token),
      payload: { ...payload, amount: '200' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT' });
    expect(await transferCount()).toBe(before);
    const byWallet = Object.fromEntries(
      (await ledger.balances(member.id)).map((b) => [b.wallet, b.balanceMinor]),
    );
    expect(byWallet).toMatchObject({ MAIN: 19_00n, PG: 1_00n });
  });

  it('a trial account can move nothing between wallets: it has only its trial wallet', async () => {
    const { token } = await login(single, 4);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: headers(single, token),
      payload: { fromWallet: 'TRIAL', toWallet: 'MAIN', amount: '1.00', idempotencyKey: 'trial' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'TRIAL_ISOLATION' });
  });

  it('GET /wps/relay/ODSFE2_MemTransDet pages the account record by cursor with balance after each row', async () => {
    const { member, token } = await funded(single, 100_00n);
    const m = toLedgerMember(member);
    await ledger.debit(m, { amountMinor: 30_00n, kind: 'bet', idempotencyKey: `bet-${m.id}` });
    await ledger.credit(m, { amountMinor: 45_50n, kind: 'payout', idempotencyKey: `pay-${m.id}` });
    const page1 = await app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?pageSize=2',
      headers: headers(single, token),
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().value).toMatchObject({
      next: expect.any(String),
      rows: [
        { kind: 'payout', amount: '45.50', balanceAfter: '115.50', wallet: 'MAIN' },
        { kind: 'bet', amount: '-30.00', balanceAfter: '70.00' },
      ],
    });
    const bets = await app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?kind=bet',
      headers: headers(single, token),
    });
    expect(bets.json().value.rows.map((r: { kind: string }) => r.kind)).toEqual(['bet']);
    const from = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 120_000).toISOString());
    const later = await app.inject({
      method: 'GET',
      url: `/wps/relay/ODSFE2_MemTransDet?from=${from}&to=${to}`,
      headers: headers(single, token),
    });
    expect(later.json().value).toMatchObject({ next: null, rows: [] });
  });

  it('the account record refuses an unknown kind, a page number and a bad cursor', async () => {
    const { token } = await login(single);
    for (const query of ['kind=gift', 'page=1', 'pageSize=1000', 'from=yesterday', 'cursor=x']) {
      const res = await app.inject({
        method: 'GET',
        url: `/wps/relay/ODSFE2_MemTransDet?${query}`,
        headers: headers(single, token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('the account record shows only the caller’s movements', async () => {
    const a = await funded(single, 10_00n);
    const b = await funded(single, 20_00n);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet',
      headers: headers(single, a.token),
    });
    expect(res.json().value.rows).toHaveLength(1);
    expect(res.json().value.rows[0].amount).toBe('10.00');
    expect(b.member.id).not.toBe(a.member.id);
  });
});
