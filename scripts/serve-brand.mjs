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

/** A free TCP port on 127.0.0.1, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
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
  const listenPort = port ?? (await freePort());
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
    if (platform.exitCode === null && platform.signalCode === null) platform.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
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
