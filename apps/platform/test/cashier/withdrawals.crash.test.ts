import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('withdrawals');

interface Ack {
  op: 'ready' | 'submit' | 'pay' | 'reject' | 'upline' | 'recall';
  id?: string;
  transferId?: string;
}

afterAll(() => crash.dispose());

describe('withdrawals survive a crash (child process on PGlite)', () => {
  it('submits, pays and rejects killed with SIGKILL mid-burst: each withdrawal is consistent with its hold and the ledger is clean', async () => {
    const { acks, signal } = await crash.runAndKill<Ack>(
      'test/cashier/withdrawals.crash-child.ts',
      200,
    );
    expect(signal).toBe('SIGKILL');

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const ledger = createLedger(handle.db);
      const rows = new Map(
        rowsOf<{ id: string; state: string; hold: string; events: number; last: string | null }>(
          await handle.db.execute(sql`
            select w.id::text as id, w.state, p.state as hold,
              (select count(*)::int from withdrawal_events e where e.withdrawal_id = w.id) as events,
              (select e.state from withdrawal_events e where e.withdrawal_id = w.id
                order by e.id desc limit 1) as last
            from withdrawals w join pending_transfers p on p.id = w.pending_transfer_id`),
        ).map((r) => [r.id, r]),
      );
      for (const a of acks) {
        if (a.op === 'ready') continue;
        if (a.op === 'upline') {
          const [found] = rowsOf<{ n: number }>(
            await handle.db.execute(
              sql`select count(*)::int as n from transfers where id = ${a.transferId}::bigint`,
            ),
          );
          expect(found?.n, `upline ${a.transferId}`).toBe(1);
        }
        const row = rows.get(a.id ?? '');
        expect(row, `${a.op} ${a.id}`).toBeDefined();
        if (a.op === 'pay') expect(row).toMatchObject({ state: 'paid', hold: 'posted' });
        if (a.op === 'reject') expect(row).toMatchObject({ state: 'rejected', hold: 'voided' });
      }
      // Whatever the kill cut, every withdrawal is whole: its state is its last event's, and its
      // hold agrees (pending before payment, posted once paid, voided once rejected).
      const expectedHold: Record<string, string> = {
        submitted: 'pending',
        underReview: 'pending',
        approved: 'pending',
        paid: 'posted',
        rejected: 'voided',
      };
      for (const row of rows.values()) {
        expect(row.last, row.id).toBe(row.state);
        expect(row.hold, row.id).toBe(expectedHold[row.state]);
      }
      // No hold without its withdrawal (a submit is one transaction).
      const [orphans] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from pending_transfers p
          where p.kind = 'withdrawal' and not exists
            (select 1 from withdrawals w where w.pending_transfer_id = p.id)`),
      );
      expect(orphans?.n).toBe(0);
      expect(await ledger.check()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
