import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/platform, found from wherever this module runs: `src/` under tsx, or the bundles in
 * `dist/` (`pnpm build`), whose files sit at another depth. Migrations, the demo games' public
 * files and the repository's brands and data folder are all found from here.
 */
function findPlatformRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    if (dirname(dir) === dir) throw new Error(`apps/platform not found above ${from}`);
  }
}

export const platformRoot = findPlatformRoot(dirname(fileURLToPath(import.meta.url)));

/** The repository root (brands/, apps/<brand>/dist, .data/). */
export const repoRoot = resolve(platformRoot, '../..');
