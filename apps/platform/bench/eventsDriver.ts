/**
 * The event-stream benchmark's movements (bench/events.ts), in a worker thread of their own: the
 * ledger's calls (building statements, reading answers) ran on the same event loop as the 5,000
 * streams' sockets, so a burst of commits delayed the reading of events already arrived, and the
 * benchmark counted its own delay as the platform's. Here the movements have their own loop, and
 * every time is given on the main thread's clock (`performance.now()` of the thread that started
 * the worker), so commit and arrival times compare directly.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../src/db/index';
import type { Member } from '../src/db/schema/index';
import { createEventBus } from '../src/modules/events/bus';
import { toLedgerMember } from '../src/modules/wallet/accounts';
import { createLedger } from '../src/modules/wallet/ledger';

export interface DriveOptions {
  databaseUrl: string;
  redisUrl: string | undefined;
  members: Member[];
  rate: number;
  seconds: number;
  /** Movements committing at once (the ledger's pool has 10 connections; the rest wait there). */
  maxInFlight: number;
  /** `performance.timeOrigin` of the thread that reads the times. */
  timeOrigin: number;
}

export interface Drive {
  /** Per player, the commit time of each of its movements, in order. */
  commits: number[][];
  /** Per player, the start time of each of its committed movements. */
  starts: number[][];
  committed: number;
  failed: number;
  /** From the first movement's start to the last commit, in seconds. */
  elapsed: number;
}

/**
 * `rate` credits per second for `seconds`, movement i to member i mod n (paced by the clock, at
 * most `maxInFlight` at once: a slower database shows as a lower achieved rate). A member's
 * movements run one after the other, so its k-th commit is its stream's k-th event.
 */
async function driveMovements(options: DriveOptions): Promise<Drive> {
  const { members, rate, seconds, maxInFlight } = options;
  // The reading thread's clock: its performance.now() at this thread's performance.now().
  const shift = performance.timeOrigin - options.timeOrigin;
  const now = () => performance.now() + shift;
  const handle = await createDatabase({ databaseUrl: options.databaseUrl, migrate: false });
  const bus = createEventBus({
    redisUrl: options.redisUrl,
    onError: (error) => console.error('bus:', error),
  });
  await bus.ready();
  const ledger = createLedger(handle.db, { moved: (ids) => bus.publish('events', ids) });
  try {
    const commits = members.map(() => [] as number[]);
    const starts = members.map(() => [] as number[]);
    const chains = members.map(() => Promise.resolve());
    const tag = randomBytes(3).toString('hex');
    let inFlight = 0;
    let failed = 0;
    let lastCommit = 0;
    const begin = now();
    const stopAt = begin + seconds * 1000;
    const total = Math.round(rate * seconds);
    let launched = 0;
    const launch = (i: number) => {
      const p = i % members.length;
      const member = members[p] as Member;
      inFlight += 1;
      chains[p] = (chains[p] as Promise<void>).then(async () => {
        const started = now();
        try {
          await ledger.credit(toLedgerMember(member), {
            amountMinor: 1n,
            idempotencyKey: `eventsbench-${tag}-${i}`,
          });
          const at = now();
          (commits[p] as number[]).push(at);
          (starts[p] as number[]).push(started);
          lastCommit = Math.max(lastCommit, at);
        } catch (error) {
          failed += 1;
          if (failed === 1) console.error('a movement failed:', error);
        } finally {
          inFlight -= 1;
        }
      });
    };
    while (launched < total) {
      const at = now();
      if (at >= stopAt) break;
      const due = Math.min(total, Math.floor(((at - begin) * rate) / 1000) + 1);
      while (launched < due && inFlight < maxInFlight) {
        launch(launched);
        launched += 1;
      }
      // The pacing timer's tick (about 1 ms): movements due meanwhile go out together.
      await new Promise((done) => setTimeout(done, 1));
    }
    await Promise.all(chains);
    const committed = commits.reduce((n, list) => n + list.length, 0);
    return { commits, starts, committed, failed, elapsed: (lastCommit - begin) / 1000 };
  } finally {
    await bus.close();
    await handle.close();
  }
}

if (parentPort) parentPort.postMessage(await driveMovements(workerData as DriveOptions));
