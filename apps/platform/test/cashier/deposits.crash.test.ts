import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('deposits');

interface Ack {
  op: 'ready' | 'credited';
  depositId?: string;
}

afterAll(() => crash.dispose());

describe('deposits survive a crash in the middle of crediting (child process on PGlite)', () => {
  it('killed with SIGKILL mid-burst: every acknowledged deposit is credited with its one transfer, every other is credited whole or not at all, and the ledger checks clean', async () => {
    const { acks, signal } = await crash.runAndKill<Ack>(
      'test/cashier/deposits.crash-child.ts',
      120,
    );
    expect(signal).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(120);

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const rows = rowsOf<{
        id: number;
        state: string;
        transfer_id: string | null;
        credit_minor: string;
        moved: string;
        moved_amount: string | null;
        moved_id: string | null;
      }>(
        await handle.db.execute(
          sql`select d.id, d.state, d.transfer_id::text, d.credit_minor::text,
                     (select count(*) from transfers t where t.idempotency_key = 'deposit:' || d.id)::text as moved,
                     (select t.amount::text from transfers t where t.idempotency_key = 'deposit:' || d.id) as moved_amount,
                     (select t.id::text from transfers t where t.idempotency_key = 'deposit:' || d.id) as moved_id
                from deposits d`,
        ),
      );
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      for (const a of acks) {
        if (a.op !== 'credited') continue;
        expect(byId.get(a.depositId ?? '')?.state).toBe('credited');
      }
      let inFlight = 0;
      for (const r of rows) {
        if (r.state === 'credited') {
          expect(r.moved).toBe('1');
          expect(r.moved_amount).toBe(r.credit_minor);
          expect(r.moved_id).toBe(r.transfer_id);
        } else {
          // The deposits the kill caught mid-credit: not credited, and no transfer either.
          expect(r.state).toBe('created');
          expect(r.moved).toBe('0');
          inFlight += 1;
        }
      }
      expect(inFlight).toBeLessThanOrEqual(3);
      expect(await createLedger(handle.db).check()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
