import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { sportsBetLegs, sportsBets, sportsFixtures } from '../../src/db/schema/index';
import { betOutcome, selectionWins, sportsSettlement } from '../../src/modules/sports/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('sports');

interface Ack {
  op: 'ready' | 'placed' | 'settling' | 'batch' | 'settled';
}

afterAll(() => crash.dispose());

describe('sports settlement survives a crash (child process on PGlite)', () => {
  it('killed with SIGKILL while placing or settling: after restart every bet is settled and paid exactly once, the ledger clean', async () => {
    // A random point: after 2 to 13 acknowledgements; a round acknowledges its slips, the start
    // of its settlement, each of its two batches and its end, so most kills cut a settlement.
    const count = 2 + Math.floor(Math.random() * 12);
    const { signal } = await crash.runAndKill<Ack>('test/sports/settlement.crash-child.ts', count);
    expect(signal).toBe('SIGKILL');

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const ledger = createLedger(handle.db);
      // The restart: the job's next pass finishes whatever the kill cut short.
      const resumed = await sportsSettlement(handle.db, ledger).settleDue({
        now: new Date(Date.now() + 24 * 3_600_000),
      });
      const bets = await handle.db.select().from(sportsBets);
      expect(bets.length).toBeGreaterThan(0);
      const fixtures = await handle.db.select().from(sportsFixtures);
      // Every bet is settled by its legs' scores, and its money moved once.
      for (const bet of bets) {
        const legs = await handle.db
          .select()
          .from(sportsBetLegs)
          .where(eq(sportsBetLegs.betId, bet.id));
        const results = legs.map((l) => {
          const f = fixtures.find((x) => x.id === l.fixtureId);
          expect(f?.state).toBe('played');
          const won = selectionWins(l.market, l.selection, l.line, {
            home: f?.homeScore ?? -1,
            away: f?.awayScore ?? -1,
          });
          expect(l.result).toBe(won ? 'won' : 'lost');
          return { odds: l.odds, result: won ? ('won' as const) : ('lost' as const) };
        });
        const expected = betOutcome(bet.stakeMinor, results);
        expect(bet.state, String(bet.id)).toBe(expected.state);
        expect(bet.payoutMinor, String(bet.id)).toBe(expected.payoutMinor);
      }
      const [money] = rowsOf<{
        posts: number;
        payouts: number;
        paid: string;
        holds: number;
        pending: number;
      }>(
        await handle.db.execute(sql`select
          (select count(*) from transfers where idempotency_key like 'sports-bet:%:post')::int as posts,
          (select count(*) from transfers where idempotency_key like 'sports-bet:%:payout')::int as payouts,
          (select coalesce(sum(amount), 0)::text from transfers where idempotency_key like 'sports-bet:%:payout') as paid,
          (select count(*) from pending_transfers where idempotency_key like 'sports-bet:%:hold')::int as holds,
          (select count(*) from pending_transfers where idempotency_key like 'sports-bet:%:hold' and state = 'pending')::int as pending`),
      );
      expect(money?.posts).toBe(bets.length);
      expect(money?.holds).toBe(bets.length);
      expect(money?.pending).toBe(0);
      expect(money?.payouts).toBe(bets.filter((b) => b.payoutMinor > 0n).length);
      expect(BigInt(money?.paid ?? -1)).toBe(bets.reduce((sum, b) => sum + b.payoutMinor, 0n));
      // Each member: what was funded, less every stake, plus every payout.
      const [members] = rowsOf<{ checked: number; off: number }>(
        await handle.db.execute(sql`
          select count(*)::int as checked,
            count(*) filter (where ab.balance <> 1000000000 - s.staked + s.paid
              or ab.pending_debit <> 0)::int as off
          from (
            select b.member_id, sum(b.stake_minor) as staked, sum(b.payout_minor) as paid
            from sports_bets b group by b.member_id
          ) s
          join ledger_accounts a on a.member_id = s.member_id and a.wallet = 'MAIN'
          join account_balances ab on ab.account_id = a.id`),
      );
      expect(members).toEqual({ checked: 5, off: 0 });
      expect(await ledger.check()).toEqual([]);
      console.info(`killed after ${count} acks; the restart settled`, resumed);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
