import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import type { DatabaseHandle } from '../../src/db/index';
import { sportsBets, sportsFixtures } from '../../src/db/schema/index';
import type { SportsFixture } from '../../src/db/schema/index';
import { placeSportsBets, sportsSettlement } from '../../src/modules/sports/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';
import { codeOf } from '../cashier/fixtures';
import { onPostgres, openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { mainOf, openFixtures, pickOf, sportsLedgerCounts } from './helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a database of yours>.
describe.skipIf(!onPostgres)(
  'sports under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let handle: DatabaseHandle & { databaseUrl?: string };
    /** A second node: its own pool and ledger on the same database. */
    let other: DatabaseHandle;
    let ledger: Ledger;
    let otherLedger: Ledger;

    beforeAll(async () => {
      handle = await openTestDatabase('sports_concurrency');
      other = await createDatabase({ databaseUrl: handle.databaseUrl, migrate: false });
      ledger = createLedger(handle.db);
      otherLedger = createLedger(other.db);
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

    /** Settled bets of a merchant vs its ledger: each post, payout and refund exactly once. */
    async function paidOnce(merchantId: number, members: LedgerMember[], fund: bigint) {
      const bets = await handle.db
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.merchantId, merchantId));
      expect(bets.every((b) => b.state !== 'open')).toBe(true);
      const counts = await sportsLedgerCounts(handle, merchantId);
      expect(counts).toMatchObject({
        holds: bets.length,
        posts: bets.filter((b) => b.state === 'won' || b.state === 'lost').length,
        voided: bets.filter((b) => b.state === 'void').length,
        payouts: bets.filter((b) => b.payoutMinor > 0n).length,
        pending: 0,
      });
      expect(counts.payoutSum).toBe(bets.reduce((s, b) => s + b.payoutMinor, 0n));
      for (const member of members) {
        const mine = bets.filter((b) => b.memberId === member.id && b.state !== 'void');
        const expected = fund - mine.reduce((s, b) => s + b.stakeMinor - b.payoutMinor, 0n);
        expect(await mainOf(ledger, member)).toEqual({
          balance: expected,
          held: 0n,
          available: expected,
        });
      }
      return bets;
    }

    it('two nodes settling the same fixtures at once pay every bet once', async () => {
      for (let round = 0; round < 3; round += 1) {
        const merchant = await seedMerchant(handle);
        const members = await players(merchant.id, 6, 1_000_000n);
        const now = new Date(Date.now() + round * 3_600_000);
        const fixtures = (await openFixtures(handle, merchant.id, now)).slice(0, 8);
        // 6 members × (8 fixtures × 2 sides as singles + 4 accumulators of 2 legs) = 120 bets.
        await Promise.all(
          members.map(async (member, m) => {
            await placeSportsBets(handle.db, ledger, {
              member,
              kind: 'singles',
              picks: fixtures
                .flatMap((f) => [
                  pickOf(f, now, 'HANDICAP', 'home', 100n + BigInt(m)),
                  pickOf(f, now, 'HANDICAP', 'away', 100n),
                ])
                .slice(0, 10),
              idempotencyKey: 'singles-a',
              now,
            });
            await placeSportsBets(handle.db, ledger, {
              member,
              kind: 'singles',
              picks: fixtures.flatMap((f) => [pickOf(f, now, 'TOTAL', 'over', 200n)]).slice(0, 6),
              idempotencyKey: 'singles-b',
              now,
            });
            for (let k = 0; k < 4; k += 1) {
              await placeSportsBets(handle.db, ledger, {
                member,
                kind: 'accumulator',
                picks: [
                  pickOf(fixtures[k] as SportsFixture, now, 'TOTAL', k % 2 ? 'over' : 'under'),
                  pickOf(fixtures[k + 4] as SportsFixture, now, 'HANDICAP', 'home'),
                ],
                stakeMinor: 300n,
                idempotencyKey: `acca-${k}`,
                now,
              });
            }
          }),
        );
        const end = new Date(Math.max(...fixtures.map((f) => f.endsAt.getTime())));
        const settle = (db: DatabaseHandle, l: Ledger) =>
          sportsSettlement(db.db, l).settleDue({ merchantId: merchant.id, now: end });
        const [a, b] = await Promise.all([settle(handle, ledger), settle(other, otherLedger)]);
        const total = 6 * (10 + 6 + 4);
        expect(a.settledBets + b.settledBets).toBe(total);
        const due = await handle.db
          .select()
          .from(sportsFixtures)
          .where(
            sql`${sportsFixtures.merchantId} = ${merchant.id} and ${sportsFixtures.endsAt} <= ${end.toISOString()}::timestamptz`,
          );
        expect(a.played + b.played).toBe(due.length);
        const third = await settle(handle, ledger);
        expect(third).toMatchObject({ played: 0, settledBets: 0, voidedBets: 0 });
        const bets = await paidOnce(merchant.id, members, 1_000_000n);
        expect(bets).toHaveLength(total);
      }
    }, 180_000);

    it('slips racing the kick-off are either held and settled or refused, never lost', async () => {
      let accepted = 0;
      let refused = 0;
      for (let round = 0; round < 5; round += 1) {
        const merchant = await seedMerchant(handle);
        const members = await players(merchant.id, 4, 100_000n);
        const now = new Date(Date.now() + round * 3_600_000);
        const fixture = (await openFixtures(handle, merchant.id, now)).find(
          (f) => f.sport !== 'football',
        );
        if (!fixture) throw new Error('no fixture');
        // The slips still believe the fixture is open (their clock is before kick-off); the
        // settler's clock is at full time. Only the fixture row's state decides.
        let firstIn: () => void = () => undefined;
        const started = new Promise<void>((resolve) => (firstIn = resolve));
        const slips = members.map(async (member) => {
          const codes: string[] = [];
          for (let k = 0; k < 8; k += 1) {
            codes.push(
              await codeOf(
                placeSportsBets(other.db, otherLedger, {
                  member,
                  kind: 'singles',
                  picks: [
                    pickOf(fixture, now, 'MATCH', 'home', 100n),
                    pickOf(fixture, now, 'MATCH', 'away', 100n),
                  ],
                  idempotencyKey: `race-${k}`,
                  now,
                }),
              ),
            );
            firstIn();
          }
          return codes;
        });
        await started;
        // The settler kicks the fixture off and plays it in one pass (its clock is at full time).
        const settling = sportsSettlement(handle.db, ledger).settleDue({
          merchantId: merchant.id,
          now: fixture.endsAt,
        });
        const codes = (await Promise.all(slips)).flat();
        await settling;
        for (const code of codes) expect(['ok', 'SPORTS_BETTING_CLOSED']).toContain(code);
        const ok = codes.filter((c) => c === 'ok').length;
        accepted += ok;
        refused += codes.length - ok;
        // That one pass settled every accepted bet: the fixture could not kick off or be played
        // while a slip held it (FOR SHARE), and no slip got in once it had kicked off.
        const [count] = rowsOf<{ n: number; open: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n, (count(*) filter (where state = 'open'))::int as open from sports_bets where merchant_id = ${merchant.id}`,
          ),
        );
        expect(count).toEqual({ n: ok * 2, open: 0 });
        const bets = await paidOnce(merchant.id, members, 100_000n);
        // Home or away: exactly one of each slip's two singles wins (no draw in this sport).
        expect(bets.filter((b) => b.state === 'won')).toHaveLength(ok);
      }
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    }, 180_000);

    it('a play-out racing a cancel: the fixture is either played and settled or cancelled and refunded', async () => {
      for (let round = 0; round < 6; round += 1) {
        const merchant = await seedMerchant(handle);
        const [member] = await players(merchant.id, 1, 10_000n);
        if (!member) throw new Error('no member');
        const now = new Date(Date.now() + round * 3_600_000);
        const [fixture] = await openFixtures(handle, merchant.id, now);
        if (!fixture) throw new Error('no fixture');
        await placeSportsBets(handle.db, ledger, {
          member,
          kind: 'singles',
          picks: [pickOf(fixture, now, 'TOTAL', 'over', 1_000n)],
          idempotencyKey: 'race',
          now,
        });
        const [, cancelled] = await Promise.all([
          sportsSettlement(handle.db, ledger).settleDue({
            merchantId: merchant.id,
            now: fixture.endsAt,
          }),
          codeOf(
            sportsSettlement(other.db, otherLedger).cancelFixture(merchant.id, fixture.id, 'race'),
          ),
        ]);
        // The cancel's own settlement pass may still be running on the other node's batch: finish.
        await sportsSettlement(handle.db, ledger).settleDue({
          merchantId: merchant.id,
          now: fixture.endsAt,
        });
        const [row] = await handle.db
          .select()
          .from(sportsFixtures)
          .where(eq(sportsFixtures.id, fixture.id));
        const [bet] = await handle.db
          .select()
          .from(sportsBets)
          .where(eq(sportsBets.memberId, member.id));
        if (cancelled === 'ok') {
          expect(row?.state).toBe('cancelled');
          expect(bet?.state).toBe('void');
        } else {
          expect(cancelled).toBe('VALIDATION_FAILED');
          expect(row?.state).toBe('played');
          expect(['won', 'lost']).toContain(bet?.state);
        }
        await paidOnce(merchant.id, [member], 10_000n);
      }
    }, 120_000);

    it('concurrent slips cannot overdraw the balance, and twins with one key place once', async () => {
      for (let round = 0; round < 4; round += 1) {
        const merchant = await seedMerchant(handle);
        const [member] = await players(merchant.id, 1, 1_000n);
        if (!member) throw new Error('no member');
        const now = new Date(Date.now() + round * 3_600_000);
        const fixtures = await openFixtures(handle, merchant.id, now);
        const codes = await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            codeOf(
              placeSportsBets(
                k % 2 === 0 ? handle.db : other.db,
                k % 2 === 0 ? ledger : otherLedger,
                {
                  member,
                  kind: 'singles',
                  picks: [pickOf(fixtures[k] as SportsFixture, now, 'MATCH', 'away', 300n)],
                  idempotencyKey: `over-${k}`,
                  now,
                },
              ),
            ),
          ),
        );
        expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
        for (const code of codes) expect(['ok', 'INSUFFICIENT_FUNDS']).toContain(code);
        const twins = await Promise.all(
          Array.from({ length: 4 }, (_, k) =>
            placeSportsBets(
              k % 2 === 0 ? handle.db : other.db,
              k % 2 === 0 ? ledger : otherLedger,
              {
                member,
                kind: 'singles',
                picks: [pickOf(fixtures[0] as SportsFixture, now, 'TOTAL', 'under', 100n)],
                idempotencyKey: 'twin',
                now,
              },
            ),
          ),
        );
        expect(new Set(twins.map((t) => String(t.bets[0]?.bet.id))).size).toBe(1);
        expect(twins.filter((t) => !t.replayed)).toHaveLength(1);
        expect(await mainOf(ledger, member)).toEqual({
          balance: 1_000n,
          held: 1_000n,
          available: 0n,
        });
      }
    }, 120_000);
  },
);
