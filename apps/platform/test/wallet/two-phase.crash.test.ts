import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import { crashChild } from '../crashChild';

const crash = crashChild('two-phase');

interface Ack {
  op: 'ready' | 'hold' | 'post' | 'void';
  key?: string;
  pendingId?: string;
  transferId?: string;
}

afterAll(() => crash.dispose());

describe('two-phase transfers survive a crash (child process on PGlite)', () => {
  it('holds, posts and voids killed with SIGKILL mid-burst: every acknowledged one is whole, none is half-written', async () => {
    const { acks, signal } = await crash.runAndKill<Ack>(
      'test/wallet/two-phase.crash-child.ts',
      300,
    );
    expect(signal).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(300);

    const handle = await createDatabase({ dataDir: crash.dataDir });
    try {
      const ledger = createLedger(handle.db);
      const pending = new Map(
        rowsOf<{ id: string; key: string; state: string; posted: string | null }>(
          await handle.db.execute(
            sql`select id::text as id, idempotency_key as key, state,
                       posted_transfer_id::text as posted from pending_transfers`,
          ),
        ).map((r) => [r.id, r]),
      );
      for (const a of acks) {
        if (a.op === 'ready') continue;
        const row = pending.get(a.pendingId ?? '');
        expect(row, `${a.op} ${a.key}`).toBeDefined();
        if (a.op === 'hold') expect(row?.key).toBe(a.key);
        if (a.op === 'post') expect(row).toMatchObject({ state: 'posted', posted: a.transferId });
        if (a.op === 'void') expect(row?.state).toBe('voided');
      }
      // No half-written post: each post's transfer belongs to exactly one posted pending transfer,
      // and each posted pending transfer has its transfer.
      const [counts] = rowsOf<{ posts: number; posted: number; joined: number }>(
        await handle.db.execute(sql`
          select (select count(*)::int from transfers where idempotency_key like 'post-%') as posts,
                 (select count(*)::int from pending_transfers where state = 'posted') as posted,
                 (select count(*)::int from pending_transfers p
                    join transfers t on t.id = p.posted_transfer_id
                   where t.idempotency_key = p.resolution_key) as joined`),
      );
      expect(counts?.posts).toBe(counts?.posted);
      expect(counts?.joined).toBe(counts?.posted);
      // No half-written hold or release: stored holds equal the pending transfers still pending,
      // balances equal the transfers, and posted money sums to zero.
      expect(await ledger.check()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
