// Node only (a Vite or vitest config): where React's modules resolve in a brand app. Nothing in the
// browser imports this file; the shims it points at are ./client and ./dom.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Alias {
  find: RegExp;
  replacement: string;
}

/** The ES module file of a preact export (the `import` condition, not the CommonJS twin). */
const preactFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
/** ./<name>.ts here, or .js once published (this file's own extension). */
const shim = (name: string) =>
  fileURLToPath(new URL(`./${name}${extname(fileURLToPath(import.meta.url))}`, import.meta.url));

/**
 * Brand apps ship Preact's React compatibility layer instead of React (issue 5 budget: react-dom
 * alone is about 60 KB gzipped of a 100 KB first page; Preact with compat about 9 KB), with the
 * shims React Aria needs for `react-dom` and `react-dom/client`. Resolved to absolute files so
 * every importer (react-aria, react-router, jotai, Lingui) gets the same single copy under pnpm's
 * strict layout.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: preactFile('preact/compat') },
  { find: /^react-dom$/, replacement: shim('dom') },
  { find: /^react-dom\/client$/, replacement: shim('client') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('preact/compat/jsx-runtime') },
  {
    find: /^react\/jsx-dev-runtime$/,
    replacement: preactFile('preact/compat/jsx-dev-runtime'),
  },
  { find: /^scheduler$/, replacement: preactFile('preact/compat/scheduler') },
];

/**
 * The brand app aliases plus what Testing Library needs under Preact (`act` from
 * `react-dom/test-utils`): for running a package's React tests a second time as brand apps run.
 */
export const preactTestAliases: Alias[] = [
  ...preactCompatAliases,
  { find: /^react-dom\/test-utils$/, replacement: preactFile('preact/test-utils') },
];

/**
 * The Vite cache folder of a Preact test run, named after the shims' contents. Vite pre-bundles
 * `react-dom` (here, the dom shim) and keeps the bundle until its lockfile or config changes, so
 * an edited shim was never run: a fix looked like no fix until the cache was deleted by hand.
 */
export function preactCacheDir(base = 'node_modules/.vite-preact'): string {
  const hash = createHash('sha256');
  for (const name of ['dom', 'client']) hash.update(readFileSync(shim(name)));
  return `${base}-${hash.digest('hex').slice(0, 10)}`;
}
