#!/usr/bin/env node
// Prints the workspace figures the monorepo issue asks for, measured on a fresh clone of HEAD in a
// temporary folder: install, cold build of every brand, one brand's build, a cached rebuild, the
// first page's and home's gzipped weight as Chromium loads them (a report here, never a failure),
// and the Storybook build. Not a test: it only prints.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lobbykit-measure-'));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: '1' };
const rows = [];

function timed(label, command) {
  const started = process.hrtime.bigint();
  execSync(command, { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rows.push([label, `${seconds.toFixed(1)} s`]);
}

execSync(`git clone --quiet ${root} ${work}`);
timed('pnpm install (fresh clone, warm store)', 'pnpm install --frozen-lockfile');
timed('cold pnpm build (all packages and brands)', 'pnpm build --force');
timed('one brand build (sakura, vite only)', 'pnpm --filter @lobbykit/app-sakura build');
timed('cached pnpm build (no change)', 'pnpm build');
const budget = execSync('node scripts/budget.mjs --report-only', { cwd: work, env })
  .toString()
  .trim();
if (fs.existsSync(path.join(work, '.storybook/main.ts')))
  timed('Storybook static build', 'pnpm build-storybook');

console.log('\nLobbykit workspace figures');
for (const [label, value] of rows) console.log(`  ${label.padEnd(44)} ${value}`);
console.log(budget.replace(/^/gm, '  '));
fs.rmSync(work, { recursive: true, force: true });
