#!/usr/bin/env node
// Runs axe-core on every story of the static Storybook under every brand, mode and locale, in
// Debian's Chromium. Prints `N stories checked, N violations` and exits 1 on any violation or on a
// story that fails to render. Build first: `pnpm build-storybook`.
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const workers = Number(process.env.STORYBOOK_AXE_WORKERS ?? 2);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json not found: run `pnpm build-storybook` first.');
  process.exit(1);
}

// Brand ids and languages straight from brands/<id>/brand.json; the Storybook bundle compiled the
// same files through brandsVitePlugin, which also validated them.
const brands = readdirSync(join(root, 'brands'))
  .filter((id) => existsSync(join(root, 'brands', id, 'brand.json')))
  .map((id) => {
    const file = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8'));
    return { id: file.id ?? id, locales: ['en', 'ja'] };
  });
const modes = ['light', 'dark'];

const stories = Object.values(
  JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries,
)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = join(staticDir, path);
  if (!file.startsWith(staticDir)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

const jobs = [];
for (const brand of brands)
  for (const mode of modes)
    for (const locale of brand.locales)
      for (const story of stories) jobs.push({ story, brand: brand.id, mode, locale });

const failures = [];
let violationCount = 0;
let checked = 0;
const started = Date.now();

// Loading iframe.html costs more than rendering a story, so each page loads once per brand, mode
// and locale and then switches stories over Storybook's channel, as the manager UI does.
async function render(page, { story, brand, mode, locale }) {
  const globals = `brand:${brand};mode:${mode};locale:${locale}`;
  if (page.lkGlobals !== globals) {
    await page.goto(`${origin}/iframe.html?id=${story}&viewMode=story&globals=${globals}`);
    page.lkGlobals = globals;
    await page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-main') ||
        document.body.classList.contains('sb-show-errordisplay'),
    );
    return page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error')
        : null,
    );
  }
  return page.evaluate(
    (storyId) =>
      new Promise((done) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = () => finish(null);
        const failed = (error) => finish(String(error?.message ?? error?.title ?? error));
        function finish(result) {
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', failed);
          channel.off('storyThrewException', failed);
          done(result);
        }
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', failed);
        channel.on('storyThrewException', failed);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    story,
  );
}

async function check(page, job) {
  const { story, brand, mode, locale } = job;
  const globals = `brand:${brand};mode:${mode};locale:${locale}`;
  const error = await render(page, job);
  if (error) {
    failures.push(`${story} [${globals}]: failed to render: ${error}`);
    return;
  }
  // The decorator applies the toolbar choice to <html> after render; then let entry animations end
  // so colours are measured at rest.
  await page.waitForFunction(
    ([b, m, l]) => {
      const html = document.documentElement;
      return html.dataset.brand === b && html.dataset.theme === m && html.lang === l;
    },
    [brand, mode, locale],
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      // A story is a component, not a page: page-structure rules belong to the site's checks.
      rules: {
        'landmark-one-main': { enabled: false },
        'page-has-heading-one': { enabled: false },
        region: { enabled: false },
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
  });
  checked += 1;
  for (const v of violations) {
    violationCount += 1;
    failures.push(
      `${story} [${globals}]: ${v.id}: ${v.help}\n    at ${v.targets.join(', ')}\n    ${v.summary.replaceAll('\n', '\n    ')}`,
    );
  }
}

async function worker() {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    try {
      await check(page, job);
    } catch (error) {
      page.lkGlobals = undefined;
      failures.push(`${job.story} [${job.brand} ${job.mode} ${job.locale}]: ${error.message}`);
    }
  }
  await context.close();
}

const total = jobs.length;
await Promise.all(Array.from({ length: workers }, worker));
await browser.close();
server.close();

for (const failure of failures) console.error(failure);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `${stories.length} stories × ${brands.length} brands × ${modes.length} modes × 2 locales: ` +
    `${checked}/${total} renders checked in ${seconds} s`,
);
console.log(`${stories.length} stories checked, ${violationCount} violations`);
process.exit(failures.length > 0 ? 1 : 0);
