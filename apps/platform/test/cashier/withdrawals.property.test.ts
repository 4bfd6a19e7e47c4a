import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { rowsOf } from '../../src/db/index';
import { withdrawalsOver } from '../../src/modules/cashier/withdrawals/service';
import type { OperatorAction } from '../../src/modules/cashier/withdrawals/service';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { mainWallet } from '../wallet/twoPhase';
import { codeOf, seedBankAccount } from './fixtures';

let handle: DatabaseHandle;
let ledger: Ledger;
beforeAll(async () => {
  handle = await openTestDatabase('withdrawals_property');
  ledger = createLedger(handle.db);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

type Op =
  | { type: 'submit'; amount: bigint }
  | { type: 'bet'; amount: bigint }
  | { type: 'step'; action: OperatorAction; pick: number }
  | { type: 'confirm'; outcome: 'received' | 'notReceived' | 'fullyPaid'; pick: number }
  | { type: 'sweep' };

const amount = fc.bigInt({ min: 1n, max: 400n });
const pick = fc.nat();
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('submit' as const), amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('bet' as const), amount }) },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('step' as const),
      action: fc.constantFrom<OperatorAction>('review', 'approve', 'pay', 'reject'),
      pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('confirm' as const),
      outcome: fc.constantFrom('received' as const, 'notReceived' as const, 'fullyPaid' as const),
      pick,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('sweep' as const) }) },
);

type State =
  'submitted' | 'underReview' | 'approved' | 'paid' | 'rejected' | 'received' | 'fullyPaid';
interface ModelWithdrawal {
  id: bigint;
  amount: bigint;
  state: State;
  /** The hold was posted (money left) / returned after a post. */
  posted: boolean;
  everPosted: boolean;
  returned: boolean;
}

const from: Record<OperatorAction, State[]> = {
  review: ['submitted'],
  approve: ['submitted', 'underReview'],
  pay: ['approved', 'underReview'],
  reject: ['submitted', 'underReview', 'approved'],
};
const to: Record<OperatorAction, State> = {
  review: 'underReview',
  approve: 'approved',
  pay: 'paid',
  reject: 'rejected',
};

describe('withdrawals against a model (issue 14 item 4)', () => {
  it('after any sequence of submits, steps, confirmations, sweeps and bets: available never negative, held money never spendable, each hold posted or voided at most once, the ledger clean', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        run += 1;
        const merchant = await seedMerchant(handle);
        const member = await seedMember(handle, merchant.id);
        const bankAccountId = await seedBankAccount(handle, member);
        const service = withdrawalsOver(handle.db, ledger);
        await ledger.credit(member, { amountMinor: 800n, idempotencyKey: `p${run}-fund` });
        let balance = 800n;
        const list: ModelWithdrawal[] = [];
        const held = () =>
          list
            .filter((w) => !w.posted && !['rejected'].includes(w.state))
            .reduce((sum, w) => sum + w.amount, 0n);
        const available = () => balance - held();

        for (const [i, o] of ops.entries()) {
          if (o.type === 'submit') {
            const fits = available() >= o.amount;
            const made = service.submit({
              member,
              currency: 'JPY',
              amountMinor: o.amount,
              bankAccountId,
              idempotencyKey: `k${i}`,
            });
            if (!fits) {
              expect(await codeOf(made)).toBe('INSUFFICIENT_FUNDS');
            } else {
              const view = await made;
              list.push({
                id: view.withdrawal.id,
                amount: o.amount,
                state: 'submitted',
                posted: false,
                everPosted: false,
                returned: false,
              });
            }
          } else if (o.type === 'bet') {
            const fits = available() >= o.amount;
            const bet = ledger.debit(member, {
              amountMinor: o.amount,
              kind: 'bet',
              idempotencyKey: `p${run}-bet-${i}`,
            });
            // Held money is never spendable: a bet fits only in what is available.
            expect(await codeOf(bet)).toBe(fits ? 'ok' : 'INSUFFICIENT_FUNDS');
            if (fits) balance -= o.amount;
          } else if (o.type === 'sweep') {
            await service.sweep(merchant.id, 1, new Date(Date.now() + 120_000));
            for (const w of list) if (w.state === 'paid') w.state = 'received';
          } else {
            const w = list[o.pick % Math.max(1, list.length)];
            if (!w) continue;
            if (o.type === 'step') {
              const result = service.operate(w.id, o.action, {
                actor: 'operator:model',
                reason: 'model says no',
              });
              if (w.state === to[o.action]) {
                expect((await result).replayed).toBe(true);
              } else if (
                !from[o.action].includes(w.state) ||
                (o.action === 'pay' && w.state === 'underReview' && !w.posted)
              ) {
                expect(await codeOf(result)).toBe('WITHDRAWAL_STATE_INVALID');
              } else {
                await result;
                if (o.action === 'pay' && !w.posted) {
                  w.posted = true;
                  w.everPosted = true;
                  balance -= w.amount;
                }
                if (o.action === 'reject' && w.posted) {
                  // Paid, reported not received, rejected: the money comes back.
                  w.posted = false;
                  w.returned = true;
                  balance += w.amount;
                }
                w.state = to[o.action];
              }
            } else {
              const result = service.confirm(
                member.id,
                w.id,
                o.outcome,
                null,
                o.outcome === 'notReceived' ? [{ mime: 'image/png', bytes: Buffer.from('x') }] : [],
              );
              const target = o.outcome === 'notReceived' ? 'underReview' : o.outcome;
              if (w.state === 'paid') {
                await result;
                w.state = target;
              } else if (w.state === target && o.outcome !== 'notReceived') {
                expect((await result).replayed).toBe(true);
              } else {
                expect(await codeOf(result)).toBe('WITHDRAWAL_STATE_INVALID');
              }
            }
          }
          const main = await mainWallet(ledger, member);
          expect(main.availableMinor).toBeGreaterThanOrEqual(0n);
          expect(main.balanceMinor).toBe(balance);
          expect(main.availableMinor).toBe(available());
        }
        // Each hold was posted or voided at most once, and matches the model.
        const [counts] = rowsOf<{ posts: number; returns: number; pendings: number }>(
          await handle.db.execute(sql`select
            (select count(*) from transfers where merchant_id = ${merchant.id} and idempotency_key like 'withdrawal:%:post')::int as posts,
            (select count(*) from transfers where merchant_id = ${merchant.id} and idempotency_key like 'withdrawal:%:return')::int as returns,
            (select count(*) from pending_transfers where merchant_id = ${merchant.id} and state = 'pending')::int as pendings`),
        );
        expect(counts?.posts).toBe(list.filter((w) => w.everPosted).length);
        expect(counts?.returns).toBe(list.filter((w) => w.returned).length);
        expect(counts?.pendings).toBe(
          list.filter((w) => !w.everPosted && w.state !== 'rejected').length,
        );
        expect(await ledger.check()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
