import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { sportsBets, sportsFixtures } from '../../src/db/schema/index';
import type { SportsFixture, SportsMarket, SportsSelection } from '../../src/db/schema/index';
import { placeSportsBets, sportsSettlement } from '../../src/modules/sports/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { mainOf, openFixtures, pickOf, sportsLedgerCounts } from './helpers';

let handle: DatabaseHandle;
let ledger: Ledger;
beforeAll(async () => {
  handle = await openTestDatabase('sports_property');
  ledger = createLedger(handle.db);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

/** The model's rules, written from the brief (not imported): does a leg win on a score? */
function modelWins(market: string, selection: string, line: number, h: number, a: number) {
  if (market === 'MATCH')
    return selection === 'home' ? h > a : selection === 'away' ? a > h : h === a;
  if (market === 'HANDICAP') return h * 10 + line > a * 10 === (selection === 'home');
  return (h + a) * 10 > line === (selection === 'over');
}

const choices: [SportsMarket, SportsSelection][] = [
  ['MATCH', 'home'],
  ['MATCH', 'away'],
  ['MATCH', 'draw'],
  ['HANDICAP', 'home'],
  ['HANDICAP', 'away'],
  ['TOTAL', 'over'],
  ['TOTAL', 'under'],
];

const pick = fc.record({ fixture: fc.nat(200), choice: fc.nat(choices.length - 1) });
type Op =
  | {
      type: 'slip';
      member: number;
      kind: 'singles' | 'accumulator';
      picks: { fixture: number; choice: number; stake: bigint }[];
      stake: bigint;
    }
  | { type: 'advance'; minutes: number }
  | { type: 'cancel'; fixture: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('slip' as const),
      member: fc.nat(2),
      kind: fc.constantFrom('singles' as const, 'accumulator' as const),
      picks: fc.uniqueArray(
        fc.tuple(pick, fc.bigInt({ min: 100n, max: 900n })).map(([p, stake]) => ({ ...p, stake })),
        { minLength: 1, maxLength: 4, selector: (p) => p.fixture },
      ),
      stake: fc.bigInt({ min: 100n, max: 900n }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      minutes: fc.integer({ min: 1, max: 9 }),
    }),
  },
  {
    // Weight 2: enough cancels that the runs together meet refunds (asserted at the end) far more reliably.
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('cancel' as const), fixture: fc.nat(200) }),
  },
);

/**
 * A single on the first open fixture, which is then cancelled (the only fixture with a leg); over
 * and under on the next one (one of them wins: a total line has no push); an accumulator.
 */
const certainOutcomes: Op[] = [
  {
    type: 'slip',
    member: 0,
    kind: 'singles',
    picks: [{ fixture: 0, choice: 5, stake: 100n }],
    stake: 100n,
  },
  { type: 'cancel', fixture: 1 },
  {
    type: 'slip',
    member: 1,
    kind: 'singles',
    picks: [{ fixture: 0, choice: 5, stake: 100n }],
    stake: 100n,
  },
  {
    type: 'slip',
    member: 2,
    kind: 'singles',
    picks: [{ fixture: 0, choice: 6, stake: 100n }],
    stake: 100n,
  },
  {
    type: 'slip',
    member: 0,
    kind: 'accumulator',
    picks: [
      { fixture: 1, choice: 0, stake: 100n },
      { fixture: 2, choice: 0, stake: 100n },
    ],
    stake: 100n,
  },
];

interface ModelLeg {
  fixtureId: bigint;
  market: string;
  selection: string;
  line: number;
  odds: number;
}
interface ModelBet {
  id: bigint;
  member: number;
  stake: bigint;
  legs: ModelLeg[];
  state: 'open' | 'won' | 'lost' | 'void';
  payout: bigint;
}

describe('sports settlement against a model (issue 16 item 4)', () => {
  it('random slips, play-outs and cancels: payouts equal the model, each bet paid once, balances = start − stakes + payouts, the ledger sums to zero', async () => {
    let run = 0;
    const seen = { won: 0, lost: 0, void: 0, accumulators: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
        run += 1;
        const merchant = await seedMerchant(handle);
        const members: LedgerMember[] = [];
        for (let i = 0; i < 3; i += 1) {
          const m = await seedMember(handle, merchant.id);
          await ledger.credit(m, { amountMinor: 5_000n, idempotencyKey: `p${run}-fund-${i}` });
          members.push(m);
        }
        const settlement = sportsSettlement(handle.db, ledger);
        let clock = new Date(Date.UTC(2026, 10, 28, 6, 0, 0) + run * 7_200_000 + 13_000);
        const bets: ModelBet[] = [];
        const cancelled = new Set<bigint>();
        const available = (member: number) =>
          5_000n -
          bets
            .filter((b) => b.member === member && b.state !== 'void')
            .reduce((sum, b) => sum + b.stake - b.payout, 0n);

        const settleModel = async () => {
          const fixtures = await handle.db
            .select()
            .from(sportsFixtures)
            .where(eq(sportsFixtures.merchantId, merchant.id));
          const byId = new Map(fixtures.map((f) => [f.id, f]));
          for (const b of bets.filter((x) => x.state === 'open')) {
            const rows = b.legs.map((l) => byId.get(l.fixtureId));
            if (rows.some((f) => !f || (f.state !== 'played' && f.state !== 'cancelled'))) continue;
            const results = b.legs.map((l, i) => {
              const f = rows[i] as SportsFixture;
              if (f.state === 'cancelled') return 'void';
              return modelWins(l.market, l.selection, l.line, f.homeScore ?? -1, f.awayScore ?? -1)
                ? 'won'
                : 'lost';
            });
            if (results.includes('lost')) {
              b.state = 'lost';
            } else if (results.every((r) => r === 'void')) {
              b.state = 'void';
            } else {
              b.state = 'won';
              let num = b.stake;
              let den = 1n;
              b.legs.forEach((l, i) => {
                if (results[i] === 'won') {
                  num *= BigInt(l.odds);
                  den *= 100n;
                }
              });
              b.payout = num / den;
            }
          }
        };

        for (const [i, o] of ops.entries()) {
          if (o.type === 'slip') {
            const member = members[o.member];
            if (!member) throw new Error('no member');
            const open = (await openFixtures(handle, merchant.id, clock)).filter(
              (f) => !cancelled.has(f.id),
            );
            const chosen = o.picks.map((p) => {
              const f = open[p.fixture % open.length] as SportsFixture;
              const [market, selection] = choices[p.choice] as [SportsMarket, SportsSelection];
              // No draw outside football: that pick becomes the away side.
              const sel = selection === 'draw' && f.sport !== 'football' ? 'away' : selection;
              return pickOf(f, clock, market, sel, p.stake);
            });
            const distinct = new Set(chosen.map((c) => c.fixtureId)).size === chosen.length;
            const kind =
              o.kind === 'accumulator' && chosen.length >= 2 && distinct
                ? 'accumulator'
                : 'singles';
            const stakes = kind === 'singles' ? o.picks.map((p) => p.stake) : [o.stake];
            const total = stakes.reduce((a, b) => a + b, 0n);
            const placing = placeSportsBets(handle.db, ledger, {
              member,
              kind,
              picks: chosen,
              stakeMinor: kind === 'accumulator' ? o.stake : undefined,
              idempotencyKey: `slip-${i}`,
              now: clock,
            });
            if (available(member.id) < total) {
              await expect(placing).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
              continue;
            }
            const placed = await placing;
            for (const [k, { bet, legs }] of placed.bets.entries()) {
              expect(bet.stakeMinor).toBe(stakes[k]);
              bets.push({
                id: bet.id,
                member: member.id,
                stake: bet.stakeMinor,
                legs: (kind === 'singles' ? [chosen[k]] : chosen).map((c) => ({
                  fixtureId: c?.fixtureId ?? 0n,
                  market: String(c?.market),
                  selection: String(c?.selection),
                  line: c?.line ?? 0,
                  odds: c?.odds ?? 0,
                })),
                state: 'open',
                payout: 0n,
              });
              expect(legs.map((l) => l.odds)).toEqual(bets.at(-1)?.legs.map((l) => l.odds));
            }
          } else if (o.type === 'advance') {
            clock = new Date(clock.getTime() + o.minutes * 60_000);
            await settlement.settleDue({ merchantId: merchant.id, now: clock });
            await settleModel();
          } else {
            // Cancel a fixture not yet played (open or live); its legs are void.
            const candidates = (
              await handle.db
                .select()
                .from(sportsFixtures)
                .where(eq(sportsFixtures.merchantId, merchant.id))
            ).filter((f) => f.state === 'open' || f.state === 'live');
            // Mostly a fixture someone bet on, so cancels meet legs.
            const betOn = new Set(bets.flatMap((b) => b.legs.map((l) => l.fixtureId)));
            const withLegs = candidates.filter((f) => betOn.has(f.id));
            if (withLegs.length > 0 && o.fixture % 4 !== 0)
              candidates.splice(0, candidates.length, ...withLegs);
            const f = candidates.sort((x, y) => Number(x.id - y.id))[
              o.fixture % Math.max(1, candidates.length)
            ];
            if (f) {
              await settlement.cancelFixture(merchant.id, f.id, 'model');
              cancelled.add(f.id);
              await settleModel();
            }
          }
          for (const member of members) {
            const openStakes = bets
              .filter((b) => b.member === member.id && b.state === 'open')
              .reduce((sum, b) => sum + b.stake, 0n);
            const main = await mainOf(ledger, member);
            expect(main.available).toBe(available(member.id));
            expect(main.held).toBe(openStakes);
          }
        }
        // Everything due is settled at the end; each bet agrees with the model.
        clock = new Date(clock.getTime() + 2 * 3_600_000);
        await settlement.settleDue({ merchantId: merchant.id, now: clock });
        await settleModel();
        const rows = await handle.db
          .select()
          .from(sportsBets)
          .where(eq(sportsBets.merchantId, merchant.id));
        expect(rows).toHaveLength(bets.length);
        for (const row of rows) {
          const b = bets.find((x) => x.id === row.id);
          expect(b?.state).not.toBe('open');
          expect(row.state, String(row.id)).toBe(b?.state);
          expect(row.payoutMinor, String(row.id)).toBe(b?.payout);
          seen[row.state as 'won' | 'lost' | 'void'] += 1;
          if (row.kind === 'accumulator') seen.accumulators += 1;
        }
        for (const member of members) {
          expect(await mainOf(ledger, member)).toEqual({
            balance: available(member.id),
            held: 0n,
            available: available(member.id),
          });
        }
        const counts = await sportsLedgerCounts(handle, merchant.id);
        expect(counts.holds).toBe(bets.length);
        expect(counts.posts).toBe(
          bets.filter((b) => b.state === 'won' || b.state === 'lost').length,
        );
        expect(counts.voided).toBe(bets.filter((b) => b.state === 'void').length);
        expect(counts.payouts).toBe(bets.filter((b) => b.payout > 0n).length);
        expect(counts.payoutSum).toBe(bets.reduce((sum, b) => sum + b.payout, 0n));
        expect(counts.pending).toBe(0);
        expect(await ledger.check()).toEqual([]);
      }),
      {
        numRuns: 25,
        // Random runs meet refunds only by luck: this one run refunds, wins, loses and settles an
        // accumulator for certain, so the coverage asserted below never rests on luck.
        examples: [[certainOutcomes]],
      },
    );
    console.info('settled over all runs', seen);
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
    expect(seen.void).toBeGreaterThan(0);
    expect(seen.accumulators).toBeGreaterThan(0);
  }, 600_000);
});
