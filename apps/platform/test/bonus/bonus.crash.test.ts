import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('bonus');

interface Ack {
  op: 'ready' | 'credited';
  depositId?: string;
}

afterAll(() => crash.dispose());

describe('the daily deposit bonus survives a crash in the middle of crediting (child process on PGlite)', () => {
  it('killed with SIGKILL mid-burst: each deposit and its bonus are both credited or neither, and the ledger checks clean', async () => {
    const { acks, signal } = await crash.runAndKill<Ack>('test/bonus/bonus.crash-child.ts', 90);
    expect(signal).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(90);

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const rows = rowsOf<{
        id: number;
        state: string;
        credit_minor: string;
        deposit_moves: string;
        bonus_moves: string;
        bonus_amount: string | null;
        bonus_rows: string;
        bonus_transfer: string | null;
        row_transfer: string | null;
      }>(
        await handle.db.execute(
          sql`select d.id, d.state, d.credit_minor::text,
                     (select count(*) from transfers t where t.idempotency_key = 'deposit:' || d.id)::text as deposit_moves,
                     (select count(*) from transfers t where t.idempotency_key = 'deposit-bonus:' || d.id)::text as bonus_moves,
                     (select t.amount::text from transfers t where t.idempotency_key = 'deposit-bonus:' || d.id) as bonus_amount,
                     (select t.id::text from transfers t where t.idempotency_key = 'deposit-bonus:' || d.id) as bonus_transfer,
                     (select count(*) from bonuses b where b.deposit_id = d.id)::text as bonus_rows,
                     (select b.transfer_id::text from bonuses b where b.deposit_id = d.id) as row_transfer
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
          // Every deposit here is its member's first of the day: credited means bonus too.
          expect(r.deposit_moves).toBe('1');
          expect(r.bonus_moves).toBe('1');
          expect(r.bonus_rows).toBe('1');
          expect(r.bonus_transfer).toBe(r.row_transfer);
          expect(BigInt(r.bonus_amount ?? 0)).toBe((BigInt(r.credit_minor) * 500n) / 10_000n);
        } else {
          // Caught mid-credit by the kill: neither the deposit's money nor the bonus moved.
          expect(r.state).toBe('created');
          expect([r.deposit_moves, r.bonus_moves, r.bonus_rows]).toEqual(['0', '0', '0']);
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
