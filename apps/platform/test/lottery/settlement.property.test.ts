import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { lotteryBets, lotteryDraws } from '../../src/db/schema/index';
import type { LotteryKind } from '../../src/db/schema/index';
import { lotterySettlement, placeBets } from '../../src/modules/lottery/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { lotteryFixture, lotteryLedgerCounts, mainOf, nextDraw } from './helpers';

let handle: DatabaseHandle;
let ledger: Ledger;
let fixture: Awaited<ReturnType<typeof lotteryFixture>>;
beforeAll(async () => {
  handle = await openTestDatabase('lottery_property');
  ledger = createLedger(handle.db);
  fixture = await lotteryFixture(handle);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

/**
 * The model's pay tables, written from the rules (not imported): payout = stake × odds, odds in
 * hundredths, rounded down.
 */
function modelOdds(playType: string, s: Record<string, unknown>, result: number[]): bigint {
  const sum = result.reduce((a, b) => a + b, 0);
  const hits = (numbers: unknown) => (numbers as number[]).filter((n) => result.includes(n)).length;
  switch (playType) {
    case 'FAST_POSITION':
      return result[(s.position as number) - 1] === s.number ? 980n : 0n;
    case 'FAST_BIG_SMALL':
      return (sum >= 14 ? 'big' : 'small') === s.side ? 196n : 0n;
    case 'FAST_ODD_EVEN':
    case 'KENO_ODD_EVEN':
      return (sum % 2 === 1 ? 'odd' : 'even') === s.side ? 196n : 0n;
    case 'VN_DE':
      return result[0] === s.number ? 9000n : 0n;
    case 'VN_LO':
      return 500n * BigInt(result.filter((n) => n === s.number).length);
    case 'KENO_BIG_SMALL':
      return (sum > 810 && s.side === 'big') || (sum < 810 && s.side === 'small') ? 196n : 0n;
    case 'KENO_PICK': {
      const spots = (s.numbers as number[]).length;
      const table: Record<number, Record<number, bigint>> = {
        1: { 1: 370n },
        2: { 1: 100n, 2: 900n },
        3: { 2: 200n, 3: 4600n },
      };
      return table[spots]?.[hits(s.numbers)] ?? 0n;
    }
    case 'LOTTO_PICK6':
      return (
        ({ 3: 1000n, 4: 10_000n, 5: 500_000n, 6: 200_000_000n } as Record<number, bigint>)[
          hits(s.numbers)
        ] ?? 0n
      );
    default:
      throw new Error(`model has no ${playType}`);
  }
}

const kinds: LotteryKind[] = ['fast', 'vn', 'keno', 'lotto645'];
const distinct = (min: number, max: number, low: number, high: number) =>
  fc.uniqueArray(fc.integer({ min: low, max: high }), { minLength: min, maxLength: max });
const betOf: Record<LotteryKind, fc.Arbitrary<{ playType: string; selection: object }>> = {
  fast: fc.oneof(
    fc.record({
      playType: fc.constant('FAST_POSITION'),
      selection: fc.record({ position: fc.integer({ min: 1, max: 3 }), number: fc.nat(9) }),
    }),
    fc.record({
      playType: fc.constant('FAST_BIG_SMALL'),
      selection: fc.record({ side: fc.constantFrom('big', 'small') }),
    }),
    fc.record({
      playType: fc.constant('FAST_ODD_EVEN'),
      selection: fc.record({ side: fc.constantFrom('odd', 'even') }),
    }),
  ),
  vn: fc.record({
    playType: fc.constantFrom('VN_DE', 'VN_LO'),
    selection: fc.record({ number: fc.nat(99) }),
  }),
  keno: fc.oneof(
    fc.record({
      playType: fc.constant('KENO_PICK'),
      selection: fc.record({ numbers: distinct(1, 3, 1, 80) }),
    }),
    fc.record({
      playType: fc.constant('KENO_BIG_SMALL'),
      selection: fc.record({ side: fc.constantFrom('big', 'small') }),
    }),
    fc.record({
      playType: fc.constant('KENO_ODD_EVEN'),
      selection: fc.record({ side: fc.constantFrom('odd', 'even') }),
    }),
  ),
  lotto645: fc.record({
    playType: fc.constant('LOTTO_PICK6'),
    selection: fc.record({ numbers: distinct(6, 6, 1, 45) }),
  }),
};

type Op =
  | {
      type: 'slip';
      member: number;
      kind: LotteryKind;
      bets: { playType: string; selection: object; stake: bigint }[];
    }
  | { type: 'advance'; kind: LotteryKind }
  | { type: 'cancel'; kind: LotteryKind };

// A slip's bets belong to its game: chained on the kind.
const slip: fc.Arbitrary<Op> = fc.constantFrom(...kinds).chain((kind) =>
  fc.record({
    type: fc.constant('slip' as const),
    member: fc.nat(2),
    kind: fc.constant(kind),
    bets: fc.array(
      fc
        .tuple(betOf[kind], fc.bigInt({ min: 100n, max: 900n }))
        .map(([b, stake]) => ({ ...b, stake })),
      { minLength: 1, maxLength: 4 },
    ),
  }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: slip },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      kind: fc.constantFrom(...kinds),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('cancel' as const), kind: fc.constantFrom(...kinds) }),
  },
);

/** Big and small on one fast draw (one of them wins), then a keno bet whose draw is cancelled. */
const certainOutcomes: Op[] = [
  {
    type: 'slip',
    member: 0,
    kind: 'fast',
    bets: [
      { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: 100n },
      { playType: 'FAST_BIG_SMALL', selection: { side: 'small' }, stake: 100n },
    ],
  },
  { type: 'advance', kind: 'fast' },
  {
    type: 'slip',
    member: 1,
    kind: 'keno',
    bets: [{ playType: 'KENO_ODD_EVEN', selection: { side: 'odd' }, stake: 100n }],
  },
  { type: 'cancel', kind: 'keno' },
];

interface ModelBet {
  id: bigint;
  drawId: bigint;
  member: number;
  playType: string;
  selection: Record<string, unknown>;
  stake: bigint;
  state: 'open' | 'settled' | 'void';
  payout: bigint;
}

describe('lottery settlement against a model (issue 16 item 1)', () => {
  it('random slips, draws and cancels: payouts equal the pay tables, balances = start − stakes + payouts, the ledger sums to zero', async () => {
    let run = 0;
    // Over all runs, so the property is seen to cover wins, losses and refunds.
    const seen = { won: 0, lost: 0, void: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const merchant = await seedMerchant(handle);
        const members: LedgerMember[] = [];
        for (let i = 0; i < 3; i += 1) {
          const m = await seedMember(handle, merchant.id);
          await ledger.credit(m, { amountMinor: 3_000n, idempotencyKey: `p${run}-fund-${i}` });
          members.push(m);
        }
        const settlement = lotterySettlement(handle.db, ledger);
        let clock = new Date(Date.UTC(2026, 10, 28, 6, 0, 0) + run * 3_600_000);
        const bets: ModelBet[] = [];
        /** Draws the model cancelled (`nodeId:number`): they take no more bets. */
        const cancelled = new Set<string>();
        const available = (member: number) =>
          3_000n -
          bets
            .filter((b) => b.member === member && b.state !== 'void')
            .reduce((sum, b) => sum + b.stake - b.payout, 0n);

        const settleModel = async () => {
          // The model settles each bet of a drawn draw from the stored result.
          for (const b of bets.filter((x) => x.state === 'open')) {
            const [draw] = await handle.db
              .select()
              .from(lotteryDraws)
              .where(eq(lotteryDraws.id, b.drawId));
            if (draw?.state === 'settled' && draw.result) {
              b.state = 'settled';
              b.payout = (b.stake * modelOdds(b.playType, b.selection, draw.result)) / 100n;
            }
          }
        };

        for (const [i, o] of ops.entries()) {
          const game = fixture.byKind(o.kind);
          if (o.type === 'slip') {
            const member = members[o.member];
            if (!member) throw new Error('no member');
            const draw = nextDraw(game, clock);
            const total = o.bets.reduce((sum, b) => sum + b.stake, 0n);
            const fits = available(member.id) >= total;
            const isCancelled = cancelled.has(`${game.nodeId}:${draw.drawNumber}`);
            const placing = placeBets(handle.db, ledger, {
              member,
              nodeId: game.nodeId,
              drawNumber: draw.drawNumber,
              bets: o.bets.map((b) => ({ ...b, stakeMinor: b.stake })),
              idempotencyKey: `slip-${i}`,
              now: clock,
            });
            if (isCancelled) {
              await expect(placing).rejects.toMatchObject({
                code: 'LOTTERY_DRAW_CLOSED',
                message: 'Bets on this draw are closed: it is cancelled.',
              });
            } else if (!fits) {
              await expect(placing).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            } else {
              const placed = await placing;
              for (const [k, row] of placed.bets.entries()) {
                const b = o.bets[k];
                if (!b) throw new Error('bet count');
                bets.push({
                  id: row.id,
                  drawId: row.drawId,
                  member: member.id,
                  playType: b.playType,
                  selection: row.selection,
                  stake: b.stake,
                  state: 'open',
                  payout: 0n,
                });
              }
            }
          } else if (o.type === 'advance') {
            clock = nextDraw(game, clock).drawAt;
            await settlement.settleDue({ merchantId: merchant.id, now: clock });
            await settleModel();
          } else {
            // Cancel the game's coming draw (open); its bets are refunded.
            const draw = nextDraw(game, clock);
            const [row] = await handle.db
              .select()
              .from(lotteryDraws)
              .where(
                and(
                  eq(lotteryDraws.merchantId, merchant.id),
                  eq(lotteryDraws.nodeId, game.nodeId),
                  eq(lotteryDraws.drawNumber, draw.drawNumber),
                ),
              );
            if (row) {
              await settlement.cancelDraw(merchant.id, row.id, 'model');
              cancelled.add(`${game.nodeId}:${draw.drawNumber}`);
              for (const b of bets) if (b.drawId === row.id) b.state = 'void';
            }
          }
          for (const member of members) {
            const open = bets
              .filter((b) => b.member === member.id && b.state === 'open')
              .reduce((sum, b) => sum + b.stake, 0n);
            const main = await mainOf(ledger, member);
            expect(main.available).toBe(available(member.id));
            expect(main.held).toBe(open);
            expect(main.balance).toBe(available(member.id) + open);
          }
        }
        // Everything due is settled at the end; each bet's state and payout agree with the model.
        clock = new Date(clock.getTime() + 9 * 3_600_000);
        await settlement.settleDue({ merchantId: merchant.id, now: clock });
        await settleModel();
        const rows = await handle.db
          .select()
          .from(lotteryBets)
          .where(eq(lotteryBets.merchantId, merchant.id));
        expect(rows).toHaveLength(bets.length);
        for (const row of rows) {
          const b = bets.find((x) => x.id === row.id);
          expect(b?.state).not.toBe('open');
          expect(row.payoutMinor).toBe(b?.payout);
          expect(row.state).toBe(
            b?.state === 'void' ? 'void' : (b?.payout ?? 0n) > 0n ? 'won' : 'lost',
          );
        }
        for (const member of members) {
          expect(await mainOf(ledger, member)).toEqual({
            balance: available(member.id),
            held: 0n,
            available: available(member.id),
          });
        }
        const counts = await lotteryLedgerCounts(handle, merchant.id);
        expect(counts.posts).toBe(bets.filter((b) => b.state === 'settled').length);
        expect(counts.voided).toBe(bets.filter((b) => b.state === 'void').length);
        expect(counts.payouts).toBe(bets.filter((b) => b.payout > 0n).length);
        expect(counts.payoutSum).toBe(bets.reduce((sum, b) => sum + b.payout, 0n));
        expect(counts.pending).toBe(0);
        expect(await ledger.check()).toEqual([]);
        for (const row of rows) seen[row.state as keyof typeof seen] += 1;
      }),
      {
        numRuns: 25,
        // Random runs may miss a cancel after a slip (CI once saw no refund in 25): this one run
        // wins, loses and refunds for certain, so the coverage asserted below never rests on luck.
        examples: [[certainOutcomes]],
      },
    );
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
    expect(seen.void).toBeGreaterThan(0);
  }, 300_000);
});
