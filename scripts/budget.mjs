#!/usr/bin/env node
// Start-up weight of every built brand, gzipped, with the packages it comes from.
//
// 1. First page (issue 5): what index.html makes the browser run before the site can render — the
//    inline scripts, the entry chunk and its static imports (the module preloads), the style
//    sheets — plus the site's message catalogue in the brand's default language, which start-up
//    always fetches. Budget: JS at most 110 KB (100 until issue 12's TanStack Query, which may add
//    10 and no more), CSS at most 20 KB.
// 2. Home (issue 6): the first page plus the home route's lazy chunks (every lazy chunk whose
//    source lives in a `home/` feature folder of game-lobby, or the site's interim home), their
//    static imports, style sheets and catalogues. Budget: JS at most 120 KB.
//
// Each figure is followed by its top contributors per package (from the hidden source maps), so a
// regression names its cause. Exits 1 when a brand is over budget or not built, unless
// `--report-only`. `--top N` prints N contributors (default 10).
import fs from 'node:fs';
import path from 'node:path';
import {
  attributeFiles,
  dynamicImportsOf,
  gzipSize,
  readManifest,
  staticClosure,
} from './bundle-attribution.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = { firstJs: 110 * 1024, firstCss: 20 * 1024, homeJs: 120 * 1024 };
const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const top = Number(args[args.indexOf('--top') + 1]) || 10;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (size, budget) =>
  `${kb(size)} (budget ${kb(budget)}) ${size <= budget ? 'ok' : 'OVER'}`;

/** Lazy chunks of the home route: the lobby's home folder once it exists, else the interim home. */
const homeSource = [
  /packages\/game-lobby\/src\/home\/[^/]+\.tsx?$/,
  /packages\/site\/src\/home\/[^/]+\.tsx?$/,
];

function catalogueChunks(manifest, keys, lang) {
  const catalogue = new RegExp(`/locales/${lang.toLowerCase()}\\.po$`);
  return dynamicImportsOf(manifest, keys).filter((k) => catalogue.test(manifest[k].src ?? k));
}

/** JS files and CSS files (deduplicated, as dist-relative paths) of a set of manifest keys. */
function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

function printContributors(dist, files, label) {
  if (files.length === 0) return;
  const rows = attributeFiles(dist, files);
  console.log(`  ${label}:`);
  for (const row of rows.slice(0, top))
    console.log(`    ${kb(row.gzip).padStart(9)}  ${row.pkg}  (${kb(row.raw)} minified)`);
  const rest = rows.slice(top).reduce((s, r) => s + r.gzip, 0);
  if (rest > 0) console.log(`    ${kb(rest).padStart(9)}  ${rows.length - top} more`);
}

const brands = fs
  .readdirSync(path.join(root, 'brands'))
  .filter((id) => fs.existsSync(path.join(root, 'brands', id, 'brand.json')));
let over = 0;
for (const id of brands) {
  const dist = path.join(root, 'apps', id, 'dist');
  const htmlFile = path.join(dist, 'index.html');
  const manifest = readManifest(dist);
  if (!fs.existsSync(htmlFile) || !manifest) {
    console.log(
      `${id}: not built (${path.relative(root, dist)} has no index.html or manifest); run pnpm build`,
    );
    over += 1;
    continue;
  }
  const brand = JSON.parse(fs.readFileSync(path.join(root, 'brands', id, 'brand.json'), 'utf8'));
  const lang = brand.defaultLang ?? 'EN';
  const html = fs.readFileSync(htmlFile, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  const inlineJs = inline ? gzipSize(inline) : 0;
  const sizeOf = (files) =>
    files.reduce((s, f) => s + gzipSize(fs.readFileSync(path.join(dist, f))), 0);

  // 1. First page.
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const firstKeys = staticClosure(manifest, entries);
  const firstCatalogues = staticClosure(manifest, catalogueChunks(manifest, firstKeys, lang));
  const first = filesOf(manifest, [...firstKeys, ...firstCatalogues]);
  // Anything index.html loads that the manifest does not list (a plugin's own tag) counts too.
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="\/?(assets\/[^"]+)"/g)) {
    if (m[1].endsWith('.js') && !first.js.includes(m[1])) first.js.push(m[1]);
    if (m[1].endsWith('.css') && !first.css.includes(m[1])) first.css.push(m[1]);
  }
  const firstJs = inlineJs + sizeOf(first.js);
  const firstCss = sizeOf(first.css);
  if (firstJs > budgets.firstJs || firstCss > budgets.firstCss) over += 1;
  console.log(
    `${id}: first page ${verdict(firstJs, budgets.firstJs)} JS, ${verdict(firstCss, budgets.firstCss)} CSS` +
      ` — ${first.js.length} JS files (${lang} catalogue included), ${kb(inlineJs)} inline script`,
  );
  printContributors(dist, first.js, 'first-page JS by package');

  // 2. Home.
  const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const pattern = homeSource.find((re) => lazy.some((k) => re.test(manifest[k].src ?? k)));
  if (!pattern) {
    console.log(`${id}: home route not found among the lazy chunks; home figure skipped`);
    continue;
  }
  const homeEntries = lazy.filter((k) => pattern.test(manifest[k].src ?? k));
  const homeKeys = staticClosure(manifest, homeEntries).filter((k) => !firstKeys.includes(k));
  const homeCatalogues = staticClosure(manifest, catalogueChunks(manifest, homeKeys, lang)).filter(
    (k) => !firstCatalogues.includes(k),
  );
  const extra = filesOf(manifest, [...homeKeys, ...homeCatalogues]);
  extra.js = extra.js.filter((f) => !first.js.includes(f));
  extra.css = extra.css.filter((f) => !first.css.includes(f));
  const homeJs = firstJs + sizeOf(extra.js);
  const homeCss = firstCss + sizeOf(extra.css);
  if (homeJs > budgets.homeJs) over += 1;
  console.log(
    `${id}: home ${verdict(homeJs, budgets.homeJs)} JS, ${kb(homeCss)} CSS — first page plus ` +
      `${homeEntries.map((k) => path.basename(manifest[k].src ?? k)).join(', ')} ` +
      `(${extra.js.length} more JS files)`,
  );
  printContributors(dist, extra.js, 'added by the home route, by package');
}
process.exit(over === 0 || reportOnly ? 0 : 1);
