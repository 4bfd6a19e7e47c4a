import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import { checkContrast, resolveTokens } from '@lobbykit/theme/tokens';
import type { BrandTokens, BrandTokensInput } from '@lobbykit/theme/tokens';
import { brandSchema } from '@lobbykit/brand-runtime';
import type { BrandFile } from '@lobbykit/brand-runtime';
import { parseJson } from './json.js';

/** One thing wrong with a brand file. */
export interface BrandProblem {
  /** The file, relative to the repository root: `brands/acme/brand.json`. */
  file: string;
  /** JSON path inside the file (`theme.color.light.text.primary`), empty for the whole file. */
  path: string;
  /** What is wrong and what was expected. */
  message: string;
}

/** A brand that passed every check, with everything a build needs. */
export interface LoadedBrand {
  id: string;
  /** Absolute path of the brand folder. */
  dir: string;
  /** brand.json relative to the repository root. */
  file: string;
  /** The validated file, defaults filled in. */
  data: BrandFile;
  /** The brand's token overrides merged over the defaults. */
  tokens: BrandTokens;
  /** Absolute paths of the brand's assets. */
  assets: { logo: string; logoDark?: string; favicon: string };
}

export type LoadResult = { ok: true; brand: LoadedBrand } | { ok: false; problems: BrandProblem[] };

export interface LoadOptions {
  /** Repository root: brands live in `<rootDir>/brands/<id>/brand.json`. */
  rootDir: string;
}

/** `brands/acme/brand.json: theme.color.light.text.primary: contrast 2.1:1 on …` */
export function formatProblem(problem: BrandProblem): string {
  return [problem.file, problem.path, problem.message].filter(Boolean).join(': ');
}

export const brandIdPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Walks up from `from` to the folder holding pnpm-workspace.yaml (the repository root). */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

/** Ids of every folder under `<rootDir>/brands` that holds a brand.json, sorted. */
export function listBrandIds(rootDir: string): string[] {
  const brandsDir = join(rootDir, 'brands');
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

/** A brand id (`sakura`) or a path to a brand.json or its folder → absolute brand.json path. */
export function brandFilePath(idOrPath: string, rootDir: string): string {
  if (brandIdPattern.test(idOrPath)) return join(rootDir, 'brands', idOrPath, 'brand.json');
  const absolute = resolve(idOrPath);
  return absolute.endsWith('.json') ? absolute : join(absolute, 'brand.json');
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  return `${typeof input} ${JSON.stringify(input)}`;
}

function issueProblems(file: string, issue: z.core.$ZodIssue): BrandProblem[] {
  const path = pathOf(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        file,
        path: pathOf([...issue.path, key]),
        message: 'unknown field (check the spelling; see packages/brand/README.md)',
      }));
    case 'invalid_type': {
      const input = (issue as { input?: unknown }).input;
      return [
        {
          file,
          path,
          message:
            input === undefined
              ? `missing, expected ${issue.expected}`
              : `expected ${issue.expected}, got ${describeInput(input)}`,
        },
      ];
    }
    case 'invalid_value':
      if (issue.values.length === 1) {
        return [{ file, path, message: `must be ${JSON.stringify(issue.values[0])}` }];
      }
      return [{ file, path, message: issue.message }];
    default:
      return [{ file, path, message: issue.message }];
  }
}

interface ReadResult {
  problems: BrandProblem[];
  data?: unknown;
}

function readJson(absolute: string, file: string): ReadResult {
  if (!existsSync(absolute)) return { problems: [{ file, path: '', message: 'file not found' }] };
  const parsed = parseJson(readFileSync(absolute, 'utf8'));
  if (!parsed.ok) {
    return {
      problems: [
        {
          file,
          path: '',
          message: `not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`,
        },
      ],
    };
  }
  return { problems: [], data: parsed.value };
}

/** Host names claimed by the other brands under rootDir (unreadable files are skipped here). */
function otherDomains(rootDir: string, exceptFile: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const id of listBrandIds(rootDir)) {
    const absolute = join(rootDir, 'brands', id, 'brand.json');
    if (absolute === exceptFile) continue;
    const parsed = parseJson(readFileSync(absolute, 'utf8'));
    const domains = parsed.ok ? (parsed.value as { domains?: unknown }).domains : undefined;
    if (!Array.isArray(domains)) continue;
    for (const domain of domains) if (typeof domain === 'string') owners.set(domain, id);
  }
  return owners;
}

/** Tokens from a theme that failed the schema, when its colour part still has the right shape. */
function tokensForContrast(theme: unknown): BrandTokens | undefined {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (theme === undefined) return resolveTokens({});
  if (!isRecord(theme)) return undefined;
  const color = theme.color;
  if (
    color !== undefined &&
    !(
      isRecord(color) &&
      [color.light, color.dark].every((set) => set === undefined || isRecord(set))
    )
  ) {
    return undefined;
  }
  return resolveTokens(theme as BrandTokensInput);
}

function validate(absolute: string, rootDir: string, checkDomains: boolean): LoadResult {
  const file = relative(rootDir, absolute).split(sep).join('/');
  const read = readJson(absolute, file);
  if (read.problems.length > 0) return { ok: false, problems: read.problems };
  const dir = dirname(absolute);
  const problems: BrandProblem[] = [];
  const result = brandSchema.safeParse(read.data, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...issueProblems(file, issue));
  }
  const raw = (read.data ?? {}) as Record<string, unknown>;
  const folder = basename(dir);
  if (typeof raw.id === 'string' && raw.id !== folder) {
    problems.push({
      file,
      path: 'id',
      message: `"${raw.id}" must match its folder name "${folder}"`,
    });
  }
  for (const key of ['logo', 'logoDark', 'favicon'] as const) {
    // A missing or non-string value (logoDark is optional) was already judged by the schema.
    const value = raw[key];
    if (typeof value !== 'string' || value.includes('..') || value.startsWith('/')) continue;
    const asset = join(dir, value);
    if (!existsSync(asset) || !statSync(asset).isFile()) {
      problems.push({
        file,
        path: key,
        message: `file not found: ${relative(rootDir, asset).split(sep).join('/')}`,
      });
    }
  }
  if (checkDomains && Array.isArray(raw.domains)) {
    const owners = otherDomains(rootDir, absolute);
    raw.domains.forEach((domain, index) => {
      const owner = typeof domain === 'string' ? owners.get(domain) : undefined;
      if (owner !== undefined) {
        problems.push({
          file,
          path: `domains[${index}]`,
          message: `"${String(domain)}" is already used by brand "${owner}" (brands/${owner}/brand.json); a domain serves one brand`,
        });
      }
    });
  }
  // Contrast is checked even when other fields are wrong, so one run shows every problem;
  // colours that do not parse are skipped here (the schema already named them).
  const tokens = result.success ? resolveTokens(result.data.theme) : tokensForContrast(raw.theme);
  for (const p of tokens ? checkContrast(tokens) : []) {
    problems.push({
      file,
      path: `theme.${p.path}`,
      message: `contrast ${p.ratio}:1 on ${p.against} in ${p.mode} mode, needs at least ${p.required}:1 (WCAG 2.2 AA)`,
    });
  }
  if (!result.success || !tokens || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    brand: {
      id: result.data.id,
      dir,
      file,
      data: result.data,
      tokens,
      assets: {
        logo: join(dir, result.data.logo),
        ...(result.data.logoDark ? { logoDark: join(dir, result.data.logoDark) } : {}),
        favicon: join(dir, result.data.favicon),
      },
    },
  };
}

/**
 * Loads and validates one brand by id or by path (to brand.json or its folder), reporting every
 * problem at once: JSON syntax, schema, asset files, domains shared with another brand, contrast.
 */
export function loadBrand(idOrPath: string, { rootDir }: LoadOptions): LoadResult {
  const root = resolve(rootDir);
  const absolute = brandFilePath(idOrPath, root);
  if (!existsSync(absolute) && brandIdPattern.test(idOrPath)) {
    const known = listBrandIds(root);
    return {
      ok: false,
      problems: [
        {
          file: relative(root, absolute).split(sep).join('/'),
          path: '',
          message: `file not found: no brand "${idOrPath}" (known brands: ${known.join(', ') || 'none'})`,
        },
      ],
    };
  }
  return validate(absolute, root, true);
}

/** Loads every brand under `<rootDir>/brands`; problems of all brands are collected together. */
export function loadAllBrands(
  rootDir: string,
):
  | { ok: true; brands: LoadedBrand[] }
  | { ok: false; problems: BrandProblem[]; brands: LoadedBrand[] } {
  const root = resolve(rootDir);
  const brands: LoadedBrand[] = [];
  const problems: BrandProblem[] = [];
  for (const id of listBrandIds(root)) {
    const result = validate(join(root, 'brands', id, 'brand.json'), root, true);
    if (result.ok) brands.push(result.brand);
    else problems.push(...result.problems);
  }
  return problems.length > 0 ? { ok: false, problems, brands } : { ok: true, brands };
}
