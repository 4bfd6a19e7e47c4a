#!/usr/bin/env node
// Proves the shared packages work outside the workspace, the way a brand team would use them:
//  1. builds every publishable package under packages/ (tsc -p tsconfig.build.json) and checks
//     `changeset status` (every changeset names packages that exist);
//  2. `pnpm pack`s each one (publishConfig applied, workspace:* replaced by versions) and checks
//     the tarball: no workspace: ranges left, every `exports` target present, no tests or sources;
//  3. installs the tarballs with npm into a scratch app outside the repository (overrides point
//     internal @lobbykit dependencies at the tarballs; engine-strict as in the workspace);
//  4. builds a tiny Vite app that imports @lobbykit/theme, @lobbykit/i18n, @lobbykit/ui-kit and
//     @lobbykit/api-contract and renders a Button, then opens it in Chromium and reads the page.
// Prints the tarball sizes; exits non-zero on any failure.
//   node scripts/verify-publish.mjs [--keep]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lobbykit-publish-'));
const tarballDir = path.join(work, 'tarballs');
const appDir = path.join(work, 'consumer');
const problems = [];
const started = Date.now();

function step(title) {
  console.log(`\n▶ ${title}`);
}

function run(command, args, options = {}) {
  console.log(`  $ ${command} ${args.join(' ')}${options.cwd ? `   (in ${options.cwd})` : ''}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every file `exports` (or its conditions) points at, e.g. `./dist/index.js`. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

function finish() {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (keep) console.log(`\nkept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
  if (problems.length) {
    console.error(`\n✗ verify:publish failed (${seconds} s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`\n✓ verify:publish passed in ${seconds} s`);
}

// 1. Packages and their build ------------------------------------------------------------------
const packages = fs
  .readdirSync(path.join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, 'packages', entry.name))
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: readJson(path.join(dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);

step(`build ${packages.length} packages`);
for (const { dir, manifest } of packages) {
  for (const field of ['exports', 'publishConfig', 'files']) {
    if (!manifest[field]) problems.push(`${manifest.name}: package.json has no "${field}"`);
  }
  if (!manifest.scripts?.build) problems.push(`${manifest.name}: no build script`);
  // A clean dist, so files of deleted sources are not packed. Someone else may be building the
  // same package in this working tree at this moment: retry, and carry on with a warning.
  try {
    fs.rmSync(path.join(dir, 'dist'), {
      recursive: true,
      force: true,
      maxRetries: 5,
      retryDelay: 200,
    });
  } catch (error) {
    console.warn(
      `  ! could not clean ${manifest.name}/dist (${error.code ?? error}); building over it`,
    );
  }
}
// turbo builds them in dependency order, or restores exactly a build's outputs from its cache
// when no input changed (in CI, the build step's a minute before); --continue builds the rest after
// a failure so one broken package does not hide the state of the others.
if (
  !run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=./packages/*',
      '--concurrency=2',
      '--continue',
      '--output-logs=errors-only',
    ],
    { cwd: root, env: { TURBO_TELEMETRY_DISABLED: '1' } },
  )
) {
  problems.push('a package build failed (see the tsc output above)');
}
const built = (dir) => fs.existsSync(path.join(dir, 'dist'));

// Every changeset must name packages that exist, or `changeset version` fails at release time.
step('changesets');
if (
  !run('pnpm', ['exec', 'changeset', 'status'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
) {
  problems.push('changeset status failed (a changeset names a package that does not exist?)');
}

// 2. Pack and inspect ------------------------------------------------------------------------
step('pack');
fs.mkdirSync(tarballDir, { recursive: true });
const tarballs = new Map();
for (const { dir, manifest } of packages) {
  if (!built(dir)) {
    problems.push(`${manifest.name}: not packed, its build produced no dist`);
    continue;
  }
  const before = new Set(fs.readdirSync(tarballDir));
  if (!run('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: dir, stdio: 'ignore' })) {
    problems.push(`${manifest.name}: pnpm pack failed`);
    continue;
  }
  const file = fs.readdirSync(tarballDir).find((name) => !before.has(name));
  if (!file) {
    problems.push(`${manifest.name}: pnpm pack wrote no tarball`);
    continue;
  }
  const tarball = path.join(tarballDir, file);

  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));
  const packed = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:')) {
        problems.push(`${manifest.name}: ${field}.${name} is still "${range}" in the tarball`);
      }
    }
  }
  for (const target of exportTargets(packed.exports)) {
    const file = target.replace(/^\.\//, '');
    // Only built files, or hand-written declarations (a Vite virtual module's types), may be exported.
    if (!file.startsWith('dist/') && !file.endsWith('.d.ts')) {
      problems.push(`${manifest.name}: published exports point at ${target}, not dist`);
    } else if (!listing.includes(file)) {
      problems.push(`${manifest.name}: exports target ${target} is missing from the tarball`);
    }
  }
  const leaked = listing.filter((entry) => /(^src\/|\.test\.|\.stories\.)/.test(entry));
  if (leaked.length) problems.push(`${manifest.name}: tarball contains ${leaked.join(', ')}`);
  tarballs.set(manifest.name, { tarball, files: listing.length, size: fs.statSync(tarball).size });
}

console.log('\n  package                      files     packed');
let total = 0;
for (const [name, { files, size, tarball }] of tarballs) {
  total += size;
  console.log(
    `  ${name.padEnd(28)} ${String(files).padStart(5)} ${(size / 1024).toFixed(1).padStart(8)} KB  ${path.basename(tarball)}`,
  );
}
console.log(
  `  ${'total'.padEnd(28)} ${''.padStart(5)} ${(total / 1024).toFixed(1).padStart(8)} KB`,
);

// 3. A consumer outside the workspace ------------------------------------------------------------
step(`scratch app in ${appDir}`);
const rootManifest = readJson(path.join(root, 'package.json'));
const workspaceVersion = (name) => {
  for (const { manifest } of packages) {
    const range = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
    if (range) return range;
  }
  return rootManifest.devDependencies?.[name];
};
const fileSpecs = Object.fromEntries(
  [...tarballs].map(([name, { tarball }]) => [name, `file:${tarball}`]),
);
const wanted = ['@lobbykit/theme', '@lobbykit/i18n', '@lobbykit/ui-kit', '@lobbykit/api-contract'];
const imported = wanted.filter((name) => tarballs.has(name));
fs.mkdirSync(path.join(appDir, 'src'), { recursive: true });
fs.writeFileSync(
  path.join(appDir, 'package.json'),
  JSON.stringify(
    {
      name: 'lobbykit-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(imported.map((name) => [name, fileSpecs[name]])),
        react: workspaceVersion('react') ?? '^19.3.0',
        'react-dom': workspaceVersion('react-dom') ?? '^19.3.0',
      },
      devDependencies: {
        vite: workspaceVersion('vite') ?? '^8.3.4',
        '@vanilla-extract/vite-plugin':
          workspaceVersion('@vanilla-extract/vite-plugin') ?? '^5.2.0',
      },
      // Internal dependencies of the tarballs resolve to the tarballs, not to the registry.
      overrides: fileSpecs,
    },
    null,
    2,
  ),
);
fs.writeFileSync(path.join(appDir, '.npmrc'), 'engine-strict=true\nfund=false\naudit=false\n');
fs.writeFileSync(
  path.join(appDir, 'vite.config.js'),
  `import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';\n` +
    `export default { plugins: [vanillaExtractPlugin()], logLevel: 'warn' };\n`,
);
fs.writeFileSync(
  path.join(appDir, 'index.html'),
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>consumer</title><link rel="icon" href="data:,"></head>\n` +
    `<body><main id="root"></main><script type="module" src="/src/main.js"></script></body></html>\n`,
);

/** What a package's published types say it exports (to use only what exists today). */
function exportsOf(name) {
  const dir = packages.find(({ manifest }) => manifest.name === name)?.dir;
  const dts = dir && path.join(dir, 'dist/index.d.ts');
  return dts && fs.existsSync(dts) ? fs.readFileSync(dts, 'utf8') : '';
}
const has = (name, symbol) => new RegExp(`\\b${symbol}\\b`).test(exportsOf(name));
const lines = [
  `import { createElement as h } from 'react';`,
  `import { createRoot } from 'react-dom/client';`,
];
const checks = [];
const children = [];
if (imported.includes('@lobbykit/theme')) {
  lines.push(`import * as theme from '@lobbykit/theme';`);
  checks.push(`Object.keys(theme).length > 0`);
  if (has('@lobbykit/theme', 'vars'))
    checks.push(`typeof theme.vars.color.surface.base === 'string'`);
}
if (imported.includes('@lobbykit/i18n')) {
  lines.push(`import * as i18n from '@lobbykit/i18n';`);
  if (has('@lobbykit/i18n', 'formatAmount')) {
    children.push(`h('p', { id: 'amount' }, i18n.formatAmount('1234567.5'))`);
  }
}
if (imported.includes('@lobbykit/api-contract')) {
  lines.push(`import * as contract from '@lobbykit/api-contract';`);
  checks.push(`Object.keys(contract).length > 0`);
}
if (imported.includes('@lobbykit/ui-kit')) {
  lines.push(`import * as ui from '@lobbykit/ui-kit';`);
  if (has('@lobbykit/ui-kit', 'Button')) children.push(`h(ui.Button, { id: 'button' }, 'Play')`);
}
lines.push(
  `const ok = [${checks.join(', ')}].every(Boolean);`,
  `document.documentElement.dataset.checks = ok ? 'ok' : 'failed';`,
  `const el = document.getElementById('root');`,
  `if (el) createRoot(el).render(h('div', null, ${children.join(', ') || "'empty'"}));`,
);
fs.writeFileSync(path.join(appDir, 'src/main.js'), `${lines.join('\n')}\n`);
console.log(`  imports ${imported.join(', ')}; renders ${children.length} element(s)`);

const npmEnv = { npm_config_update_notifier: 'false' };
if (
  !run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    env: npmEnv,
  })
) {
  problems.push('npm install of the tarballs failed');
  finish();
}
for (const name of imported) {
  const installed = path.join(appDir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(installed)) problems.push(`${name} is not installed in the scratch app`);
  else if (fs.existsSync(path.join(appDir, 'node_modules', name, 'src'))) {
    problems.push(`${name} was installed with its src folder (not from the tarball?)`);
  }
}
if (!run('npx', ['vite', 'build'], { cwd: appDir, env: npmEnv })) {
  problems.push('vite build of the scratch app failed');
  finish();
}
const assets = fs.readdirSync(path.join(appDir, 'dist/assets'));
for (const asset of assets) {
  const size = fs.statSync(path.join(appDir, 'dist/assets', asset)).size;
  console.log(`  dist/assets/${asset}  ${(size / 1024).toFixed(1)} KB`);
}

// 4. Run it in Chromium ----------------------------------------------------------------------------
step('open the scratch app in Chromium');
let chromium;
try {
  ({ chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core'));
} catch {
  chromium = undefined;
}
if (!chromium || !fs.existsSync(chromiumPath)) {
  problems.push(`cannot open the app: playwright-core or ${chromiumPath} is missing`);
  finish();
}
const distDir = path.join(appDir, 'dist');
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(distDir, url.pathname === '/' ? 'index.html' : url.pathname);
  if (!file.startsWith(distDir) || !fs.existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.js')
    ? 'text/javascript'
    : file.endsWith('.css')
      ? 'text/css'
      : 'text/html';
  res.writeHead(200, { 'content-type': type });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
  await page.waitForFunction(() => document.documentElement.dataset.checks !== undefined);
  const result = await page.evaluate(() => ({
    checks: document.documentElement.dataset.checks,
    amount: document.getElementById('amount')?.textContent ?? null,
    button: document.querySelector('button')?.textContent ?? null,
    buttonClass: document.querySelector('button')?.className ?? '',
  }));
  console.log(`  page: ${JSON.stringify(result)}`);
  if (result.checks !== 'ok') problems.push('the scratch app found missing exports');
  if (errors.length) problems.push(`errors in the page: ${errors.join(' | ')}`);
  if (children.some((c) => c.includes("'amount'")) && result.amount !== '1,234,567.50') {
    problems.push(`formatAmount rendered ${JSON.stringify(result.amount)}, not "1,234,567.50"`);
  }
  if (children.some((c) => c.includes('ui.Button'))) {
    if (!result.button?.includes('Play')) problems.push('the ui-kit Button did not render');
    else if (!result.buttonClass) problems.push('the ui-kit Button has no vanilla-extract class');
  }
} finally {
  await browser.close();
  server.close();
}
finish();
