import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Mode } from './brands';
import { readBrandJson, repoRoot } from './brands';

function pick(value: unknown, keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

type ResolvedColors = Partial<Record<Mode | 'brand', string>>;

const cache = new Map<string, ResolvedColors>();

/**
 * The brand's `color.surface.base` per mode: resolved by `loadBrand` from @lobbykit/brand (theme
 * defaults plus the brand's overrides); when the loader cannot run, the override in brand.json.
 * `undefined` means neither source gives a value.
 */
export function expectedSurfaceBase(id: string, mode: Mode): string | undefined {
  return resolvedColors(id)[mode];
}

/** The brand's light `color.brand` (the web app manifest's theme_color), resolved the same way. */
export function expectedBrandColor(id: string): string | undefined {
  return resolvedColors(id).brand;
}

function resolvedColors(id: string): ResolvedColors {
  let values = cache.get(id);
  if (!values) {
    values = {};
    try {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'e2e/support/resolve-brand.ts'), id],
        { cwd: path.join(repoRoot, 'e2e'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      values = JSON.parse(out.trim().split('\n').pop() ?? '{}') as ResolvedColors;
    } catch {
      const json = readBrandJson(id);
      for (const m of ['light', 'dark'] as const) {
        const value =
          pick(json, ['theme', 'color', m, 'surface', 'base']) ??
          pick(json, ['tokens', 'color', m, 'surface', 'base']);
        if (typeof value === 'string') values[m] = value;
      }
      const brand = pick(json, ['theme', 'color', 'light', 'brand']);
      if (typeof brand === 'string') values.brand = brand;
    }
    cache.set(id, values);
  }
  return values;
}
