import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from './db';
import { holdWithdrawal, mainWallet, outcomeOf } from './twoPhase';

let handle: DatabaseHandle;
let ledger: Ledger;

beforeAll(async () => {
  handle = await openTestDatabase('two_phase_property');
  ledger = createLedger(handle.db);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

type Op =
  | { type: 'deposit'; who: number; amount: bigint }
  | { type: 'spend'; who: number; amount: bigint }
  | { type: 'hold'; who: number; amount: bigint }
  | { type: 'post'; pick: number; part: 'all' | 'less' | 'more' }
  | { type: 'void'; pick: number }
  | { type: 'retry'; pick: number };

const amount = fc.bigInt({ min: 1n, max: 500n });
const who = fc.integer({ min: 0, max: 1 });
const pick = fc.nat();
// Weighted towards holds and their resolutions, so most runs post, void and retry real holds.
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deposit' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('spend' as const), who, amount }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('hold' as const), who, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('post' as const),
      pick,
      part: fc.constantFrom('all' as const, 'less' as const, 'more' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('void' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('retry' as const), pick }) },
);

/** A hold as the model sees it, and the call that resolved it (to retry it). */
interface ModelHold {
  pendingId: bigint;
  who: number;
  amount: bigint;
  state: 'pending' | 'posted' | 'voided';
  resolve?: () => Promise<{ replayed: boolean }>;
}

describe('two-phase transfers against an in-memory model', () => {
  it('after any sequence of deposits, spends, holds, posts, voids and retries: nothing is over-held, each hold resolves once, balances equal the model and the ledger sums to zero', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const merchant = await seedMerchant(handle);
        const people: LedgerMember[] = [await seedMember(handle, merchant.id)];
        people.push(await seedMember(handle, merchant.id));
        // Both start with some money, so holds and spends meet both outcomes.
        for (const member of people) {
          await ledger.credit(member, {
            amountMinor: 600n,
            idempotencyKey: `r${run}-fund-${member.id}`,
          });
        }
        const balance = [600n, 600n];
        const holds: ModelHold[] = [];
        const held = (w: number) =>
          holds
            .filter((h) => h.who === w && h.state === 'pending')
            .reduce((sum, h) => sum + h.amount, 0n);
        const available = (w: number) => (balance[w] ?? 0n) - held(w);

        for (const [i, o] of ops.entries()) {
          const key = `r${run}-${i}`;
          if (o.type === 'deposit' || o.type === 'spend' || o.type === 'hold') {
            const member = people[o.who];
            if (!member) throw new Error('no member');
            if (o.type === 'deposit') {
              await ledger.credit(member, { amountMinor: o.amount, idempotencyKey: key });
              balance[o.who] = (balance[o.who] ?? 0n) + o.amount;
              continue;
            }
            const fits = available(o.who) >= o.amount;
            if (o.type === 'spend') {
              const spent = ledger.debit(member, {
                amountMinor: o.amount,
                kind: 'bet',
                idempotencyKey: key,
              });
              expect(await outcomeOf(spent)).toBe(fits ? 'ok' : 'INSUFFICIENT_FUNDS');
              if (fits) balance[o.who] = (balance[o.who] ?? 0n) - o.amount;
              continue;
            }
            if (!fits) {
              expect(await outcomeOf(holdWithdrawal(ledger, member, o.amount, key))).toBe(
                'INSUFFICIENT_FUNDS',
              );
              continue;
            }
            const result = await holdWithdrawal(ledger, member, o.amount, key);
            holds.push({
              pendingId: result.pendingId,
              who: o.who,
              amount: o.amount,
              state: 'pending',
            });
            continue;
          }
          const hold = holds[o.pick % Math.max(1, holds.length)];
          if (!hold) continue;
          const target = { merchantId: merchant.id, pendingId: hold.pendingId, actor: 'op:model' };
          if (o.type === 'retry') {
            if (!hold.resolve) continue;
            expect((await hold.resolve()).replayed).toBe(true);
            continue;
          }
          if (hold.state !== 'pending') {
            const late =
              o.type === 'void'
                ? ledger.voidPendingTransfer({ ...target, idempotencyKey: key })
                : ledger.postPendingTransfer({ ...target, idempotencyKey: key });
            expect(await outcomeOf(late)).toBe(`resolved:${hold.state}`);
            continue;
          }
          if (o.type === 'void') {
            hold.resolve = () => ledger.voidPendingTransfer({ ...target, idempotencyKey: key });
            expect((await hold.resolve()).replayed).toBe(false);
            hold.state = 'voided';
            continue;
          }
          const postMinor =
            o.part === 'all'
              ? hold.amount
              : o.part === 'less'
                ? (hold.amount + 1n) / 2n
                : hold.amount + 1n;
          const post = () =>
            ledger.postPendingTransfer({ ...target, amountMinor: postMinor, idempotencyKey: key });
          if (o.part === 'more') {
            expect(await outcomeOf(post())).toBe('AMOUNT_INVALID');
            continue;
          }
          const posted = await post();
          expect(posted.transfer.amountMinor).toBe(postMinor);
          hold.resolve = post;
          hold.state = 'posted';
          balance[hold.who] = (balance[hold.who] ?? 0n) - postMinor;
        }

        // Stored balances and holds equal recomputation from transfers and pending transfers,
        // nobody's available money is negative, posted money sums to zero (check covers all).
        expect(await ledger.check()).toEqual([]);
        for (const [index, member] of people.entries()) {
          const main = await mainWallet(ledger, member);
          expect(main.balanceMinor).toBe(balance[index]);
          expect(main.heldMinor).toBe(held(index));
          expect(main.availableMinor).toBe(available(index));
          expect(main.availableMinor >= 0n).toBe(true);
        }
        for (const hold of holds) {
          expect((await ledger.pendingTransfer(merchant.id, hold.pendingId))?.state).toBe(
            hold.state,
          );
        }
      }),
      { numRuns: 50 },
    );
  }, 300_000);
});
