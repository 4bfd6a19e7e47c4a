// Starts the REAL platform for one built brand, as e2e/support/serve-platform.mjs does: the built
// apps/<brand>/dist and the API from one origin, on a fresh temporary PGlite data folder (which
// seeds the demo catalogue). Used by scripts/lighthouse.mjs and scripts/budget.mjs. Builds
// nothing: run `pnpm build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1: `port` if it is free (else a rejection), or one the system picks. */
export function freePort(port = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The platform serving `brand` on `port` (default: a free one) with a fresh data folder under
 * `os.tmpdir()`. Resolves once `/` answers; `stop()` ends it and removes the folder. Rejects when
 * the brand is not built or the platform does not answer within 90 s.
 */
export async function startPlatform(brand, { port } = {}) {
  const dist = path.join(root, 'apps', brand, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${path.relative(root, dist)} is not built: run \`pnpm build\` first.`);
  }
  // A given port is checked first: a server already there would answer the readiness check.
  const listenPort = await freePort(port).catch((error) => {
    throw new Error(`Port ${port} on 127.0.0.1 is taken (${error.code ?? error.message}).`);
  });
  const origin = `http://127.0.0.1:${listenPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lobbykit-${brand}-`));
  const env = {
    ...process.env,
    BRAND: brand,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    PLATFORM_DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    LOG: '0',
  };
  delete env.DATABASE_URL; // a fresh PGlite database, never a shared PostgreSQL
  const platform = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps', 'platform'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  platform.stdout.on('data', (chunk) => (output += chunk));
  platform.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => platform.once('exit', resolve));

  const onSignal = () => stop().then(() => process.exit(130));
  const stop = async () => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    const running = () => platform.exitCode === null && platform.signalCode === null;
    const exitWithin = (ms) =>
      Promise.race([exited, new Promise((resolve) => setTimeout(resolve, ms))]);
    if (running()) platform.kill('SIGTERM');
    await exitWithin(10_000);
    // Never leave a platform behind holding the port (the next start would meet it there).
    if (running()) {
      platform.kill('SIGKILL');
      await exitWithin(5_000);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, onSignal);

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (platform.exitCode !== null) {
      await stop();
      throw new Error(
        `The platform stopped (exit ${platform.exitCode}) before answering:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The platform did not answer at ${origin} within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { origin, dataDir, stop };
}
