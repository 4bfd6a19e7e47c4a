import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { recordsOver } from '../../src/modules/records/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from './db';
import { holdWithdrawal, mainWallet, outcomeOf } from './twoPhase';

let handle: DatabaseHandle;
let ledger: Ledger;
let merchantId: number;

beforeAll(async () => {
  handle = await openTestDatabase('two_phase');
  ledger = createLedger(handle.db);
  merchantId = (await seedMerchant(handle)).id;
}, 60_000);

afterAll(async () => {
  await handle.close();
});

async function funded(amountMinor: bigint): Promise<LedgerMember> {
  const member = await seedMember(handle, merchantId);
  await ledger.credit(member, { amountMinor, idempotencyKey: `fund-${member.id}` });
  return member;
}

describe('two-phase transfers (pending, then posted or voided)', () => {
  it('a hold keeps the balance but makes the amount unavailable to transfers and other holds', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    expect(held).toMatchObject({ state: 'pending', amountMinor: 60n, replayed: false });
    expect(await mainWallet(ledger, member)).toMatchObject({
      balanceMinor: 100n,
      heldMinor: 60n,
      availableMinor: 40n,
    });
    const spend = (amountMinor: bigint, key: string) =>
      ledger.debit(member, { amountMinor, kind: 'bet', idempotencyKey: key });
    expect(await outcomeOf(spend(41n, `bet-${member.id}-a`))).toBe('INSUFFICIENT_FUNDS');
    expect(await outcomeOf(holdWithdrawal(ledger, member, 41n, `hold-${member.id}-b`))).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(await outcomeOf(spend(40n, `bet-${member.id}-c`))).toBe('ok');
    expect(await mainWallet(ledger, member)).toMatchObject({
      balanceMinor: 60n,
      heldMinor: 60n,
      availableMinor: 0n,
    });
    expect(await ledger.check()).toEqual([]);
  });

  it('a post moves the held amount or less, releases the rest, and writes one transfer under its key', async () => {
    const member = await funded(100n);
    const cashOutBefore = (await ledger.houseBalance(merchantId, 'JPY', 'cash_out')).balanceMinor;
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    const posted = await ledger.postPendingTransfer({
      merchantId,
      pendingId: held.pendingId,
      amountMinor: 45n,
      idempotencyKey: `post-${member.id}`,
      actor: 'operator:test',
    });
    expect(posted.replayed).toBe(false);
    expect(posted.pending).toMatchObject({ state: 'posted', amountMinor: 60n });
    expect(posted.pending.postedTransferId).toBe(posted.transfer.transferId);
    expect(posted.transfer).toMatchObject({
      amountMinor: 45n,
      kind: 'withdrawal',
      idempotencyKey: `post-${member.id}`,
      debitBalanceAfter: 55n,
    });
    expect(await mainWallet(ledger, member)).toMatchObject({
      balanceMinor: 55n,
      heldMinor: 0n,
      availableMinor: 55n,
    });
    const cashOutAfter = (await ledger.houseBalance(merchantId, 'JPY', 'cash_out')).balanceMinor;
    expect(cashOutAfter - cashOutBefore).toBe(45n);
    expect(await ledger.check()).toEqual([]);
  });

  it('a post for more than the hold is refused and changes nothing', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    const post = ledger.postPendingTransfer({
      merchantId,
      pendingId: held.pendingId,
      amountMinor: 61n,
      idempotencyKey: `post-${member.id}`,
      actor: 'operator:test',
    });
    expect(await outcomeOf(post)).toBe('AMOUNT_INVALID');
    expect((await ledger.pendingTransfer(merchantId, held.pendingId))?.state).toBe('pending');
    expect(await mainWallet(ledger, member)).toMatchObject({ balanceMinor: 100n, heldMinor: 60n });
  });

  it('a void releases the hold and moves nothing', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    const voided = await ledger.voidPendingTransfer({
      merchantId,
      pendingId: held.pendingId,
      idempotencyKey: `void-${member.id}`,
      actor: 'operator:test',
      reason: 'rejected',
    });
    expect(voided).toMatchObject({ replayed: false, pending: { state: 'voided' } });
    expect(voided.pending.postedTransferId).toBeNull();
    expect(await mainWallet(ledger, member)).toMatchObject({
      balanceMinor: 100n,
      heldMinor: 0n,
      availableMinor: 100n,
    });
    const day = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    expect((await recordsOver(handle.db).movements(member.id, day, null, 10)).rows).toHaveLength(1);
    expect(await ledger.check()).toEqual([]);
  });

  it('each pending transfer is resolved exactly once; a retry with the same key answers the same outcome', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    const again = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    expect(again).toMatchObject({ pendingId: held.pendingId, replayed: true });
    expect(await outcomeOf(holdWithdrawal(ledger, member, 61n, `hold-${member.id}`))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );

    const post = { merchantId, pendingId: held.pendingId, actor: 'operator:test' };
    const first = await ledger.postPendingTransfer({
      ...post,
      idempotencyKey: `post-${member.id}`,
    });
    const retry = await ledger.postPendingTransfer({
      ...post,
      idempotencyKey: `post-${member.id}`,
    });
    expect(retry.replayed).toBe(true);
    expect(retry.transfer.transferId).toBe(first.transfer.transferId);
    expect(
      await outcomeOf(
        ledger.postPendingTransfer({
          ...post,
          amountMinor: 1n,
          idempotencyKey: `post-${member.id}`,
        }),
      ),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(
      await outcomeOf(
        ledger.postPendingTransfer({ ...post, idempotencyKey: `post2-${member.id}` }),
      ),
    ).toBe('resolved:posted');
    expect(
      await outcomeOf(ledger.voidPendingTransfer({ ...post, idempotencyKey: `void-${member.id}` })),
    ).toBe('resolved:posted');
    expect(await mainWallet(ledger, member)).toMatchObject({ balanceMinor: 40n, heldMinor: 0n });
    expect(await ledger.check()).toEqual([]);
  });

  it('a pending transfer of another merchant, or none, is not found', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 10n, `hold-${member.id}`);
    const other = (await seedMerchant(handle)).id;
    const request = { pendingId: held.pendingId, idempotencyKey: 'k', actor: 'operator:test' };
    expect(await outcomeOf(ledger.voidPendingTransfer({ ...request, merchantId: other }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await outcomeOf(ledger.postPendingTransfer({ ...request, merchantId, pendingId: 0n })),
    ).toBe('NOT_FOUND');
    expect(await ledger.pendingTransfer(other, held.pendingId)).toBeNull();
  });

  it('the database itself refuses a second resolution, a deleted pending transfer and an over-held account', async () => {
    const member = await funded(100n);
    const held = await holdWithdrawal(ledger, member, 60n, `hold-${member.id}`);
    await ledger.voidPendingTransfer({
      merchantId,
      pendingId: held.pendingId,
      idempotencyKey: `void-${member.id}`,
      actor: 'operator:test',
    });
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await handle.db.execute(statement);
        return false;
      } catch {
        return true;
      }
    };
    expect(
      await refused(
        sql`update pending_transfers set state = 'pending', resolution_key = null where id = ${held.pendingId}`,
      ),
    ).toBe(true);
    expect(await refused(sql`delete from pending_transfers where id = ${held.pendingId}`)).toBe(
      true,
    );
    const { accountId } = await mainWallet(ledger, member);
    expect(
      await refused(
        sql`update account_balances set pending_debit = 101 where account_id = ${accountId}`,
      ),
    ).toBe(true);
    expect(await ledger.check()).toEqual([]);
  });
});
