import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import type { DatabaseHandle } from '../../src/db/index';
import { lotteryBets, lotteryDraws } from '../../src/db/schema/index';
import { lotterySettlement, placeBets } from '../../src/modules/lottery/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { codeOf } from '../cashier/fixtures';
import { onPostgres, openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { lotteryFixture, lotteryLedgerCounts, mainOf, nextDraw } from './helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'lottery under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let handle: DatabaseHandle & { databaseUrl?: string };
    /** A second node: its own pool and ledger on the same database. */
    let other: DatabaseHandle;
    let ledger: Ledger;
    let otherLedger: Ledger;
    let fixture: Awaited<ReturnType<typeof lotteryFixture>>;

    beforeAll(async () => {
      handle = await openTestDatabase('lottery_concurrency');
      other = await createDatabase({ databaseUrl: handle.databaseUrl, migrate: false });
      ledger = createLedger(handle.db);
      otherLedger = createLedger(other.db);
      fixture = await lotteryFixture(handle);
    }, 120_000);
    afterAll(async () => {
      if (handle) expect(await ledger.check()).toEqual([]);
      await other?.close();
      await handle?.close();
    });

    async function players(merchantId: number, count: number, fund: bigint) {
      const list: LedgerMember[] = [];
      for (let i = 0; i < count; i += 1) {
        const m = await seedMember(handle, merchantId);
        await ledger.credit(m, { amountMinor: fund, idempotencyKey: `fund:${m.id}` });
        list.push(m);
      }
      return list;
    }

    /** Slips of ten position bets on every digit, so exactly one bet in ten wins per slip. */
    function tenDigits(position: number) {
      return Array.from({ length: 10 }, (_, n) => ({
        playType: 'FAST_POSITION',
        selection: { position, number: n },
        stakeMinor: 100n,
      }));
    }

    it('two nodes settling the same draws at once pay every bet once', async () => {
      for (let round = 0; round < 3; round += 1) {
        const merchant = await seedMerchant(handle);
        const members = await players(merchant.id, 6, 100_000n);
        const game = fixture.byKind('fast');
        const draw = nextDraw(game, new Date(Date.now() + round * 3_600_000));
        // 6 members × 4 slips × 10 bets = 240 bets: more than two batches, so the nodes interleave.
        await Promise.all(
          members.flatMap((member) =>
            [1, 2, 3, 1].map((position, k) =>
              placeBets(handle.db, ledger, {
                member,
                nodeId: game.nodeId,
                drawNumber: draw.drawNumber,
                bets: tenDigits(position),
                idempotencyKey: `s${k}`,
                now: draw.open,
              }),
            ),
          ),
        );
        const settle = (db: DatabaseHandle, l: Ledger) =>
          lotterySettlement(db.db, l).settleDue({ merchantId: merchant.id, now: draw.drawAt });
        const [a, b] = await Promise.all([settle(handle, ledger), settle(other, otherLedger)]);
        expect(a.drawn + b.drawn).toBe(1);
        expect(a.settledBets + b.settledBets).toBe(240);
        // Whichever node finished last marked the draw settled; a third pass finds nothing.
        const third = await settle(handle, ledger);
        expect(third.settledBets).toBe(0);
        const [row] = await handle.db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.merchantId, merchant.id)));
        expect(row?.state).toBe('settled');
        const counts = await lotteryLedgerCounts(handle, merchant.id);
        expect(counts).toMatchObject({
          posts: 240,
          payouts: 24,
          payoutSum: 24n * 980n,
          pending: 0,
        });
        for (const member of members) {
          expect(await mainOf(ledger, member)).toEqual({
            balance: 100_000n - 4_000n + 4n * 980n,
            held: 0n,
            available: 100_000n - 4_000n + 4n * 980n,
          });
        }
      }
    }, 120_000);

    it('a settle racing a cancel: the draw is either settled or refunded, never both', async () => {
      for (let round = 0; round < 6; round += 1) {
        const merchant = await seedMerchant(handle);
        const [member] = await players(merchant.id, 1, 10_000n);
        if (!member) throw new Error('no member');
        const game = fixture.byKind('keno');
        const draw = nextDraw(game, new Date());
        const placed = await placeBets(handle.db, ledger, {
          member,
          nodeId: game.nodeId,
          drawNumber: draw.drawNumber,
          bets: [{ playType: 'KENO_ODD_EVEN', selection: { side: 'odd' }, stakeMinor: 1_000n }],
          idempotencyKey: 'race',
          now: draw.open,
        });
        const [settled, cancelled] = await Promise.all([
          lotterySettlement(handle.db, ledger).settleDue({
            merchantId: merchant.id,
            now: draw.drawAt,
          }),
          codeOf(
            lotterySettlement(other.db, otherLedger).cancelDraw(
              merchant.id,
              placed.draw.id,
              'race',
            ),
          ),
        ]);
        const [row] = await handle.db
          .select()
          .from(lotteryDraws)
          .where(eq(lotteryDraws.id, placed.draw.id));
        const [bet] = await handle.db
          .select()
          .from(lotteryBets)
          .where(eq(lotteryBets.memberId, member.id));
        const main = await mainOf(ledger, member);
        if (cancelled === 'ok') {
          expect(settled.drawn).toBe(0);
          expect(row?.state).toBe('cancelled');
          expect(bet?.state).toBe('void');
          expect(main).toEqual({ balance: 10_000n, held: 0n, available: 10_000n });
        } else {
          expect(cancelled).toBe('VALIDATION_FAILED');
          expect(row?.state).toBe('settled');
          expect(['won', 'lost']).toContain(bet?.state);
          expect(main.balance).toBe(9_000n + (bet?.payoutMinor ?? 0n));
          expect(main.held).toBe(0n);
        }
      }
    }, 120_000);

    it('slips racing the draw are either held and settled or refused, never lost', async () => {
      let accepted = 0;
      let refused = 0;
      // Big and small on the same sum: exactly one of the two wins.
      const bothSides = ['big', 'small'].map((side) => ({
        playType: 'FAST_BIG_SMALL',
        selection: { side },
        stakeMinor: 100n,
      }));
      for (let round = 0; round < 5; round += 1) {
        const merchant = await seedMerchant(handle);
        const members = await players(merchant.id, 4, 100_000n);
        const game = fixture.byKind('fast');
        const draw = nextDraw(game, new Date());
        // The slips still believe the draw is open (their clock is before the close); the
        // settler's clock is at the draw time. Only the draw row's state decides. Each member
        // places its slips one after another; the settler starts once the first slip is in.
        let firstIn: () => void = () => undefined;
        const started = new Promise<void>((resolve) => (firstIn = resolve));
        const slips = members.map(async (member) => {
          const codes: string[] = [];
          for (let k = 0; k < 8; k += 1) {
            codes.push(
              await codeOf(
                placeBets(other.db, otherLedger, {
                  member,
                  nodeId: game.nodeId,
                  drawNumber: draw.drawNumber,
                  bets: bothSides,
                  idempotencyKey: `race-${k}`,
                  now: draw.open,
                }),
              ),
            );
            firstIn();
          }
          return codes;
        });
        await started;
        const settling = lotterySettlement(handle.db, ledger).settleDue({
          merchantId: merchant.id,
          now: draw.drawAt,
        });
        const codes = (await Promise.all(slips)).flat();
        await settling;
        // One pass settles every accepted bet: the draw could not be drawn while a slip held it
        // (FOR SHARE), and no slip got in once it was drawn.
        for (const code of codes) expect(['ok', 'LOTTERY_DRAW_CLOSED']).toContain(code);
        const ok = codes.filter((c) => c === 'ok').length;
        accepted += ok;
        refused += codes.length - ok;
        const [open] = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from lottery_bets where merchant_id = ${merchant.id} and state = 'open'`,
          ),
        );
        expect(open?.n).toBe(0);
        const counts = await lotteryLedgerCounts(handle, merchant.id);
        expect(counts).toMatchObject({ posts: ok * 2, payouts: ok, pending: 0 });
        for (const member of members) {
          const main = await mainOf(ledger, member);
          expect(main.held).toBe(0n);
        }
      }
      // Both outcomes happened somewhere in the rounds (else the race was never run).
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    }, 120_000);

    it('twin slips with one key, sent at once, place one set of bets and answer it to all', async () => {
      for (let round = 0; round < 5; round += 1) {
        const merchant = await seedMerchant(handle);
        // Exactly the slip's stakes: a copy placed after the first one's holds finds no money,
        // and must still answer the first one's bets, not INSUFFICIENT_FUNDS.
        const [member] = await players(merchant.id, 1, 700n);
        if (!member) throw new Error('no member');
        const game = fixture.byKind('keno');
        const draw = nextDraw(game, new Date());
        const twins = await Promise.all(
          Array.from({ length: 6 }, (_, k) =>
            placeBets(k % 2 === 0 ? handle.db : other.db, k % 2 === 0 ? ledger : otherLedger, {
              member,
              nodeId: game.nodeId,
              drawNumber: draw.drawNumber,
              bets: [
                { playType: 'KENO_PICK', selection: { numbers: [5, 9] }, stakeMinor: 400n },
                { playType: 'KENO_BIG_SMALL', selection: { side: 'big' }, stakeMinor: 300n },
              ],
              idempotencyKey: 'twin',
              now: draw.open,
            }),
          ),
        );
        const ids = twins.map((t) => t.bets.map((b) => String(b.id)).join(','));
        expect(new Set(ids).size).toBe(1);
        expect(twins.filter((t) => !t.replayed)).toHaveLength(1);
        expect(await mainOf(ledger, member)).toEqual({
          balance: 700n,
          held: 700n,
          available: 0n,
        });
        const counts = await lotteryLedgerCounts(handle, merchant.id);
        expect(counts.pending).toBe(2);
      }
    }, 120_000);

    it('concurrent slips cannot overdraw the balance', async () => {
      for (let round = 0; round < 5; round += 1) {
        const merchant = await seedMerchant(handle);
        const [member] = await players(merchant.id, 1, 1_000n);
        if (!member) throw new Error('no member');
        const game = fixture.byKind('vn');
        const draw = nextDraw(game, new Date());
        const codes = await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            codeOf(
              placeBets(k % 2 === 0 ? handle.db : other.db, k % 2 === 0 ? ledger : otherLedger, {
                member,
                nodeId: game.nodeId,
                drawNumber: draw.drawNumber,
                bets: [{ playType: 'VN_LO', selection: { number: k }, stakeMinor: 300n }],
                idempotencyKey: `over-${k}`,
                now: draw.open,
              }),
            ),
          ),
        );
        expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
        for (const code of codes) expect(['ok', 'INSUFFICIENT_FUNDS']).toContain(code);
        expect(await mainOf(ledger, member)).toEqual({
          balance: 1_000n,
          held: 900n,
          available: 100n,
        });
      }
    }, 120_000);
  },
);
