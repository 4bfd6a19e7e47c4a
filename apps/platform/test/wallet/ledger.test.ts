import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { recordsOver } from '../../src/modules/records/index';
import { createLedger, houseShardOf } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from './db';

let handle: DatabaseHandle;
let ledger: Ledger;
let merchantId: number;
let multiMerchantId: number;

beforeAll(async () => {
  handle = await openTestDatabase('ledger');
  ledger = createLedger(handle.db);
  merchantId = (await seedMerchant(handle)).id;
  multiMerchantId = (await seedMerchant(handle)).id;
  await ledger.configureMerchant(multiMerchantId, { isSingle: false, vendorWallets: ['PG', 'JL'] });
}, 60_000);

afterAll(async () => {
  await handle.close();
});

async function member(type = 0, merchant = merchantId): Promise<LedgerMember> {
  return seedMember(handle, merchant, type);
}

async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'no error';
}

async function transferCount(): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from transfers`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('wallet ledger', () => {
  it('credits a member from the cash_in house account, which goes negative by the same amount', async () => {
    const m = await member();
    const result = await ledger.credit(m, { amountMinor: 12_50n, idempotencyKey: 'dep-1' });
    expect(result.creditBalanceAfter).toBe(12_50n);
    expect(result.debitBalanceAfter).toBeLessThanOrEqual(-12_50n);
    expect(await ledger.balances(m.id)).toMatchObject([{ wallet: 'MAIN', balanceMinor: 12_50n }]);
    expect(await ledger.check()).toEqual([]);
  });

  it('issue 17: a member meets the house shard its id chooses, and a house wallet is the sum of its shards', async () => {
    const houseTotal = async () =>
      (await ledger.houseBalance(merchantId, 'JPY', 'game_house')).balanceMinor;
    const before = await houseTotal();
    const players = [await member(), await member()];
    const houseSides: bigint[] = [];
    for (const [i, m] of players.entries()) {
      await ledger.credit(m, { amountMinor: 10_00n, idempotencyKey: `shard-dep-${m.id}` });
      const bet = await ledger.debit(m, {
        amountMinor: BigInt(i + 1) * 1_00n,
        kind: 'bet',
        idempotencyKey: `shard-bet-${m.id}`,
      });
      houseSides.push(bet.creditAccountId);
      const rows = await handle.db.execute(
        sql`select shard from ledger_accounts where id = ${bet.creditAccountId} and wallet = 'game_house'`,
      );
      expect((rows as unknown as { rows: { shard: number }[] }).rows[0]?.shard).toBe(
        houseShardOf(m),
      );
    }
    // Consecutive members sit on different shards, so their bets lock different house rows.
    expect(houseSides[0]).not.toBe(houseSides[1]);
    expect(await houseTotal()).toBe(before + 3_00n);
    expect(await ledger.check()).toEqual([]);
  });

  it('refuses a debit that would take a member account below zero, and moves nothing', async () => {
    const m = await member();
    await ledger.credit(m, { amountMinor: 100n, idempotencyKey: `c-${m.id}` });
    const before = await transferCount();
    expect(
      await errorCodeOf(ledger.debit(m, { amountMinor: 101n, idempotencyKey: `d-${m.id}` })),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await transferCount()).toBe(before);
    expect((await ledger.balances(m.id))[0]?.balanceMinor).toBe(100n);
  });

  it('debits exactly the whole balance down to zero', async () => {
    const m = await member();
    await ledger.credit(m, { amountMinor: 100n, idempotencyKey: `c-${m.id}` });
    const result = await ledger.debit(m, { amountMinor: 100n, idempotencyKey: `d-${m.id}` });
    expect(result.debitBalanceAfter).toBe(0n);
  });

  it('same key and same fields returns the original result without moving money twice', async () => {
    const m = await member();
    const first = await ledger.credit(m, { amountMinor: 500n, idempotencyKey: `k-${m.id}` });
    const again = await ledger.credit(m, { amountMinor: 500n, idempotencyKey: `k-${m.id}` });
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.creditBalanceAfter).toBe(first.creditBalanceAfter);
    expect((await ledger.balances(m.id))[0]?.balanceMinor).toBe(500n);
  });

  it('same key with different fields is IDEMPOTENCY_CONFLICT and moves nothing', async () => {
    const m = await member();
    await ledger.credit(m, { amountMinor: 500n, idempotencyKey: `k-${m.id}` });
    const before = await transferCount();
    expect(
      await errorCodeOf(ledger.credit(m, { amountMinor: 501n, idempotencyKey: `k-${m.id}` })),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(
      await errorCodeOf(
        ledger.credit(m, { amountMinor: 500n, idempotencyKey: `k-${m.id}`, reason: 'other' }),
      ),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(await transferCount()).toBe(before);
  });

  it('refuses zero and negative amounts with AMOUNT_INVALID', async () => {
    const m = await member();
    expect(await errorCodeOf(ledger.credit(m, { amountMinor: 0n, idempotencyKey: 'z' }))).toBe(
      'AMOUNT_INVALID',
    );
    expect(await errorCodeOf(ledger.credit(m, { amountMinor: -5n, idempotencyKey: 'n' }))).toBe(
      'AMOUNT_INVALID',
    );
  });

  it('refuses an unknown movement kind with KIND_UNKNOWN', async () => {
    const m = await member();
    expect(
      await errorCodeOf(ledger.credit(m, { amountMinor: 1n, idempotencyKey: 'x', kind: 'gift' })),
    ).toBe('KIND_UNKNOWN');
  });

  it('a single-wallet merchant (§3 isSingle 1) has no vendor wallets', async () => {
    const m = await member();
    expect(
      await errorCodeOf(ledger.credit(m, { amountMinor: 1n, idempotencyKey: 'v', wallet: 'PG' })),
    ).toBe('VENDOR_WALLET_ON_SINGLE_WALLET');
    expect((await ledger.ensureMemberWallets(m)).map((a) => a.wallet)).toEqual(['MAIN']);
  });

  it('a multi-wallet merchant gives each member a main wallet and one per listed vendor', async () => {
    const m = await member(0, multiMerchantId);
    expect((await ledger.ensureMemberWallets(m)).map((a) => a.wallet)).toEqual([
      'MAIN',
      'PG',
      'JL',
    ]);
    expect(await ledger.settings(multiMerchantId)).toMatchObject({ isSingle: false });
    expect(
      await errorCodeOf(ledger.credit(m, { amountMinor: 1n, idempotencyKey: 'nv', wallet: 'XX' })),
    ).toBe('WALLET_NOT_FOUND');
  });

  it('moves money between a member’s own wallets and refuses a wallet of someone else', async () => {
    const m = await member(0, multiMerchantId);
    const other = await member(0, multiMerchantId);
    await ledger.credit(m, { amountMinor: 1000n, idempotencyKey: `c-${m.id}` });
    const moved = await ledger.walletTransfer(m, 'MAIN', 'PG', 300n, `t-${m.id}`);
    expect(moved.kind).toBe('transfer');
    const byWallet = Object.fromEntries(
      (await ledger.balances(m.id)).map((b) => [b.wallet, b.balanceMinor]),
    );
    expect(byWallet).toMatchObject({ MAIN: 700n, PG: 300n });
    const [othersMain] = await ledger.ensureMemberWallets(other);
    expect(
      await errorCodeOf(ledger.walletTransfer(m, 'MAIN', String(othersMain?.id), 1n, `t2-${m.id}`)),
    ).toBe('WALLET_NOT_FOUND');
    expect(await errorCodeOf(ledger.walletTransfer(m, 'PG', 'MAIN', 301n, `t3-${m.id}`))).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  it('a trial wallet is funded only from the trial house account and never meets real money', async () => {
    const trial = await member(4);
    const funded = await ledger.fundTrial(trial, 2000_00n);
    expect(funded.creditBalanceAfter).toBe(2000_00n);
    expect((await ledger.balances(trial.id))[0]).toMatchObject({ wallet: 'TRIAL', kind: 'trial' });
    const [trialAccount] = await ledger.ensureMemberWallets(trial);
    if (!trialAccount) throw new Error('no trial account');
    const real = await member();
    const [realAccount] = await ledger.ensureMemberWallets(real);
    if (!realAccount) throw new Error('no real account');
    const base = {
      merchantId,
      currency: 'JPY',
      amountMinor: 1n,
      kind: 'transfer',
      actor: 'system:test',
    };
    expect(
      await errorCodeOf(
        ledger.transfer({
          ...base,
          from: { accountId: trialAccount.id },
          to: { accountId: realAccount.id },
          idempotencyKey: 'iso1',
        }),
      ),
    ).toBe('TRIAL_ISOLATION');
    expect(
      await errorCodeOf(
        ledger.transfer({
          ...base,
          from: { house: 'cash_in' },
          to: { accountId: trialAccount.id },
          idempotencyKey: 'iso2',
        }),
      ),
    ).toBe('TRIAL_ISOLATION');
    expect(
      await errorCodeOf(
        ledger.transfer({
          ...base,
          from: { house: 'trial_house' },
          to: { accountId: realAccount.id },
          idempotencyKey: 'iso3',
        }),
      ),
    ).toBe('TRIAL_ISOLATION');
    // A trial bet goes to the trial house, not the real game house.
    const bet = await ledger.debit(trial, {
      amountMinor: 100n,
      kind: 'bet',
      idempotencyKey: `bet-${trial.id}`,
    });
    expect(bet.debitBalanceAfter).toBe(2000_00n - 100n);
    expect(await errorCodeOf(ledger.fundTrial(real, 1n))).toBe('TRIAL_ISOLATION');
  });

  it('lists a member’s movements newest first with balance-after, filtered by kind and date, paged by keyset', async () => {
    const m = await member();
    await ledger.credit(m, { amountMinor: 1000n, idempotencyKey: `a-${m.id}` });
    await ledger.debit(m, { amountMinor: 200n, kind: 'bet', idempotencyKey: `b-${m.id}` });
    await ledger.credit(m, { amountMinor: 50n, kind: 'payout', idempotencyKey: `c-${m.id}` });
    const records = recordsOver(handle.db);
    const range = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    const first = await records.movements(m.id, range, null, 2);
    expect(first.rows.map((r) => [r.kind, r.amountMinor, r.balanceAfterMinor])).toEqual([
      ['payout', 50n, 850n],
      ['bet', -200n, 800n],
    ]);
    const second = await records.movements(m.id, range, first.next, 2);
    expect(second.rows.map((r) => r.balanceAfterMinor)).toEqual([1000n]);
    expect(second.next).toBeNull();
    const bets = await records.movements(m.id, { ...range, kind: 'bet' }, null, 10);
    expect(bets.rows.map((r) => r.kind)).toEqual(['bet']);
    const future = await records.movements(
      m.id,
      { from: new Date(Date.now() + 60_000), to: new Date(Date.now() + 120_000) },
      null,
      10,
    );
    expect(future.rows).toEqual([]);
  });

  it('transfers can never be updated or deleted (trigger)', async () => {
    const m = await member();
    await ledger.credit(m, { amountMinor: 1n, idempotencyKey: `imm-${m.id}` });
    expect(
      await errorCodeOf(handle.db.execute(sql`update transfers set amount = amount + 1`)),
    ).not.toBe('no error');
    expect(await errorCodeOf(handle.db.execute(sql`delete from transfers`))).not.toBe('no error');
  });

  it('the CHECK constraint refuses a negative member balance even if the service is bypassed', async () => {
    const m = await member();
    const [account] = await ledger.ensureMemberWallets(m);
    expect(
      await errorCodeOf(
        handle.db.execute(
          sql`update account_balances set balance = -1, debit_total = 1 where account_id = ${account?.id}`,
        ),
      ),
    ).not.toBe('no error');
  });

  it('check names an account whose stored balance disagrees with its transfers', async () => {
    const m = await member();
    const [account] = await ledger.ensureMemberWallets(m);
    if (!account) throw new Error('no account');
    await handle.db.execute(
      sql`update account_balances set balance = 7, credit_total = 7 where account_id = ${account.id}`,
    );
    const problems = await ledger.check();
    expect(problems).toContainEqual(
      expect.objectContaining({ problem: 'balance', accountId: account.id }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ problem: 'sum', merchantId }));
    await handle.db.execute(
      sql`update account_balances set balance = 0, credit_total = 0 where account_id = ${account.id}`,
    );
    expect(await ledger.check()).toEqual([]);
  });

  describe('issue 17: movements that arrive together go in one statement and one commit', () => {
    /** Movements of one batch share their transaction, so their `created_at` (its start). */
    async function transactionsOf(keys: string[]): Promise<number> {
      const list = sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      );
      const result = await handle.db.execute(
        sql`select count(distinct created_at)::int as n from transfers where idempotency_key in (${list})`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    }

    it('each movement of a batch gets its own answer: moves, overdrafts, replays and conflicts side by side', async () => {
      const rich = await member();
      const poor = await member();
      await ledger.credit(rich, { amountMinor: 100_00n, idempotencyKey: `b-fund-${rich.id}` });
      await ledger.credit(poor, { amountMinor: 5_00n, idempotencyKey: `b-fund-${poor.id}` });
      const earlier = await ledger.debit(rich, {
        amountMinor: 1_00n,
        kind: 'bet',
        idempotencyKey: `b-earlier-${rich.id}`,
      });
      const before = await transferCount();
      const bets = Array.from({ length: 12 }, (_, i) => `b-bet-${rich.id}-${i}`);
      const outcomes = await Promise.all([
        ...bets.map((key) =>
          errorCodeOf(ledger.debit(rich, { amountMinor: 2_00n, kind: 'bet', idempotencyKey: key })),
        ),
        // 5.00 held: one 3.00 fits, the other no longer does (which one is the order they reach
        // the batch in: each first looks up its wallet, and those reads may answer in any order).
        errorCodeOf(
          ledger.debit(poor, {
            amountMinor: 3_00n,
            kind: 'bet',
            idempotencyKey: `b-p1-${poor.id}`,
          }),
        ),
        errorCodeOf(
          ledger.debit(poor, {
            amountMinor: 3_00n,
            kind: 'bet',
            idempotencyKey: `b-p2-${poor.id}`,
          }),
        ),
        ledger
          .debit(rich, { amountMinor: 1_00n, kind: 'bet', idempotencyKey: `b-earlier-${rich.id}` })
          .then((r) => (r.replayed && r.transferId === earlier.transferId ? 'replay' : 'moved')),
        errorCodeOf(
          ledger.debit(rich, {
            amountMinor: 9_00n,
            kind: 'bet',
            idempotencyKey: `b-earlier-${rich.id}`,
          }),
        ),
      ]);
      expect(outcomes.slice(0, 12)).toEqual(Array(12).fill('no error'));
      expect(outcomes.slice(12, 14).sort()).toEqual(['INSUFFICIENT_FUNDS', 'no error']);
      expect(outcomes.slice(14)).toEqual(['replay', 'IDEMPOTENCY_CONFLICT']);
      expect(await transferCount()).toBe(before + 13);
      expect((await ledger.balances(rich.id))[0]?.balanceMinor).toBe(100_00n - 1_00n - 12n * 2_00n);
      expect((await ledger.balances(poor.id))[0]?.balanceMinor).toBe(2_00n);
      // They did not each commit alone: the first went at once, the rest waited and went together.
      expect(await transactionsOf(bets)).toBeLessThan(bets.length / 2);
      expect(await ledger.check()).toEqual([]);
    });

    it('a batch that fails whole moves nothing, and each of its movements is tried again alone', async () => {
      const players = await Promise.all([member(), member(), member()]);
      const broken = await member();
      for (const p of [...players, broken]) {
        await ledger.credit(p, { amountMinor: 10_00n, idempotencyKey: `w-fund-${p.id}` });
      }
      const [account] = await ledger.ensureMemberWallets(broken);
      if (!account) throw new Error('no account');
      // An account without its balance row fails the statement, not just its own movement.
      const saved = await handle.db.execute(
        sql`delete from account_balances where account_id = ${account.id} returning *`,
      );
      try {
        const outcomes = await Promise.all([
          ...players.map((p) =>
            errorCodeOf(
              ledger.debit(p, { amountMinor: 1_00n, kind: 'bet', idempotencyKey: `w-${p.id}` }),
            ),
          ),
          ledger
            .debit(broken, { amountMinor: 1_00n, kind: 'bet', idempotencyKey: `w-${broken.id}` })
            .then(
              () => 'no error',
              (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
            ),
        ]);
        expect(outcomes.slice(0, 3)).toEqual(['no error', 'no error', 'no error']);
        expect(outcomes[3]).toMatch(/no balance row/);
        for (const p of players) {
          expect((await ledger.balances(p.id))[0]?.balanceMinor).toBe(9_00n);
        }
      } finally {
        const [row] = (saved as unknown as { rows: Record<string, unknown>[] }).rows;
        await handle.db.execute(
          sql`insert into account_balances select * from json_populate_record(null::account_balances, ${JSON.stringify(row)}::json)`,
        );
      }
      expect(await ledger.check()).toEqual([]);
    });
  });
});
