#!/usr/bin/env node
// `pnpm start`: builds the default brand (or BRAND) and starts the reference platform, which serves
// that brand and the platform API from one origin at http://localhost:3000 (PORT overrides).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { platformProcessEnv } from '../apps/platform/scripts/processEnv.mjs';

const root = path.resolve(import.meta.dirname, '..');
const brand = process.env.BRAND ?? 'sakura';
const env = { ...process.env, BRAND: brand, TURBO_TELEMETRY_DISABLED: '1' };

const build = spawnSync(
  `pnpm exec turbo run build --filter=@lobbykit/app-${brand} --output-logs=errors-only`,
  {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env,
  },
);
if (build.status !== 0) {
  console.error(`\nThe ${brand} site did not build; see the messages above.`);
  process.exit(build.status ?? 1);
}

// Issue 17 item 7: the platform runs from its esbuild bundle (under a second to write), not its
// TypeScript through tsx, whose compiler costs about 100 MB of memory for as long as it runs.
const bundle = spawnSync('node', ['apps/platform/scripts/build.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (bundle.status !== 0) {
  console.error('\nThe platform did not build; see the messages above.');
  process.exit(bundle.status ?? 1);
}

const platform = spawn('pnpm', ['--filter', '@lobbykit/platform', 'start:prod'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, ...platformProcessEnv(env) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => platform.kill(signal));
platform.on('exit', (code) => process.exit(code ?? 0));
