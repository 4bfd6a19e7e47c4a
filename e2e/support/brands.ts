// Brand discovery for the end-to-end tests: every brands/<id>/brand.json is a brand to test.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Lang = 'en' | 'ja';
export type Mode = 'light' | 'dark';
export const modes: readonly Mode[] = ['light', 'dark'];

export interface BrandUnderTest {
  id: string;
  /** Lower-case locales the brand supports, in its order (brand.json has upper-case codes). */
  langs: Lang[];
  /** Where the brand is served, from `E2E_BASE_URL_<ID>` or the static server of the config. */
  baseURL: string;
  /** The built static site, when the tests serve it themselves. */
  distDir: string;
  port: number;
  /** The merchant code the platform knows the brand by (brand.json `merchantCode`). */
  merchantCode: string;
  /** The brand's default language (§9: JA unless the brand says otherwise). */
  defaultLang: Lang;
  /** §4 free play offered (brand.json features.freePlay, default true). */
  freePlay: boolean;
  /**
   * The merchant's currency's minor units (brand.json `currency.minorUnits`, issue 11): the
   * decimals of every amount on the wire and on screen (sakura JPY 0, harbor EUR 2).
   */
  minorUnits: number;
  /**
   * The PGlite folder of the platform serving the brand, where the operator CLI finds its socket;
   * null when E2E_BASE_URL_<ID> points at a server the tests did not start and no
   * E2E_DATA_DIR_<ID> says where its data lives.
   */
  dataDir: string | null;
}

/** `brands/`, or E2E_BRANDS_DIR (a fixture folder, to try the harness itself). */
export function brandsDir(): string {
  return process.env.E2E_BRANDS_DIR ?? path.join(repoRoot, 'brands');
}

/** Brand ids in a stable order: one folder per brand holding a brand.json. */
export function brandIds(): string[] {
  const dir = brandsDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

export function readBrandJson(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(brandsDir(), id, 'brand.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The brand's languages, read from `supportLanguages` (§8), at the top or under `languages`/`i18n`. */
export function brandLangs(json: Record<string, unknown>): Lang[] {
  const candidates = [
    json.supportLanguages,
    asRecord(json.languages).supported,
    asRecord(json.i18n).supportLanguages,
    json.languages,
  ];
  const list = candidates.find((value) => Array.isArray(value)) as unknown[] | undefined;
  const langs = (list ?? ['EN'])
    .map((code) => String(code).toLowerCase())
    .filter((code): code is Lang => code === 'en' || code === 'ja');
  return [...new Set(langs)];
}

/** The environment variable that points the tests at an already running brand. */
export function baseUrlEnvName(id: string): string {
  return `E2E_BASE_URL_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The environment variable naming the data folder of a platform the tests did not start. */
export function dataDirEnvName(id: string): string {
  return `E2E_DATA_DIR_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * The temporary data folder of the platform the tests start for a brand: fixed per brand and port,
 * so the config (which starts the platform) and the test workers (which run operator commands)
 * agree without passing anything around. The launcher empties it at every start.
 */
export function platformDataDir(id: string, port: number): string {
  return path.join(os.tmpdir(), `lobbykit-e2e-${id}-${port}`);
}

export function distDirOf(id: string): string {
  const candidates = [path.join(repoRoot, 'apps', id, 'dist'), path.join(repoRoot, 'dist', id)];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0] ?? '';
}

const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);

/**
 * A port that depends only on the brand id, so a server left running (`reuseExistingServer`)
 * keeps serving the same brand when brands are added or removed.
 */
export function portOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1000;
  return portBase + hash;
}

export function brandsUnderTest(): BrandUnderTest[] {
  return brandIds().map((id) => {
    const port = portOf(id);
    const json = readBrandJson(id);
    const external = process.env[baseUrlEnvName(id)];
    const langs = brandLangs(json);
    const defaultLang = String(json.defaultLang ?? 'JA').toLowerCase();
    return {
      id,
      langs,
      baseURL: external ?? `http://127.0.0.1:${port}`,
      distDir: distDirOf(id),
      port,
      merchantCode: typeof json.merchantCode === 'string' ? json.merchantCode : id,
      defaultLang: defaultLang === 'en' || defaultLang === 'ja' ? defaultLang : (langs[0] ?? 'ja'),
      freePlay: asRecord(json.features).freePlay !== false,
      minorUnits:
        typeof asRecord(json.currency).minorUnits === 'number'
          ? Number(asRecord(json.currency).minorUnits)
          : 2,
      dataDir: process.env[dataDirEnvName(id)] ?? (external ? null : platformDataDir(id, port)),
    };
  });
}
