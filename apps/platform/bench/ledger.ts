/**
 * Wallet ledger benchmark (issues 4 and 17): transfers per second and p50/p99 latency with 1, 8, 32
 * and 64 concurrent clients, on PGlite (in memory) and on PostgreSQL, with `check` clean after each
 * cell; then issue 17's bars on PostgreSQL, measured in this same run. It prints; it asserts only
 * that the ledger checks clean (exit 1 otherwise).
 *
 *   pnpm bench:ledger                                           # PGlite, and PostgreSQL if DATABASE_URL
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:ledger
 *   BENCH_SECONDS=5 ...                                         # seconds per cell (default 4)
 *   BENCH_CLIENTS=1,32 BENCH_SKIP_PGLITE=1 ...                  # some cells only
 *
 * Each client is one member doing bets and payouts against the merchant's game house wallet: the
 * contention of real play. Since issue 17 the house wallet is split in shards chosen per member,
 * so clients share a house row only when their members share a shard; and movements that arrive
 * while a batch is in the database go together in the next (ARCHITECTURE.md "Group commit of
 * movements"). Each call here is a top-level movement, as a seamless wallet's debit or credit is;
 * a demo round moves its bet and payout inside its own transaction and is not batched.
 */
import pg from 'pg';
import { createDatabase } from '../src/db/index';
import type { DatabaseHandle } from '../src/db/index';
import { members, merchants } from '../src/db/schema/index';
import { createLedger } from '../src/modules/wallet/index';
import type { LedgerMember } from '../src/modules/wallet/index';

const seconds = Number(process.env.BENCH_SECONDS ?? '4');
const clientCounts = (process.env.BENCH_CLIENTS ?? '1,8,32,64').split(',').map(Number);

interface Row {
  database: string;
  clients: number;
  transfers: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  check: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Drops a scratch database once the pool's connections are gone. Not `WITH (FORCE)`: terminating a
 * connection the pool is still closing makes the pool emit an unhandled 'error' in this process.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        // 55006: still being accessed by other users (connections closing); wait and retry.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const name = `bench_ledger_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: target.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

async function runCell(handle: DatabaseHandle, label: string, clients: number): Promise<Row> {
  const ledger = createLedger(handle.db);
  const code = `bench${clients}${Date.now().toString(36)}`;
  const [merchant] = await handle.db
    .insert(merchants)
    .values({ code, brandId: code, name: code })
    .returning();
  if (!merchant) throw new Error('no merchant');
  const people: LedgerMember[] = [];
  for (let i = 0; i < clients; i += 1) {
    const [row] = await handle.db
      .insert(members)
      .values({ merchantId: merchant.id, account: `${code}m${i}`, passwordHash: '!' })
      .returning();
    if (!row) throw new Error('no member');
    const member = { id: row.id, merchantId: merchant.id, type: 0 };
    await ledger.credit(member, {
      amountMinor: 1_000_000_00n,
      idempotencyKey: `${code}-fund-${i}`,
    });
    people.push(member);
  }
  const latencies: number[] = [];
  let refused = 0;
  const stopAt = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (member, c) => {
      for (let i = 0; performance.now() < stopAt; i += 1) {
        const started = performance.now();
        const movement = {
          amountMinor: BigInt(100 + (i % 900)),
          kind: i % 2 === 0 ? 'bet' : 'payout',
          idempotencyKey: `${code}-${c}-${i}`,
        };
        try {
          await (i % 2 === 0 ? ledger.debit(member, movement) : ledger.credit(member, movement));
          latencies.push(performance.now() - started);
        } catch (error) {
          refused += 1;
          if ((error as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - stopAt) / 1000 + seconds;
  const problems = await ledger.check();
  latencies.sort((a, b) => a - b);
  return {
    database: label,
    clients,
    transfers: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    refused,
    check: problems.length === 0 ? 'clean' : `${problems.length} DISAGREEMENTS`,
  };
}

function print(rows: Row[]): void {
  const header = ['database', 'clients', 'transfers', 'transfers/s', 'p50 ms', 'p99 ms', 'check'];
  const lines = rows.map((r) => [
    r.database,
    String(r.clients),
    String(r.transfers),
    String(r.perSecond),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.check,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

const rows: Row[] = [];
const targets: [string, () => Promise<DatabaseHandle>][] = process.env.BENCH_SKIP_PGLITE
  ? []
  : [['PGlite', () => createDatabase({ dataDir: 'memory://' })]];
const url = process.env.DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => openPostgres(url)]);
else console.log('DATABASE_URL is not set: PostgreSQL is skipped.');

for (const [label, open] of targets) {
  const handle = await open();
  try {
    for (const clients of clientCounts) {
      const row = await runCell(handle, label, clients);
      rows.push(row);
      console.error(
        `${label} ${clients} clients: ${row.perSecond}/s p99 ${row.p99} ms, check ${row.check}`,
      );
    }
  } finally {
    await handle.close();
  }
}
console.log(
  `\nWallet ledger: ${seconds} s per cell, bet/payout pairs, one member per client, Node ${process.version}`,
);
print(rows);

// Issue 17 item 1's bars, on PostgreSQL (a report: a busy machine moves the figures).
const cell = (clients: number) =>
  rows.find((r) => r.database === 'PostgreSQL' && r.clients === clients);
const one = cell(1);
const many = cell(32);
if (one && many) {
  const mark = (ok: boolean) => (ok ? 'MET    ' : 'NOT MET');
  const ratio = many.perSecond / Math.max(1, one.perSecond);
  console.log('\nIssue 17 bars, PostgreSQL, 32 clients:');
  console.log(`  ${mark(many.perSecond >= 1000)}  at least 1,000 transfers/s: ${many.perSecond}`);
  console.log(
    `  ${mark(ratio >= 3)}  at least 3x one client (${one.perSecond}/s): ${ratio.toFixed(2)}x`,
  );
  console.log(`  ${mark(many.p99 < 50)}  p99 under 50 ms: ${many.p99.toFixed(1)} ms`);
}
if (rows.some((r) => r.check !== 'clean')) process.exitCode = 1;
