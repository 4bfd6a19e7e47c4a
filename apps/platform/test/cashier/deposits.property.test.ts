import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, transfers } from '../../src/db/schema/index';
import type { Merchant } from '../../src/db/schema/index';
import { expireDeposits } from '../../src/modules/cashier/repository';
import { player } from '../platform/demo-games.helpers';
import { call, callMultipart, testPlatform } from '../platform/helpers';
import { createDeposit, expectLedgerClean, mainBalance, notify } from './helpers';

// Issue 14 item 3 quality bar: over any sequence of deposit operations and webhook deliveries
// (twice, out of order, tampered, unsigned), the ledger checks clean and a deposit is credited
// exactly once when it is credited, with its own amount, and never otherwise.
let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('cashier-property');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
}, 60_000);
afterAll(async () => {
  await app.close();
});

type Op =
  | { type: 'create'; who: number; channel: 'bank' | 'instant'; amount: number }
  | { type: 'proof'; pick: number }
  | { type: 'confirm'; pick: number }
  | { type: 'reject'; pick: number }
  | {
      type: 'notify';
      pick: number;
      status: 'paid' | 'cancelled';
      variant: 'good' | 'tampered' | 'unsigned' | 'older' | 'otherTxn';
    }
  | { type: 'expire'; pick: number }
  | { type: 'limit'; who: number; amount: number };

const pick = fc.nat();
const who = fc.integer({ min: 0, max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('create' as const),
      who,
      channel: fc.constantFrom('bank' as const, 'instant' as const),
      amount: fc.integer({ min: 500, max: 20_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('proof' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('confirm' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reject' as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('notify' as const),
      pick,
      status: fc.constantFrom('paid' as const, 'paid' as const, 'cancelled' as const),
      variant: fc.constantFrom(
        'good' as const,
        'good' as const,
        'tampered' as const,
        'unsigned' as const,
        'older' as const,
        'otherTxn' as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('expire' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('limit' as const),
      who,
      amount: fc.integer({ min: 1000, max: 40_000 }),
    }),
  },
);

const finalStates = ['credited', 'rejected', 'expired'];

describe('deposits against the ledger', () => {
  it('any sequence of deposits, proofs, confirms, rejects, expiries and webhook deliveries credits each deposit once or not at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const players = [await player(app, alpha), await player(app, alpha)];
        const playerOf = (n: number) => {
          const p = players[n];
          if (!p) throw new Error(`no player ${n}`);
          return p;
        };
        const made: { id: number; token: string | null }[] = [];
        const finalSeen = new Map<number, string>();
        let clock = Date.now();
        for (const o of ops) {
          const target = made.length > 0 ? made[('pick' in o ? o.pick : 0) % made.length] : null;
          switch (o.type) {
            case 'create': {
              const answer = await createDeposit(
                app,
                playerOf(o.who).token,
                o.channel,
                String(o.amount),
              );
              if (answer.status === 200) {
                const d = answer.json.value;
                made.push({
                  id: d.id,
                  token: d.payUrl ? (String(d.payUrl).split('/').pop() ?? null) : null,
                });
              } else {
                expect(['DEPOSIT_AMOUNT_OUT_OF_RANGE', 'DEPOSIT_LIMIT_REACHED']).toContain(
                  answer.json.errorCode,
                );
              }
              break;
            }
            case 'proof':
              if (target) {
                const row = await app.deposits.byId(target.id);
                const owner = players.find((p) => p.member.id === row?.memberId) ?? playerOf(0);
                await callMultipart(
                  app,
                  'PUT',
                  '/wps/cashier/deposit/proof',
                  [{ name: 'id', value: String(target.id) }],
                  { token: owner.token },
                );
              }
              break;
            case 'confirm':
              if (target) await app.deposits.confirm(target.id, 'operator:prop').catch(() => null);
              break;
            case 'reject':
              if (target)
                await app.deposits.reject(target.id, 'prop', 'operator:prop').catch(() => null);
              break;
            case 'notify':
              if (target?.token) {
                clock += 1000;
                const row = await app.deposits.byId(target.id);
                await notify(
                  app,
                  alpha,
                  target.token,
                  {
                    status: o.status,
                    timestamp: o.variant === 'older' ? clock - 120_000 : clock,
                    ...(o.variant === 'tampered'
                      ? { amount: String((row?.amountMinor ?? 0n) + 1n) }
                      : {}),
                    ...(o.variant === 'otherTxn' ? { txnId: `OTHER${target.id}xyz` } : {}),
                  },
                  { badSignature: o.variant === 'unsigned' },
                );
              }
              break;
            case 'expire':
              if (target) {
                const row = await app.deposits.byId(target.id);
                if (row) await expireDeposits(app.db, new Date(row.expiresAt.getTime() + 1));
              }
              break;
            case 'limit':
              await call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
                token: playerOf(o.who).token,
                body: { kind: 'deposit', period: 'day', amount: String(o.amount) },
              });
              break;
            default: {
              const never: never = o;
              throw new Error(`unknown op ${JSON.stringify(never)}`);
            }
          }
          // A final state never changes.
          for (const d of made) {
            const row = await app.deposits.byId(d.id);
            const seen = finalStates.includes(String(row?.state)) ? row?.state : undefined;
            if (finalSeen.has(d.id)) expect(row?.state).toBe(finalSeen.get(d.id));
            else if (seen) finalSeen.set(d.id, seen);
          }
        }
        // Credited exactly once with its own amount; no other state has a credit.
        const ids = made.map((d) => d.id);
        const rows =
          ids.length > 0
            ? await app.db.select().from(deposits).where(inArray(deposits.id, ids))
            : [];
        for (const row of rows) {
          const moved = await app.db
            .select()
            .from(transfers)
            .where(eq(transfers.idempotencyKey, `deposit:${row.id}`));
          if (row.state === 'credited') {
            expect(moved).toHaveLength(1);
            expect(moved[0]?.amount).toBe(row.creditMinor);
            expect(moved[0]?.id).toBe(row.transferId);
          } else {
            expect(moved).toHaveLength(0);
          }
        }
        for (const p of players) {
          const credited = rows
            .filter((r) => r.memberId === p.member.id && r.state === 'credited')
            .reduce((sum, r) => sum + r.creditMinor, 0n);
          expect(await mainBalance(app, p.member.id)).toBe(credited);
        }
        await expectLedgerClean(app);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
