#!/usr/bin/env node
// Runs every check and test of the repository, the way CI does, and ends with one line:
// `N passed, N failed`. Each test case counts once (read from the runners' JSON reports); each
// check that is not a test runner (lint, typecheck, build, budgets...) counts as one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
// Nothing but the PostgreSQL pass below sees DATABASE_URL: every other suite runs on PGlite.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
delete env.DATABASE_URL;
const results = [];
let passed = 0;
let failed = 0;
// Every failed test case by name, repeated at the end: a long run's tail is often all one sees.
const failures = [];

function run(label, command, options = {}) {
  console.log(`\n▶ ${label}\n  $ ${command}`);
  const started = Date.now();
  const res = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...env, ...options.env },
  });
  const ok = res.status === 0;
  results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function check(label, command, options) {
  const ok = run(label, command, options);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

/** Adds the test cases of every vitest JSON report in the packages and removes the reports. */
function countVitestReports(label, ok) {
  // fs.globSync needs Node 22; this walks the two package folders instead.
  const files = ['packages', 'apps'].flatMap((top) =>
    fs.readdirSync(path.join(root, top)).flatMap((name) => {
      const dir = path.join(root, top, name, '.reports');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => /^vitest.*\.json$/.test(f))
        .map((f) => path.join(dir, f));
    }),
  );
  let p = 0;
  let f = 0;
  for (const file of files) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    p += report.numPassedTests;
    f += report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      const where = path.relative(root, suite.name);
      const failedCases = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedCases)
        failures.push(`${label}: ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import error, a hook) has no failed case.
      if (suite.status === 'failed' && failedCases.length === 0)
        failures.push(`${label}: ${where}: ${firstLine(suite.message)}`);
    }
    fs.rmSync(file);
  }
  // A runner that failed without reporting a failed test (a crash, a syntax error) still fails.
  if (!ok && f === 0) f = 1;
  console.log(`  ${label}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

/** Adds the failed tests of a Playwright JSON report to `failures`, by project and title path. */
function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failures.push(`e2e [${test.projectName}]: ${[...inner, spec.title].join(' › ')}`);
    playwrightFailures(suite.suites, inner);
  }
}

function countPlaywrightReport(file, ok) {
  let p = 0;
  let f = 0;
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    playwrightFailures(report.suites);
  }
  if (!ok && f === 0) f = 1;
  console.log(`  e2e: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const vitestArgs = '--reporter=default --reporter=json --outputFile.json=.reports/vitest.json';

// Chromium first: the ui-kit and site suites, Storybook's axe run, the publish check and e2e all
// drive Debian's Chromium, and a fresh machine has none.
check('Chromium (Debian package)', 'bash e2e/scripts/install-chromium.sh');
check('format', 'pnpm exec prettier --check . --log-level warn');
check('lint (ESLint; the import table and cycles by dependency-cruiser)', 'pnpm lint');
check('typecheck', 'pnpm typecheck');
check('brand files', 'pnpm brand validate');
check('build (every package and brand)', 'pnpm build');

const unitOk = run(
  'unit and integration tests',
  `pnpm exec turbo run test --continue --filter=!@lobbykit/e2e --filter=!@lobbykit/platform -- ${vitestArgs}`,
);
countVitestReports('unit and integration tests', unitOk);

// The platform's whole suite runs on PostgreSQL below (three times faster than on PGlite). On the
// embedded PGlite, which `pnpm start` and every e2e flow run on, it runs the tests where the
// database itself is the subject: the PGlite folder and template, the ledger, every SIGKILL crash
// test and the operator CLI (its socket exists only on PGlite). Running all of it on both doubled
// the longest step of a CI run that has 2 cores and 90 minutes.
const embeddedOk = run(
  'platform tests on PGlite (the embedded database)',
  `pnpm --filter @lobbykit/platform test:embedded ${vitestArgs.replace('vitest.json', 'vitest-pglite.json')}`,
);
countVitestReports('platform tests on PGlite (the embedded database)', embeddedOk);

if (await reachable('127.0.0.1', Number(new URL(databaseUrl).port || 5432))) {
  const pgOk = run(
    'platform tests on PostgreSQL',
    `pnpm --filter @lobbykit/platform exec vitest run ${vitestArgs.replace('vitest.json', 'vitest-pg.json')}`,
    { env: { DATABASE_URL: databaseUrl } },
  );
  countVitestReports('platform tests on PostgreSQL', pgOk);
  // Issue 15 item 5: three nodes on PostgreSQL and Redis behind nginx (installed when missing).
  check('several nodes behind nginx (pnpm cluster --check)', 'pnpm cluster --check', {
    env: { DATABASE_URL: databaseUrl },
  });
} else {
  console.log(`\n✗ PostgreSQL is not reachable at ${databaseUrl}: its suite cannot run.`);
  failed += 1;
}

// Enforced: a brand over its first-page or home budget, as Chromium loads them on a first visit,
// fails the run (scripts/budget.mjs; needs the brands built above and Chromium).
check('first-page weight (gzipped JS and CSS)', 'node scripts/budget.mjs');
if (fs.existsSync(path.join(root, '.storybook/main.ts'))) {
  check('Storybook build', 'pnpm build-storybook');
  check('axe on every story', 'pnpm test:storybook');
}
check('publishable packages work outside the workspace', 'pnpm verify:publish');

const e2eReport = path.join(root, 'e2e/test-results/report.json');
fs.rmSync(e2eReport, { force: true });
const e2eOk = run('end-to-end in Chromium', 'pnpm e2e', {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
countPlaywrightReport(e2eReport, e2eOk);

console.log('\nSummary of steps:');
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.label} (${r.seconds.toFixed(1)} s)`);
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const line of failures) console.log(`  ✗ ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
