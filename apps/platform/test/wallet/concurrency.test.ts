import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { onPostgres, openTestDatabase, seedMember, seedMerchant } from './db';

// PGlite runs one statement at a time, so races only exist on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run these.
describe.skipIf(!onPostgres)(
  'wallet ledger under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let handle: DatabaseHandle;
    let ledger: Ledger;
    let merchantId: number;

    beforeAll(async () => {
      handle = await openTestDatabase('wallet_concurrency');
      ledger = createLedger(handle.db);
      merchantId = (await seedMerchant(handle)).id;
      await ledger.configureMerchant(merchantId, { isSingle: false, vendorWallets: ['PG'] });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
    });

    async function codeOf(promise: Promise<unknown>): Promise<string> {
      try {
        await promise;
        return 'ok';
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    }

    async function fundedMember(amountMinor: bigint): Promise<LedgerMember> {
      const member = await seedMember(handle, merchantId);
      await ledger.credit(member, { amountMinor, idempotencyKey: `fund-${member.id}` });
      return member;
    }

    it('many simultaneous debits that together exceed the balance: exactly the ones that fit succeed and none overdraws', async () => {
      const member = await fundedMember(100_00n);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          codeOf(
            ledger.debit(member, {
              amountMinor: 7_00n,
              kind: 'bet',
              idempotencyKey: `bet-${member.id}-${i}`,
            }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
      expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(26);
      expect((await ledger.balances(member.id))[0]?.balanceMinor).toBe(2_00n);
      expect(await ledger.check()).toEqual([]);
    });

    it('simultaneous replays of one key apply it once and all answer the same transfer', async () => {
      const member = await seedMember(handle, merchantId);
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          ledger.credit(member, { amountMinor: 10_00n, idempotencyKey: `same-${member.id}` }),
        ),
      );
      expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect((await ledger.balances(member.id))[0]?.balanceMinor).toBe(10_00n);
      const counted = await handle.db.execute(
        sql`select count(*)::int as n from transfers where idempotency_key = ${`same-${member.id}`}`,
      );
      expect(Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
    });

    it('simultaneous uses of one key with different fields: one applies, the others are IDEMPOTENCY_CONFLICT', async () => {
      const member = await fundedMember(50_00n);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          codeOf(
            ledger.debit(member, {
              amountMinor: BigInt(100 + i),
              idempotencyKey: `diff-${member.id}`,
            }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'IDEMPOTENCY_CONFLICT')).toHaveLength(9);
      expect(await ledger.check()).toEqual([]);
    });

    it('transfers in both directions between the same two wallets at once never deadlock', async () => {
      const member = await fundedMember(1_000_00n);
      await ledger.walletTransfer(member, 'MAIN', 'PG', 500_00n, `split-${member.id}`);
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          codeOf(
            i % 2 === 0
              ? ledger.walletTransfer(member, 'MAIN', 'PG', 3_00n, `ab-${member.id}-${i}`)
              : ledger.walletTransfer(member, 'PG', 'MAIN', 5_00n, `ba-${member.id}-${i}`),
          ),
        ),
      );
      expect(outcomes.every((o) => o === 'ok')).toBe(true);
      const byWallet = Object.fromEntries(
        (await ledger.balances(member.id)).map((b) => [b.wallet, b.balanceMinor]),
      );
      expect(byWallet).toEqual({ MAIN: 500_00n + 30n * 2_00n, PG: 500_00n - 30n * 2_00n });
      expect(await ledger.check()).toEqual([]);
    });

    it('first movements of many new members at once open each account exactly once', async () => {
      const people = await Promise.all(
        Array.from({ length: 10 }, () => seedMember(handle, merchantId)),
      );
      await Promise.all(
        people.flatMap((m) =>
          Array.from({ length: 3 }, (_, i) =>
            ledger.credit(m, { amountMinor: 1_00n, idempotencyKey: `open-${m.id}-${i}` }),
          ),
        ),
      );
      for (const m of people) {
        expect(await ledger.balances(m.id)).toMatchObject([
          { wallet: 'MAIN', balanceMinor: 3_00n },
        ]);
      }
      expect(await ledger.check()).toEqual([]);
    });
  },
);
