// One Lingui config for the repository (STYLE.md "catalogs per package extending one root config").
// Each package keeps its own catalogs at packages/<pkg>/src/locales/{en,ja}.po, extracted from its
// own src only, so packages are translated and loaded independently.
//
//   pnpm --filter @lobbykit/i18n exec lingui extract --config ../../lingui.config.ts   (every package)
//   LINGUI_PACKAGE=site pnpm --filter @lobbykit/i18n exec lingui extract --config ../../lingui.config.ts
//
// A package may also keep a one-line lingui.config.ts that re-exports `packageConfig('<name>')`.
// Brand apps import .po files through @lingui/vite-plugin (compiled at build time) and load this
// file with getConfig({ configPath }) from @lingui/conf for the macro (STACK.md).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** What every catalog shares: languages of §9 (EN and JA, fallback EN) and the po format. */
export const baseConfig = {
  locales: ['en', 'ja'],
  sourceLocale: 'en',
  // A message missing in ja shows its English text (§9: default JA with fallback EN).
  fallbackLocales: { default: 'en' },
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  compileNamespace: 'es',
  orderBy: 'message',
};

// Local shapes of the parts of Lingui's config used here: the root has no @lingui/conf to import
// types from, and this file must load under any package's `lingui` CLI.
interface CatalogConfig {
  path: string;
  include: string[];
  exclude?: string[];
}

type LinguiConfig = typeof baseConfig & { rootDir: string; catalogs: CatalogConfig[] };

const notExtracted = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'];

/**
 * Folders of a package whose messages only its lazy pages show, with catalogs of their own
 * (`src/<folder>/locales/{locale}.po`) that load with those pages, so the first page, which loads
 * the package's main catalog, does not carry them (game-lobby's lottery pages, /seamless and the sportsbook, issue 16).
 */
export const pageCatalogFolders: Readonly<Record<string, readonly string[]>> = {
  'game-lobby': ['bets', 'lottery', 'seamless', 'sports'],
};

/** One package's catalogs: packages/<name>/src/locales/{locale}.po, extracted from its own src. */
export function packageCatalog(name: string): CatalogConfig {
  const folders = pageCatalogFolders[name] ?? [];
  return {
    path: `<rootDir>/packages/${name}/src/locales/{locale}`,
    include: [`<rootDir>/packages/${name}/src`],
    exclude: [
      ...notExtracted,
      ...folders.map((folder) => `<rootDir>/packages/${name}/src/${folder}/**`),
    ],
  };
}

/** The package's own catalog and those of its page folders. */
export function packageCatalogs(name: string): CatalogConfig[] {
  const folders = pageCatalogFolders[name] ?? [];
  return [
    packageCatalog(name),
    ...folders.map((folder) => ({
      path: `<rootDir>/packages/${name}/src/${folder}/locales/{locale}`,
      include: [`<rootDir>/packages/${name}/src/${folder}`],
      exclude: notExtracted,
    })),
  ];
}

/** The config of one package's catalogs only (a package's own lingui.config.ts may export this). */
export function packageConfig(name: string): LinguiConfig {
  return { ...baseConfig, rootDir, catalogs: packageCatalogs(name) };
}

// Lingui's {name} placeholder names a catalog after the last folder of `include`, which is `src`
// for every package here, so the packages are listed explicitly instead.
const packages = readdirSync(new URL('./packages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${rootDir}/packages/${entry.name}/src`))
  .map((entry) => entry.name)
  .sort();

const only = process.env.LINGUI_PACKAGE;

/** Every package at once, or the one named by LINGUI_PACKAGE. */
const config: LinguiConfig = {
  ...baseConfig,
  rootDir,
  catalogs: (only ? [only] : packages).flatMap(packageCatalogs),
};

export default config;
