import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { onPostgres, openTestDatabase, seedMember, seedMerchant } from './db';
import { holdWithdrawal, mainWallet, outcomeOf } from './twoPhase';

// PGlite runs one statement at a time, so these races exist only on a real PostgreSQL.
describe.skipIf(!onPostgres)(
  'two-phase transfers under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let handle: DatabaseHandle;
    let ledger: Ledger;
    let merchantId: number;

    beforeAll(async () => {
      handle = await openTestDatabase('two_phase_concurrency');
      ledger = createLedger(handle.db);
      merchantId = (await seedMerchant(handle)).id;
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
    });

    async function funded(amountMinor: bigint): Promise<LedgerMember> {
      const member = await seedMember(handle, merchantId);
      await ledger.credit(member, { amountMinor, idempotencyKey: `fund-${member.id}` });
      return member;
    }

    it('many simultaneous holds against one balance: exactly the ones that fit are held, never more', async () => {
      const member = await funded(100_00n);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          outcomeOf(holdWithdrawal(ledger, member, 7_00n, `hold-${member.id}-${i}`)),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
      expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(26);
      expect(await mainWallet(ledger, member)).toMatchObject({
        balanceMinor: 100_00n,
        heldMinor: 98_00n,
        availableMinor: 2_00n,
      });
      expect(await ledger.check()).toEqual([]);
    });

    it('holds racing spends of the same money: together they never take more than the balance', async () => {
      const member = await funded(100_00n);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          outcomeOf(
            i % 2 === 0
              ? holdWithdrawal(ledger, member, 7_00n, `hold-${member.id}-${i}`)
              : ledger.debit(member, {
                  amountMinor: 7_00n,
                  kind: 'bet',
                  idempotencyKey: `bet-${member.id}-${i}`,
                }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
      const wallet = await mainWallet(ledger, member);
      expect(wallet.availableMinor).toBe(2_00n);
      expect(await ledger.check()).toEqual([]);
    });

    it('a post and a void of one pending transfer at once: exactly one wins, every time', async () => {
      for (let round = 0; round < 20; round += 1) {
        const member = await funded(50_00n);
        const held = await holdWithdrawal(ledger, member, 30_00n, `hold-${member.id}`);
        const target = { merchantId, pendingId: held.pendingId, actor: 'operator:race' };
        const [post, cancel] = await Promise.all([
          outcomeOf(ledger.postPendingTransfer({ ...target, idempotencyKey: `post-${member.id}` })),
          outcomeOf(ledger.voidPendingTransfer({ ...target, idempotencyKey: `void-${member.id}` })),
        ]);
        expect([post, cancel].sort()).toEqual(
          post === 'ok' ? ['ok', 'resolved:posted'] : ['ok', 'resolved:voided'],
        );
        const state = (await ledger.pendingTransfer(merchantId, held.pendingId))?.state;
        expect(state).toBe(post === 'ok' ? 'posted' : 'voided');
        expect(await mainWallet(ledger, member)).toMatchObject({
          balanceMinor: post === 'ok' ? 20_00n : 50_00n,
          heldMinor: 0n,
        });
      }
      expect(await ledger.check()).toEqual([]);
    });

    it('ten posts of one pending transfer under different keys at once: one moves the money', async () => {
      const member = await funded(50_00n);
      const held = await holdWithdrawal(ledger, member, 30_00n, `hold-${member.id}`);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          outcomeOf(
            ledger.postPendingTransfer({
              merchantId,
              pendingId: held.pendingId,
              idempotencyKey: `post-${member.id}-${i}`,
              actor: 'operator:race',
            }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'resolved:posted')).toHaveLength(9);
      expect((await mainWallet(ledger, member)).balanceMinor).toBe(20_00n);
      expect(await ledger.check()).toEqual([]);
    });
  },
);
