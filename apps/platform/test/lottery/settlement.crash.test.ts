import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { lotteryBets, lotteryDraws } from '../../src/db/schema/index';
import { lotteryGames, lotterySettlement } from '../../src/modules/lottery/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('lottery');

interface Ack {
  op: 'ready' | 'placed' | 'settling' | 'batch' | 'settled';
  drawId?: string;
}

afterAll(() => crash.dispose());

describe('lottery settlement survives a crash (child process on PGlite)', () => {
  it('killed with SIGKILL while placing or settling: after restart every bet is settled and paid exactly once, the ledger clean', async () => {
    // A random point: after 2 to 13 acknowledgements; a round acknowledges its slips, the start
    // of its settlement, each of its two batches and its end, so most kills cut a settlement.
    const count = 2 + Math.floor(Math.random() * 12);
    const { acks, signal } = await crash.runAndKill<Ack>(
      'test/lottery/settlement.crash-child.ts',
      count,
    );
    expect(signal).toBe('SIGKILL');

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const ledger = createLedger(handle.db);
      // The restart: the job's next pass finishes whatever the kill cut short.
      const resumed = await lotterySettlement(handle.db, ledger).settleDue({
        now: new Date(Date.now() + 24 * 3_600_000),
      });
      const draws = await handle.db.select().from(lotteryDraws);
      const bets = await handle.db.select().from(lotteryBets);
      for (const a of acks) {
        if (a.op === 'settled') {
          expect(draws.find((d) => String(d.id) === a.drawId)?.state, a.drawId).toBe('settled');
        }
      }
      expect(bets.length).toBeGreaterThan(0);
      // Every bet is settled, by the pay table, and its money moved once: one post of its hold,
      // one payout if it won (the ledger keys are unique; the counts say nothing is missing).
      for (const bet of bets) {
        const draw = draws.find((d) => d.id === bet.drawId);
        expect(draw?.state).toBe('settled');
        const type = lotteryGames.fast.playTypes.find((p) => p.code === bet.playType);
        const expected = type?.payoutMinor(bet.stakeMinor, bet.selection, draw?.result ?? []);
        expect(bet.payoutMinor, String(bet.id)).toBe(expected);
        expect(bet.state).toBe(expected && expected > 0n ? 'won' : 'lost');
      }
      const [money] = rowsOf<{ posts: number; payouts: number; paid: string; holds: number }>(
        await handle.db.execute(sql`select
          (select count(*) from transfers where idempotency_key like 'lottery-bet:%:post')::int as posts,
          (select count(*) from transfers where idempotency_key like 'lottery-bet:%:payout')::int as payouts,
          (select coalesce(sum(amount), 0)::text from transfers where idempotency_key like 'lottery-bet:%:payout') as paid,
          (select count(*) from pending_transfers where idempotency_key like 'lottery-bet:%:hold')::int as holds`),
      );
      expect(money?.posts).toBe(bets.length);
      expect(money?.holds).toBe(bets.length);
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
            from lottery_bets b group by b.member_id
          ) s
          join ledger_accounts a on a.member_id = s.member_id and a.wallet = 'MAIN'
          join account_balances ab on ab.account_id = a.id`),
      );
      expect(members).toEqual({ checked: 5, off: 0 });
      expect(await ledger.check()).toEqual([]);
      // What the restart finished: a draw cut mid-settlement, or nothing when the kill fell
      // while slips were being placed.
      console.info(`killed after ${count} acks; the restart settled`, resumed);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
