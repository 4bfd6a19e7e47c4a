#!/usr/bin/env node
// Builds the brand apps (turbo: a cache hit when nothing changed; E2E_SKIP_BUILD=1 skips it) and
// starts the REAL reference platform serving that brand and the platform API from one origin, on a
// fresh temporary PGlite data folder. Used by playwright.config.ts `webServer`. Every brand is
// built, because the platform also serves each other brand at its domains (`<id>.localhost:<port>`)
// on the same database: the operator's other brand, where a self-exclusion must hold too.
//   node support/serve-platform.mjs <brandId> <port> <dataDir>
// The operator CLI reaches this platform through the socket in <dataDir> (PLATFORM_DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [id, portText, dataDir] = process.argv.slice(2);
if (!id || !portText || !dataDir) {
  console.error('usage: serve-platform.mjs <brandId> <port> <dataDir>');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps', id, 'dist');

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@lobbykit/app-*', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) {
    console.error('serve-platform: building the brand apps failed');
    process.exit(1);
  }
}

// A fresh database for every run: the flows register accounts and change operator settings.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  BRAND: id,
  PORT: portText,
  HOST: '127.0.0.1',
  PLATFORM_DATA_DIR: dataDir,
  PUBLIC_ORIGIN: `http://127.0.0.1:${portText}`,
  LOG: process.env.E2E_PLATFORM_LOG === '1' ? '1' : '0',
};
// The operator channel exists only on PGlite; the e2e platform never uses a shared PostgreSQL.
delete env.DATABASE_URL;

const platform = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps', 'platform'),
  env,
  stdio: 'inherit',
});
console.log(`serve-platform: ${id} at http://127.0.0.1:${portText}, data in ${dataDir}`);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  platform.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
platform.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
// If the test runner dies without stopping us (killed by a timeout), do not hold the port forever.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 2000).unref();
