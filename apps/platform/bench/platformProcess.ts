/**
 * The platform in its own process for the benchmarks, so autocannon and the server do not share
 * one event loop (as in production, where the load comes from elsewhere). Started by
 * `startPlatformProcess`; prints one JSON line `{ "address": … }` when it listens.
 * Env: DATABASE_URL or PLATFORM_DATA_DIR, BENCH_MERCHANT, BENCH_MEMBERS (accounts `bench0…`
 * sharing BENCH_PASSWORD), BENCH_PORT (default 0: any free port), BENCH_PLATFORM_NODES (default
 * 1: platform nodes sharing the port through Node's cluster, each connection to one of them, as
 * several stateless nodes behind a balancer; only PostgreSQL, since PGlite is one process's).
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { platformProcessEnv } from '../scripts/processEnv.mjs';
import { buildPlatform } from '../src/app';
import { platformRoot, repoRoot } from '../src/paths';
import { hashPassword } from '../src/modules/auth/password';

const brandsDir = resolve(repoRoot, 'brands');

export interface PlatformProcess {
  address: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * This file and the artwork worker as JavaScript bundles, built as `scripts/build.mjs` builds the
 * production server that `pnpm start` runs (issue 17 item 7): the platform measured is the one
 * players meet, without tsx's compiler in its memory.
 */
async function bundled(): Promise<string> {
  // The production build's own settings (scripts/bundle.mjs), written where node_modules resolve.
  const { bundlePlatform } = (await import(
    pathToFileURL(resolve(platformRoot, 'scripts/bundle.mjs')).href
  )) as {
    bundlePlatform: (entries: Record<string, string>, outdir: string) => Promise<void>;
  };
  const outdir = resolve(platformRoot, 'node_modules/.cache/lobbykit-bench');
  await bundlePlatform(
    {
      platform: 'bench/platformProcess.ts',
      'artwork-worker': 'src/modules/catalogue/artwork/worker.ts',
    },
    outdir,
  );
  // Inside node_modules no package.json above says "module", so this one does.
  writeFileSync(resolve(outdir, 'package.json'), '{ "type": "module" }\n');
  return resolve(outdir, 'platform.js');
}

/** The platform's resident memory in MB, as the kernel counts it (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

/** Starts this file, bundled, as a child process and waits for its address. */
export async function startPlatformProcess(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<PlatformProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, await bundled()], {
    env: { ...process.env, ...platformProcessEnv({ ...process.env, ...env }), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolveAddress, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) resolveAddress((JSON.parse(line) as { address: string }).address);
    });
    child.once('exit', (code) => reject(new Error(`benchmark platform exited with ${code}`)));
  });
  return {
    address,
    pid: child.pid ?? NaN,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const app = await buildPlatform({
    brandsDir,
    ...(databaseUrl ? { databaseUrl } : { dataDir: process.env.PLATFORM_DATA_DIR ?? '' }),
    config: { checkResponses: false },
  });
  const merchantCode = process.env.BENCH_MERCHANT ?? 'SAKURA01';
  const merchant = await app.repos.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  // Under the cluster only the first node creates the members.
  const createsMembers = cluster.isPrimary || cluster.worker?.id === 1;
  const passwordHash = await hashPassword(process.env.BENCH_PASSWORD ?? 'bench12345');
  for (let i = 0; createsMembers && i < Number(process.env.BENCH_MEMBERS ?? '0'); i += 1)
    await app.repos.members.create({ merchantId: merchant.id, account: `bench${i}`, passwordHash });
  const address = await app.listen({
    port: Number(process.env.BENCH_PORT ?? '0'),
    host: '127.0.0.1',
  });
  if (cluster.isWorker) process.send?.({ address });
  else process.stdout.write(`${JSON.stringify({ address })}\n`);
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** BENCH_PLATFORM_NODES > 1: forks the nodes, prints the address once every one listens. */
async function primary(nodes: number): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('BENCH_PLATFORM_NODES needs DATABASE_URL');
  const first = cluster.fork();
  // The first node creates the members and migrates; the others start after it listens.
  const address = await new Promise<string>((done) =>
    first.once('message', (m: { address: string }) => done(m.address)),
  );
  const rest = Array.from({ length: nodes - 1 }, () => cluster.fork());
  await Promise.all(rest.map((node) => new Promise((done) => node.once('message', done))));
  process.stdout.write(`${JSON.stringify({ address, nodes })}\n`);
  process.once('SIGTERM', () => {
    for (const node of Object.values(cluster.workers ?? {})) node?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}

const nodes = Number(process.env.BENCH_PLATFORM_NODES ?? '1');
if (cluster.isWorker) await main();
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await (nodes > 1 ? primary(nodes) : main());
