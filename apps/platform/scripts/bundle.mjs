// The platform's esbuild settings, one place for the production build (build.mjs) and the
// benchmarks' platform (bench/platformProcess.ts): workspace packages are bundled (they export
// TypeScript); every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const platformRoot = fileURLToPath(new URL('..', import.meta.url));

/** One ESM bundle per entry (`{ name: 'src/….ts' }`) in `outdir`. */
export async function bundlePlatform(entryPoints, outdir, options = {}) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  await build({
    absWorkingDir: platformRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lobbykit/')),
    logLevel: 'warning',
    ...options,
  });
}
