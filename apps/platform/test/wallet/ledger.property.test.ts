import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember, TransferResult } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from './db';

let handle: DatabaseHandle;
let ledger: Ledger;

beforeAll(async () => {
  handle = await openTestDatabase('ledger_property');
  ledger = createLedger(handle.db);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

const wallets = ['MAIN', 'PG', 'JL'] as const;
type Wallet = (typeof wallets)[number];

type Op =
  | { type: 'credit'; who: number; wallet: Wallet; amount: bigint }
  | { type: 'debit'; who: number; wallet: Wallet; amount: bigint }
  | { type: 'move'; who: number; from: Wallet; to: Wallet; amount: bigint }
  | { type: 'replay'; pick: number; changed: boolean };

const amount = fc.bigInt({ min: 1n, max: 5_000n });
const who = fc.integer({ min: 0, max: 2 });
const wallet = fc.constantFrom(...wallets);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('credit' as const), who, wallet, amount }),
  fc.record({ type: fc.constant('debit' as const), who, wallet, amount }),
  fc
    .record({ type: fc.constant('move' as const), who, from: wallet, to: wallet, amount })
    .filter((o) => o.from !== o.to),
  fc.record({ type: fc.constant('replay' as const), pick: fc.nat(), changed: fc.boolean() }),
);

/** An applied movement as the model remembers it, to replay it with the same or changed fields. */
interface Applied {
  key: string;
  run: (amountMinor: bigint) => Promise<TransferResult>;
  amount: bigint;
  result: TransferResult;
}

type MovementOp = Exclude<Op, { type: 'replay' }>;

/** Each property run's world: a new merchant with two vendor wallets, and three members. */
async function newMerchantWithThreeMembers() {
  const merchant = await seedMerchant(handle);
  await ledger.configureMerchant(merchant.id, { isSingle: false, vendorWallets: ['PG', 'JL'] });
  const people: LedgerMember[] = [];
  for (let i = 0; i < 3; i += 1) people.push(await seedMember(handle, merchant.id));
  return { merchant, people };
}

/** The ledger call of a movement, for any amount (a replay sends it again, maybe changed). */
function movementCall(member: LedgerMember, o: MovementOp, key: string) {
  if (o.type === 'credit')
    return (a: bigint) =>
      ledger.credit(member, { amountMinor: a, wallet: o.wallet, idempotencyKey: key });
  if (o.type === 'debit')
    return (a: bigint) =>
      ledger.debit(member, { amountMinor: a, wallet: o.wallet, idempotencyKey: key });
  return (a: bigint) => ledger.walletTransfer(member, o.from, o.to, a, key);
}

/** The wallet a movement takes money from, if any. */
const sourceOf = (o: MovementOp): Wallet | null =>
  o.type === 'credit' ? null : o.type === 'debit' ? o.wallet : o.from;

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return code;
  }
}

describe('wallet ledger against an in-memory model', () => {
  it('after any sequence of credits, debits, wallet transfers and replays the ledger sums to zero, no member is negative, balances equal recomputation and each key applies once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const { merchant, people } = await newMerchantWithThreeMembers();
        const model = new Map<string, bigint>();
        const balanceKey = (m: number, w: Wallet) => `${m}/${w}`;
        const get = (m: number, w: Wallet) => model.get(balanceKey(m, w)) ?? 0n;
        const applied: Applied[] = [];

        for (const [i, o] of ops.entries()) {
          const key = `r${run}-${i}`;
          if (o.type === 'replay') {
            const original = applied[o.pick % Math.max(1, applied.length)];
            if (!original) continue;
            if (o.changed) {
              expect(await codeOf(original.run(original.amount + 1n))).toBe('IDEMPOTENCY_CONFLICT');
            } else {
              const again = await original.run(original.amount);
              expect(again.replayed).toBe(true);
              expect(again.transferId).toBe(original.result.transferId);
            }
            continue;
          }
          const member = people[o.who];
          if (!member) throw new Error('no member');
          const runIt = movementCall(member, o, key);
          const source = sourceOf(o);
          if (source && get(o.who, source) < o.amount) {
            expect(await codeOf(runIt(o.amount))).toBe('INSUFFICIENT_FUNDS');
            continue;
          }
          const result = await runIt(o.amount);
          if (source) model.set(balanceKey(o.who, source), get(o.who, source) - o.amount);
          const target = o.type === 'credit' ? o.wallet : o.type === 'move' ? o.to : null;
          if (target) model.set(balanceKey(o.who, target), get(o.who, target) + o.amount);
          applied.push({ key, run: runIt, amount: o.amount, result });
        }

        // Balances equal recomputation, no member negative, sums to zero (check covers all three).
        expect(await ledger.check()).toEqual([]);
        for (const [index, member] of people.entries()) {
          for (const b of await ledger.balances(member.id)) {
            expect(b.balanceMinor).toBe(get(index, b.wallet as Wallet));
            expect(b.balanceMinor >= 0n).toBe(true);
          }
        }
        // Each key applied exactly once: one transfer per successful movement, none for refusals.
        const result = await handle.db.execute(
          sql`select idempotency_key as key, count(*)::int as n from transfers
               where merchant_id = ${merchant.id} group by idempotency_key`,
        );
        const rows = (result as unknown as { rows: { key: string; n: number }[] }).rows;
        expect(rows.map((r) => r.key).sort()).toEqual(applied.map((a) => a.key).sort());
        expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
        const sum = await handle.db.execute(
          sql`select coalesce(sum(balance), 0)::text as s from account_balances where merchant_id = ${merchant.id}`,
        );
        expect((sum as unknown as { rows: { s: string }[] }).rows[0]?.s).toBe('0');
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  it('issue 17: movements sent at once, which the ledger batches, answer as each would alone: refusals, replays and conflicts beside moves', async () => {
    let run = 0;
    // Each chunk is sent at once. Within a chunk no wallet is touched twice, so its movements are
    // independent and the model knows every answer whatever order the batch took them in.
    const touched = (o: Op): string[] =>
      o.type === 'replay'
        ? []
        : o.type === 'move'
          ? [`${o.who}/${o.from}`, `${o.who}/${o.to}`]
          : [`${o.who}/${o.wallet}`];
    const chunk = fc.array(op, { minLength: 1, maxLength: 12 }).map((ops) => {
      const seen = new Set<string>();
      return ops.filter((o) => {
        const wallets = touched(o);
        if (wallets.some((w) => seen.has(w))) return false;
        wallets.forEach((w) => seen.add(w));
        return true;
      });
    });
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { minLength: 1, maxLength: 6 }), async (chunks) => {
        run += 1;
        const { merchant, people } = await newMerchantWithThreeMembers();
        for (const member of people) await ledger.ensureMemberWallets(member);
        const model = new Map<string, bigint>();
        const get = (m: number, w: Wallet) => model.get(`${m}/${w}`) ?? 0n;
        const add = (m: number, w: Wallet, a: bigint) => model.set(`${m}/${w}`, get(m, w) + a);
        const applied: Applied[] = [];

        for (const [c, ops] of chunks.entries()) {
          const before = applied.length;
          const sent = ops.map(async (o, i) => {
            const key = `b${run}-${c}-${i}`;
            if (o.type === 'replay') {
              const original = applied[o.pick % Math.max(1, before)];
              if (!original || applied.indexOf(original) >= before) return;
              if (o.changed) {
                expect(await codeOf(original.run(original.amount + 1n))).toBe(
                  'IDEMPOTENCY_CONFLICT',
                );
              } else {
                const again = await original.run(original.amount);
                expect(again.replayed).toBe(true);
                expect(again.transferId).toBe(original.result.transferId);
              }
              return;
            }
            const member = people[o.who];
            if (!member) throw new Error('no member');
            const runIt = movementCall(member, o, key);
            const source = sourceOf(o);
            if (source && get(o.who, source) < o.amount) {
              expect(await codeOf(runIt(o.amount))).toBe('INSUFFICIENT_FUNDS');
              return;
            }
            const result = await runIt(o.amount);
            expect(result.replayed).toBe(false);
            return () => {
              if (o.type === 'credit') add(o.who, o.wallet, o.amount);
              else if (o.type === 'debit') add(o.who, o.wallet, -o.amount);
              else {
                add(o.who, o.from, -o.amount);
                add(o.who, o.to, o.amount);
              }
              applied.push({ key, run: runIt, amount: o.amount, result });
            };
          });
          // The model moves once the chunk has answered (its movements are independent).
          for (const update of await Promise.all(sent)) update?.();
        }

        expect(await ledger.check()).toEqual([]);
        for (const [index, member] of people.entries()) {
          for (const b of await ledger.balances(member.id)) {
            expect(b.balanceMinor).toBe(get(index, b.wallet as Wallet));
          }
        }
        const result = await handle.db.execute(
          sql`select idempotency_key as key from transfers where merchant_id = ${merchant.id}`,
        );
        const keys = (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
        expect(keys.sort()).toEqual(applied.map((a) => a.key).sort());
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
