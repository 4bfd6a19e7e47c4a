import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { houseShards, ledgerAccounts } from '../../src/db/schema/index';
import { createLedger, houseShardOf } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { onPostgres, openTestDatabase, seedMember, seedMerchant } from './db';

// PGlite runs one statement at a time, so races only exist on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run these.
describe.skipIf(!onPostgres)(
  'wallet ledger under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let handle: DatabaseHandle & { databaseUrl?: string };
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

    it('issue 17: no house row is shared by every bet: with one game house shard locked, a member of another shard still bets and one of the same shard waits for it', async () => {
      const bet = (member: LedgerMember, key: string) =>
        ledger.debit(member, { amountMinor: 1_00n, kind: 'bet', idempotencyKey: key });
      const houseTotal = async () =>
        (await ledger.houseBalance(merchantId, 'JPY', 'game_house')).balanceMinor;
      const first = await fundedMember(100_00n);
      await bet(first, `shard-open-${first.id}`);
      const before = await houseTotal();
      // Members are numbered in a row, so the next 16 hold one of the same shard and others.
      const others = await Promise.all(
        Array.from({ length: houseShards }, () => fundedMember(100_00n)),
      );
      const sameShard = others.find((m) => houseShardOf(m) === houseShardOf(first));
      const otherShard = others.find((m) => houseShardOf(m) !== houseShardOf(first));
      if (!sameShard || !otherShard) throw new Error('no members on the shards needed');
      const [house] = await handle.db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.wallet, 'game_house'),
            eq(ledgerAccounts.shard, houseShardOf(first)),
          ),
        );
      if (!house) throw new Error('no game house shard');

      // Another connection holds the first member's game house shard, as a long movement would.
      const holder = new pg.Client({ connectionString: handle.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from account_balances where account_id = $1 for update', [
          String(house.id),
        ]);
        // Before issue 17 every bet locked the one game house row: this waited forever.
        await expect(bet(otherShard, `shard-free-${otherShard.id}`)).resolves.toMatchObject({
          replayed: false,
        });
        let settled = false;
        const waiting = bet(sameShard, `shard-wait-${sameShard.id}`).finally(() => {
          settled = true;
        });
        // Polls until PostgreSQL shows the bet waiting on the lock (no fixed sleep).
        for (;;) {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((rows[0]?.n ?? 0) > 0) break;
          expect(settled).toBe(false);
          await new Promise((r) => setTimeout(r, 10));
        }
        expect(settled).toBe(false);
        await holder.query('commit');
        await expect(waiting).resolves.toMatchObject({ replayed: false });
      } finally {
        await holder.end();
      }
      // The house wallet is the sum of its shards: both bets are in it.
      expect(await houseTotal()).toBe(before + 2_00n);
      expect(await ledger.check()).toEqual([]);
    });
  },
);
