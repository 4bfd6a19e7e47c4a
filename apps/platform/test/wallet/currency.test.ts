import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/index';
import { ledgerAccounts, merchants, transfers } from '../../src/db/schema/index';
import { adoptBrandCurrency, createLedger } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from './db';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../brands');

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase('wallet_currency');
}, 120_000);

afterAll(async () => {
  await handle.close();
});

async function currenciesOf(merchantId: number) {
  const rows = await handle.db.execute(sql`
    select 'account' as t, currency from ledger_accounts where merchant_id = ${merchantId}
    union select 'balance', currency from account_balances where merchant_id = ${merchantId}
    union select 'transfer', currency from transfers where merchant_id = ${merchantId}`);
  return new Set((rows as unknown as { rows: { currency: string }[] }).rows.map((r) => r.currency));
}

describe('one currency per merchant, the brand’s (issue 11)', () => {
  it('moves a data folder’s wallets from the old default JPY to the brand’s currency, amounts and zero sum intact', async () => {
    // A merchant from before issue 11: no wallet settings, every wallet in the default JPY.
    const merchant = await seedMerchant(handle);
    const member = await seedMember(handle, merchant.id);
    const ledger = createLedger(handle.db);
    await handle.db.execute(
      sql`delete from merchant_wallet_settings where merchant_id = ${merchant.id}`,
    );
    await ledger.credit(member, { amountMinor: 1234_56n, idempotencyKey: `legacy-${member.id}` });
    await ledger.debit(member, {
      amountMinor: 34_56n,
      kind: 'bet',
      idempotencyKey: `legacy-bet-${member.id}`,
    });
    expect(await currenciesOf(merchant.id)).toEqual(new Set(['JPY']));

    const adopted = await adoptBrandCurrency(handle.db, merchant.id, {
      code: 'EUR',
      minorUnits: 2,
    });

    expect(adopted.relabelledFrom).toBe('JPY');
    expect(await currenciesOf(merchant.id)).toEqual(new Set(['EUR']));
    expect(await ledger.settings(merchant.id)).toMatchObject({ currency: 'EUR', minorUnits: 2 });
    expect((await ledger.balances(member.id))[0]).toMatchObject({
      currency: 'EUR',
      balanceMinor: 1200_00n,
    });
    expect(await ledger.check()).toEqual([]);
    // New movements land in the same (relabelled) accounts.
    await ledger.credit(member, { amountMinor: 1n, idempotencyKey: `after-${member.id}` });
    const accounts = await handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.merchantId, merchant.id));
    expect(new Set(accounts.map((a) => a.currency))).toEqual(new Set(['EUR']));
    expect(await ledger.check()).toEqual([]);
  });

  it('keeps transfers append-only: nothing but that relabelling may update them', async () => {
    const [any] = await handle.db.select().from(transfers).limit(1);
    if (!any) throw new Error('no transfer');
    await expect(
      handle.db.update(transfers).set({ currency: 'USD' }).where(eq(transfers.id, any.id)),
    ).rejects.toThrow();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lobbykit.redenominate', 'on', true)`);
        await tx.update(transfers).set({ amount: 1n }).where(eq(transfers.id, any.id));
      }),
    ).rejects.toThrow();
  });

  it('refuses to relabel a merchant whose settings already name another currency it moved money in', async () => {
    const merchant = await seedMerchant(handle);
    const member = await seedMember(handle, merchant.id);
    await adoptBrandCurrency(handle.db, merchant.id, { code: 'EUR', minorUnits: 2 });
    await createLedger(handle.db).credit(member, {
      amountMinor: 500n,
      idempotencyKey: `e-${member.id}`,
    });
    await expect(
      adoptBrandCurrency(handle.db, merchant.id, { code: 'USD', minorUnits: 2 }),
    ).rejects.toThrow(/cannot change once money has moved/);
    expect(await currenciesOf(merchant.id)).toEqual(new Set(['EUR']));
    expect((await createLedger(handle.db).settings(merchant.id)).currency).toBe('EUR');
  });

  it('at start the merchants get their brand’s currency: sakura JPY without decimals and ¥, harbor EUR and €', async () => {
    const own = await openTestDatabase('wallet_currency_start');
    // The first platform must not close the database: the second one reopens the same data.
    const first = await buildPlatform({ brandsDir, database: { ...own, close: async () => {} } });
    try {
      const sakura = await first.repos.merchants.byCode('SAKURA01');
      if (!sakura) throw new Error('no sakura');
      // A data folder whose sakura row still says "$" (the brand's symbol before issue 11).
      await own.db
        .update(merchants)
        .set({ publicSettings: { currencySymbol: '$', imgUrl: 'keep' } })
        .where(eq(merchants.id, sakura.id));
    } finally {
      await first.close();
    }
    const again = await buildPlatform({ brandsDir, database: own });
    try {
      const ledger = createLedger(own.db);
      const sakura = await again.repos.merchants.byCode('SAKURA01');
      const harbor = await again.repos.merchants.byCode('HARBOR01');
      if (!sakura || !harbor) throw new Error('no brands');
      expect(sakura.publicSettings).toEqual({ currencySymbol: '¥', imgUrl: 'keep' });
      expect(harbor.publicSettings.currencySymbol).toBe('€');
      expect(await ledger.settings(sakura.id)).toMatchObject({ currency: 'JPY', minorUnits: 0 });
      expect(await ledger.settings(harbor.id)).toMatchObject({ currency: 'EUR', minorUnits: 2 });
    } finally {
      await again.close();
    }
  }, 120_000);
});
