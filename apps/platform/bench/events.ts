/**
 * Event-stream benchmark (issue 15's bars). Prints figures, asserts nothing:
 *   1. one node holds BENCH_STREAMS open event streams: its resident memory before and after (the
 *      bar: 5,000 streams under 300 MB);
 *   2. BENCH_RATE balance-changing ledger movements per second for BENCH_SECONDS, spread over the
 *      streams' members, each committed by the ledger in this process (its balance event is
 *      written in the movement's statement; the movements run in a worker thread of their own,
 *      eventsDriver.ts): the time from the commit to the event arriving at the stream's client,
 *      p50/p95/p99/max, lost events (the bar: p99 under 250 ms), on one node and on three behind
 *      nginx (scripts/cluster.ts's pieces, streams spread round-robin);
 *   3. the catalogue calls at 100 connections with Redis on (bench/catalogue.ts's runner; the bar:
 *      p99 under 20 ms).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
 *     pnpm --filter @lobbykit/platform bench:events
 *
 * It creates its own database `eventsbench_<random>` on DATABASE_URL's server and drops it at the
 * end. REDIS_URL carries the nudges from this process's ledger to the nodes (without it the one
 * node hears of a movement only at its 1 s recheck, and the three-node run is skipped). Members
 * `bench0…` of SAKURA01 get their sessions from the platform's own sessions repository (no argon2
 * login per stream; the catalogue's 100 players log in for real).
 * Env: BENCH_STREAMS (5000), BENCH_RATE (movements/s, 1000), BENCH_SECONDS (20), BENCH_NODES
 * (runs, `1,3`), BENCH_SETTLE_SECONDS (between the last hello and the load, 15),
 * BENCH_GRACE_SECONDS (the longest wait for the last events after the last commit, 240; it ends
 * sooner once all arrived, or once none arrived for BENCH_STALL_SECONDS, 90: the missing ones
 * then count as lost),
 * BENCH_CATALOGUE_SECONDS (per call, 5; 0 skips), BENCH_PORT_BASE (5600: one node +1, the
 * catalogue's node +2, nginx +10, the three nodes +11…+13), BENCH_PROFILE=<dir> (the one node's
 * CPU profile). Each stream is a socket on both sides: the load generator's `ulimit -n` must
 * exceed BENCH_STREAMS (it says so when it does not), nginx's twice that (its configuration asks
 * for 2 × BENCH_STREAMS + 1024 connections).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';
import type { EventSourceMessage } from 'eventsource-parser';
import pg from 'pg';
import { EVENT_STREAM_PATH } from '@lobbykit/api-contract';
import { createDatabase } from '../src/db/index';
import type { Member } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password';
import { toLedgerMember } from '../src/modules/wallet/accounts';
import { createLedger } from '../src/modules/wallet/ledger';
import { createRepos } from '../src/repos';
import { buildNodes, startCluster } from '../scripts/cluster';
import { catalogueBench, preparePlayers } from './catalogue';
import type { Drive, DriveOptions } from './eventsDriver';
import { residentMb, startPlatformProcess } from './platformProcess';

const merchantCode = 'SAKURA01';
const password = 'bench12345';
const streamCount = Number(process.env.BENCH_STREAMS ?? '5000');
const rate = Number(process.env.BENCH_RATE ?? '1000');
const seconds = Number(process.env.BENCH_SECONDS ?? '20');
const runs = (process.env.BENCH_NODES ?? '1,3').split(',').map(Number);
const catalogueSeconds = Number(process.env.BENCH_CATALOGUE_SECONDS ?? '5');
const portBase = Number(process.env.BENCH_PORT_BASE ?? '5600');
const graceMs = Number(process.env.BENCH_GRACE_SECONDS ?? '240') * 1000;
/**
 * No event for this long after the last commit: the missing ones count as lost. Long, because a
 * node starved of CPU with 5,000 streams was seen silent for 50 s and then delivering every event
 * (20 s took it for a loss).
 */
const stallMs = Number(process.env.BENCH_STALL_SECONDS ?? '90') * 1000;
/**
 * Seconds between the last hello and the load: a whole heartbeat period (15 s), so that every
 * stream's periodic session check has started and the opening burst's work is done.
 */
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? '15');
const redisUrl = process.env.REDIS_URL?.trim() || undefined;
/** Movements committing at once (the ledger's pool has 10 connections; the rest wait there). */
const maxInFlight = 64;

/** Exact percentile of sorted values, one decimal. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 10) / 10;
}

/** `work` over every item with at most `width` running at once, results in order. */
async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** This process's open-files limit (soft), from the kernel. */
function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = /Max open files\s+(\S+)/.exec(limits)?.[1];
  return soft === 'unlimited' ? Infinity : Number(soft ?? NaN);
}

/** CPU seconds (user + system) a process has used, from the kernel (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Transactions committed in the database so far (every statement outside one counts as one). */
async function commitsOf(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    'select xact_commit::text as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.n ?? NaN);
}

/** The database's round trip from this process now (`select 1`, one after the other): p50, p99. */
async function roundTrip(client: pg.Client): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    await client.query('select 1');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The benchmark's own database on DATABASE_URL's server. */
async function scratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `eventsbench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    // Every pool of this process is closed by then; FORCE ends what a node left behind.
    drop: () => adminQuery(url, `drop database if exists "${name}" with (force)`),
  };
}

interface Player {
  member: Member;
  token: string;
}

/** BENCH_STREAMS members of SAKURA01, their wallets open, one session each. */
async function seedPlayers(databaseUrl: string, count: number): Promise<Player[]> {
  const handle = await createDatabase({ databaseUrl, migrate: false });
  try {
    const repos = createRepos(handle.db);
    const ledger = createLedger(handle.db);
    const merchant = await repos.merchants.byCode(merchantCode);
    if (!merchant) throw new Error(`no merchant ${merchantCode}`);
    const passwordHash = await hashPassword(password);
    return await inParallel(
      Array.from({ length: count }, (_, i) => i),
      20,
      async (i) => {
        const member = await repos.members.create({
          merchantId: merchant.id,
          account: `bench${i}`,
          passwordHash,
        });
        await ledger.ensureMemberWallets(toLedgerMember(member));
        const { token } = await repos.sessions.create({
          memberId: member.id,
          merchantId: merchant.id,
          kind: 'normal',
          ttlMs: 6 * 60 * 60_000,
          ip: null,
        });
        return { member, token };
      },
    );
  } finally {
    await handle.close();
  }
}

/** One open stream: its node (`x-node`), the sequence its hello named, what arrived after. */
interface Stream {
  node: string;
  helloSeq: number;
  /** Arrival time (performance.now()) of each sequence received after the hello. */
  arrivals: Map<number, number>;
  duplicates: number;
  ended: boolean;
  close: () => void;
}

/**
 * Opens a member's event stream over `agent` and resolves at its hello. Each chunk's arrival is
 * stamped as it is read, before eventsource-parser splits it into messages.
 */
function openStream(base: URL, agent: http.Agent, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let chunkAt = 0;
    let closing = false;
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: EVENT_STREAM_PATH,
        agent,
        headers: { accept: 'text/event-stream', authorization: token, merchant: merchantCode },
      },
      (response) => {
        if (response.statusCode !== 200) {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => reject(new Error(`stream ${response.statusCode}: ${body}`)));
          return;
        }
        const stream: Stream = {
          node: String(response.headers['x-node'] ?? 'the node'),
          helloSeq: -1,
          arrivals: new Map(),
          duplicates: 0,
          ended: false,
          close: () => {
            closing = true;
            request.destroy();
          },
        };
        const parser = createParser({
          onEvent(message: EventSourceMessage) {
            if (message.event === 'hello') {
              stream.helloSeq = (JSON.parse(message.data) as { seq: number }).seq;
              resolve(stream);
            } else if (message.id) {
              const seq = Number(message.id);
              if (stream.arrivals.has(seq)) stream.duplicates += 1;
              else stream.arrivals.set(seq, chunkAt);
            }
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          chunkAt = performance.now();
          parser.feed(chunk);
        });
        response.on('close', () => {
          if (!closing) stream.ended = true;
        });
      },
    );
    request.on('error', (error) => {
      if (!closing) reject(error);
    });
    request.end();
  });
}

/** The movements, in a worker thread of their own (eventsDriver.ts says why). */
function driveMovements(databaseUrl: string, players: readonly Player[]): Promise<Drive> {
  const options: DriveOptions = {
    databaseUrl,
    redisUrl,
    members: players.map((player) => player.member),
    rate,
    seconds,
    maxInFlight,
    timeOrigin: performance.timeOrigin,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./eventsDriverWorker.mjs', import.meta.url), {
      workerData: options,
    });
    worker.once('message', (drive: Drive) => resolve(drive));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the movements' worker exited with ${code}`));
    });
  });
}

interface LatencyResult {
  setup: string;
  streams: number;
  'rate asked/s': number;
  'rate reached/s': number;
  sent: number;
  received: number;
  lost: number;
  late: number;
  duplicates: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
  'p99 from start ms': number;
}

interface Delivery {
  /** Seconds from the last commit to the end of the wait. */
  waited: number;
  /** The wait ended with events still arriving (BENCH_GRACE_SECONDS): the missing are late. */
  cutShort: boolean;
}

/**
 * Waits (polling the counts) until every committed movement's event arrived, or none arrived for
 * `stallMs` (the missing are lost), or the grace ran out while they still came (the missing are
 * late: the nodes were that far behind).
 */
async function awaitDelivery(streams: readonly Stream[], drive: Drive): Promise<Delivery> {
  const start = performance.now();
  const count = () => streams.reduce((n, s) => n + s.arrivals.size, 0);
  let seen = count();
  let progressAt = start;
  for (;;) {
    const now = performance.now();
    const received = count();
    if (received > seen) {
      seen = received;
      progressAt = now;
    }
    const waited = (now - start) / 1000;
    if (received >= drive.committed || now - progressAt > stallMs)
      return { waited, cutShort: false };
    if (now - start > graceMs) return { waited, cutShort: true };
    await new Promise((done) => setTimeout(done, 50));
  }
}

function latencyRow(
  setup: string,
  streams: readonly Stream[],
  drive: Drive,
  delivery: Delivery,
): LatencyResult {
  const latencies: number[] = [];
  const fromStart: number[] = [];
  let lost = 0;
  streams.forEach((stream, p) => {
    const commits = drive.commits[p] ?? [];
    const starts = drive.starts[p] ?? [];
    commits.forEach((committedAt, k) => {
      const arrived = stream.arrivals.get(stream.helloSeq + k + 1);
      if (arrived === undefined) lost += 1;
      else {
        latencies.push(arrived - committedAt);
        fromStart.push(arrived - (starts[k] ?? committedAt));
      }
    });
  });
  latencies.sort((a, b) => a - b);
  fromStart.sort((a, b) => a - b);
  return {
    setup,
    streams: streams.length,
    'rate asked/s': rate,
    'rate reached/s': Math.round(drive.committed / drive.elapsed),
    sent: drive.committed,
    received: streams.reduce((n, s) => n + s.arrivals.size, 0),
    lost: delivery.cutShort ? 0 : lost,
    late: delivery.cutShort ? lost : 0,
    duplicates: streams.reduce((n, s) => n + s.duplicates, 0),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'p99 ms': percentile(latencies, 99),
    'max ms': percentile(latencies, 100),
    'p99 from start ms': percentile(fromStart, 99),
  };
}

interface StreamRun {
  latency: LatencyResult;
  memory: {
    node: string;
    streams: number;
    'before MB': number;
    'after MB': number;
    'KB/stream': number;
    'after load MB': number;
  }[];
  openSeconds: number;
  /** Cores each node used while holding the streams before the load. */
  idle: string;
  /** Statements per second the nodes ran while holding the streams (no load). */
  idleQueries: number;
  /** PostgreSQL's `select 1` round trip just before the load. */
  rtt: string;
  delivery: Delivery;
  /** Cores each node and this process used from the first movement to the end of the wait. */
  cores: string;
  ended: number;
  failedMovements: number;
  loopDelayP99: number;
}

/**
 * Opens one stream per player through `base`, measures the nodes' memory around it, drives the
 * movements and reads back what arrived.
 */
async function streamRun(
  setup: string,
  base: URL,
  nodes: { name: string; pid: number }[],
  players: readonly Player[],
  databaseUrl: string,
): Promise<StreamRun> {
  const before = new Map(nodes.map((n) => [n.name, residentMb(n.pid)]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const opening = performance.now();
  const streams = await inParallel(players, 100, (player) => openStream(base, agent, player.token));
  const openSeconds = (performance.now() - opening) / 1000;
  // The nodes settle after the burst of opens (see settleSeconds); their memory is read after.
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const idleBefore = nodes.map((n) => cpuSeconds(n.pid));
  const commitsBefore = await commitsOf(stats);
  await new Promise((done) => setTimeout(done, settleSeconds * 1000));
  // PostgreSQL publishes its counters about once a second: a whole window, give or take one.
  const idleQueries = Math.round(((await commitsOf(stats)) - commitsBefore) / settleSeconds);
  const rtt = await roundTrip(stats);
  await stats.end();
  const idle = nodes
    .map(
      (n, i) =>
        `${n.name} ${((cpuSeconds(n.pid) - (idleBefore[i] ?? 0)) / settleSeconds).toFixed(2)}`,
    )
    .join(', ');
  const after = new Map(nodes.map((n) => [n.name, residentMb(n.pid)]));
  console.error(`${setup}: ${streams.length} streams open in ${openSeconds.toFixed(1)} s`);

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuBefore = nodes.map((n) => cpuSeconds(n.pid));
  const ownBefore = process.cpuUsage();
  const loadStart = performance.now();
  let drive: Drive;
  let delivery: Delivery;
  let cores: string;
  try {
    drive = await driveMovements(databaseUrl, players);
    delivery = await awaitDelivery(streams, drive);
    const wall = (performance.now() - loadStart) / 1000;
    const own = process.cpuUsage(ownBefore);
    cores = [
      ...nodes.map(
        (n, i) => `${n.name} ${((cpuSeconds(n.pid) - (cpuBefore[i] ?? 0)) / wall).toFixed(2)}`,
      ),
      `load generator (both threads) ${((own.user + own.system) / 1e6 / wall).toFixed(2)}`,
    ].join(', ');
  } catch (error) {
    // Open streams would keep this process alive after the failure is printed.
    for (const stream of streams) stream.close();
    agent.destroy();
    throw error;
  } finally {
    delay.disable();
  }
  const loaded = new Map(nodes.map((n) => [n.name, residentMb(n.pid)]));
  const latency = latencyRow(setup, streams, drive, delivery);
  const ended = streams.filter((s) => s.ended).length;
  for (const stream of streams) stream.close();
  agent.destroy();
  const memory = nodes.map((n) => {
    const held = streams.filter((s) => nodes.length === 1 || s.node === n.name).length;
    const grew = (after.get(n.name) ?? NaN) - (before.get(n.name) ?? NaN);
    return {
      node: n.name,
      streams: held,
      'before MB': before.get(n.name) ?? NaN,
      'after MB': after.get(n.name) ?? NaN,
      'KB/stream': held > 0 ? Math.round((grew * 1024) / held) : NaN,
      'after load MB': loaded.get(n.name) ?? NaN,
    };
  });
  return {
    latency,
    memory,
    openSeconds,
    idle,
    idleQueries,
    rtt,
    delivery,
    cores,
    ended,
    failedMovements: drive.failed,
    loopDelayP99: Math.round(delay.percentile(99) / 1e5) / 10,
  };
}

function report(run: StreamRun): void {
  console.table(run.memory);
  console.table([run.latency]);
  const missing = run.latency.lost + run.latency.late;
  console.log(
    `streams opened in ${run.openSeconds.toFixed(1)} s; ${run.ended} ended early; ` +
      `${run.failedMovements} movement(s) failed; the streams' reading thread's event-loop delay p99 ` +
      `${run.loopDelayP99} ms (its share of the latencies)\n` +
      `waited ${run.delivery.waited.toFixed(1)} s after the last commit` +
      (run.delivery.cutShort
        ? ` and stopped with events still arriving: ${missing} late ones are left out of the ` +
          'percentiles, which are therefore too low (raise BENCH_GRACE_SECONDS)'
        : missing > 0
          ? `; nothing arrived in the last ${stallMs / 1000} s: ${missing} lost`
          : '') +
      `\ncores used (2 on this machine) holding the streams for ${settleSeconds} s before the ` +
      `load: ${run.idle}; during the load: ${run.cores}\n` +
      `statements/s the nodes ran holding the streams (no load): ${run.idleQueries}; ` +
      `PostgreSQL round trip (select 1) before the load: ${run.rtt}`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (a PostgreSQL server)');
  const limit = openFilesLimit();
  console.log(
    `open files: this process may hold ${limit} (needs about ${streamCount + 100} for ` +
      `${streamCount} streams${limit < streamCount + 100 ? ': raise it with `ulimit -n`' : ''})`,
  );
  if (!redisUrl)
    console.log(
      "REDIS_URL is not set: the one node hears of this process's movements only at its 1 s " +
        'recheck, and the three-node run is skipped.',
    );
  const scratch = await scratchDatabase(databaseUrl);
  const results: StreamRun[] = [];
  try {
    // The first node migrates the database and creates the merchants; then the members.
    await createDatabase({ databaseUrl: scratch.url }).then((h) => h.close());
    const seedNode = await startPlatformProcess({ DATABASE_URL: scratch.url, BENCH_MEMBERS: '0' });
    await seedNode.stop();
    const seeding = performance.now();
    const players = await seedPlayers(scratch.url, streamCount);
    console.error(
      `seeded ${players.length} members and sessions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    if (runs.includes(1)) {
      const node = await startPlatformProcess(
        { DATABASE_URL: scratch.url, BENCH_MEMBERS: '0', BENCH_PORT: String(portBase + 1) },
        // A CPU profile of the one node, to open in Chrome's DevTools.
        process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
          : [],
      );
      try {
        const run = await streamRun(
          'one node',
          new URL(node.address),
          [{ name: 'the node', pid: node.pid }],
          players,
          scratch.url,
        );
        results.push(run);
      } finally {
        await node.stop();
      }
    }

    if (runs.includes(3) && redisUrl) {
      buildNodes();
      const nodePorts = [11, 12, 13].map((n) => portBase + n);
      const nodeNames = ['A', 'B', 'C'];
      const cluster = await startCluster({
        databaseUrl: scratch.url,
        redisUrl,
        publicPort: portBase + 10,
        nodePorts,
        nodeNames,
        workerConnections: 2 * streamCount + 1024,
      });
      try {
        const run = await streamRun(
          'three nodes behind nginx',
          new URL(`http://127.0.0.1:${portBase + 10}`),
          cluster.nodes.map((child, i) => ({ name: nodeNames[i] ?? '', pid: child.pid ?? NaN })),
          players,
          scratch.url,
        );
        results.push(run);
      } finally {
        await cluster.stop();
      }
    }

    let catalogue: Awaited<ReturnType<typeof catalogueBench>> = [];
    if (catalogueSeconds > 0) {
      const node = await startPlatformProcess({
        DATABASE_URL: scratch.url,
        BENCH_MEMBERS: '0',
        BENCH_PORT: String(portBase + 2),
      });
      try {
        const tokens = await preparePlayers(node.address, Math.min(100, streamCount), password);
        catalogue = await catalogueBench({
          address: node.address,
          tokens,
          merchant: merchantCode,
          duration: catalogueSeconds,
        });
      } finally {
        await node.stop();
      }
    }

    console.log(
      `\nEvent streams (issue 15): ${streamCount} streams, ${rate} movements/s asked for ` +
        `${seconds} s, PostgreSQL${redisUrl ? ' + Redis' : ''}, loopback; the nodes, nginx, ` +
        "PostgreSQL, Redis and this load generator share the machine's cores.",
    );
    for (const run of results) {
      console.log(`\n${run.latency.setup}:`);
      report(run);
    }
    console.log(
      "\nlatency: the event's arrival at the client (its chunk read) minus the movement's " +
        'commit (the ledger call answered); "from start" counts from the call\'s start instead. ' +
        'Bars: 5,000 streams under 300 MB on one node; p99 under 250 ms; lost 0.',
    );
    if (catalogue.length > 0) {
      console.log(
        `\nCatalogue calls with ${redisUrl ? 'REDIS_URL set' : 'no REDIS_URL'} (${catalogueSeconds} s per call, 100 connections; the bar: p99 under 20 ms):`,
      );
      console.table(catalogue);
    }
  } finally {
    await scratch.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
