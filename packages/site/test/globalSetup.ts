import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { repoRoot, runOperatorCommand } from './operator.js';
import { testPlatformEnv } from './platformEnv.js';
import type { DemoAccounts } from './demoAccounts.js';

/**
 * A hang guard, not an expectation: on a quiet machine the platform is ready in about 5 s. On a
 * fresh CI machine running every package's browser tests at once (load 15 on 2 cores) a start
 * that had to build the embedded database's template took over 180 s; `pnpm build` now writes
 * that template first (apps/platform/src/db/prepareTemplate.ts), and this wait leaves room.
 */
const READY_TIMEOUT_MS = 360_000;

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * main.ts logs "platform ready" once it listens (after migrations and seeding). The log line, not
 * a probe of the port, proves that the answering server is this child and not another process.
 */
function waitUntilReady(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the platform was not ready within ${READY_TIMEOUT_MS} ms:\n${log()}`));
    }, READY_TIMEOUT_MS);
    const onData = () => {
      if (!log().includes('"msg":"platform ready"')) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the platform exited with ${code}:\n${log()}`));
    });
  });
}

/**
 * Starts the REAL platform (apps/platform/src/main.ts, embedded PGlite in a fresh folder) for the
 * site's browser tests, seeds demo accounts for every merchant, and stops it afterwards. The site
 * under test reaches it through the Vite proxy (vitest.config.ts), on the site's own origin.
 */
async function startPlatform(): Promise<{ demo: DemoAccounts; stop: () => Promise<void> }> {
  const { port, dataDir } = await testPlatformEnv();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PLATFORM_DATA_DIR: dataDir,
    BRAND: 'sakura',
    // Logging on: readiness is read from the log (only its tail is kept, or shown with PLATFORM_LOG=1).
    LOG: '1',
  };
  // A fresh embedded database every run, never a shared PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
    if (process.env.PLATFORM_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ready = waitUntilReady(child, () => output);

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await ready;
    const merchants = (await runOperatorCommand('merchants')) as { code: string; brand: string }[];
    const demo: DemoAccounts = {};
    for (const merchant of merchants) {
      const seeded = (await runOperatorCommand('seed-demo', [merchant.code])) as {
        members: DemoAccounts[string]['members'];
      };
      demo[merchant.brand] = { merchantCode: merchant.code, members: seeded.members };
    }
    return { demo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Shared {
  started: Promise<{ demo: DemoAccounts; stop: () => Promise<void> }>;
  users: number;
}
const SHARED = Symbol.for('lobbykit.site.testPlatform');
const registry = globalThis as { [SHARED]?: Shared };

/**
 * Vitest runs a global setup once per project, and the browser instance (chromium) is a project
 * of its own beside the root one: one platform serves both, stopped when the last one tears down.
 */
export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { started: startPlatform(), users: 0 });
  shared.users += 1;
  const { demo, stop } = await shared.started;
  project.provide('demoAccounts', demo);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await stop();
  };
}
