import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, HtmlTagDescriptor, Plugin, UserConfig } from 'vite';
import { themeCss } from '@lobbykit/theme/tokens';
import { ROUTES_FILE, toBrandConfig } from '@lobbykit/brand-runtime';
import type { BrandConfig, RoutesManifest } from '@lobbykit/brand-runtime';
import { formatProblem, loadBrand } from '../node/loadBrand.js';
import type { LoadedBrand } from '../node/loadBrand.js';
import { ENTRY_URL, SITE_PACKAGE, entryModule, indexHtml } from './html.js';
import { SERVICE_WORKER_FILE } from './pwa/index.js';

interface SitePathsModule {
  sitePaths?: (brand: BrandConfig) => string[];
}

export const BRAND_MODULE = 'virtual:lobbykit/brand';
const RESOLVED_BRAND = `\0${BRAND_MODULE}`;
const RESOLVED_ENTRY = '\0lobbykit-entry.js';

/** Thrown when a brand does not validate; the message lists every problem, one per line. */
export class BrandValidationError extends Error {
  declare readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `brand is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`,
    );
    this.name = 'BrandValidationError';
    // The messages say everything; a stack trace into Vite's config loader would bury them.
    this.stack = this.message;
    // Not enumerable: Vite prints an error's own fields after its message, which would repeat them.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

/** Loads a brand or throws `BrandValidationError` with every message. */
export function requireBrand(idOrPath: string, rootDir: string): LoadedBrand {
  const result = loadBrand(idOrPath, { rootDir });
  if (!result.ok) throw new BrandValidationError(result.problems.map(formatProblem));
  return result.brand;
}

export interface BrandAppPluginOptions {
  /** Brand id; the folder name of the app by convention. */
  brandId: string;
  /** Repository root holding `brands/`. */
  rootDir: string;
}

/** Site-relative URLs of the brand's logo and favicon in the built app. */
function assetUrls(brand: LoadedBrand, base: string) {
  const url = (name: string, file: string) => `${base}brand/${name}${extname(file)}`;
  return {
    logoUrl: url('logo', brand.assets.logo),
    ...(brand.assets.logoDark ? { logoDarkUrl: url('logo-dark', brand.assets.logoDark) } : {}),
    faviconUrl: url('favicon', brand.assets.favicon),
  };
}

export const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
};

/**
 * The plugin behind every thin brand app: validates the brand (a bad brand stops dev and build with
 * every message), generates index.html, the entry and `virtual:lobbykit/brand`, inlines the brand's
 * theme CSS and copies its logo and favicon.
 */
export function brandAppPlugin({ brandId, rootDir }: BrandAppPluginOptions): Plugin {
  let brand: LoadedBrand | undefined;
  let config: BrandConfig | undefined;
  let root = '';
  let base = '/';
  let building = false;

  const loaded = () => {
    if (!brand || !config) throw new Error('brand app plugin used before its config hook ran');
    return { brand, config };
  };
  const assets = () => {
    const { brand: b, config: c } = loaded();
    return [
      { url: c.logoUrl, file: b.assets.logo },
      ...(c.logoDarkUrl && b.assets.logoDark
        ? [{ url: c.logoDarkUrl, file: b.assets.logoDark }]
        : []),
      { url: c.faviconUrl, file: b.assets.favicon },
    ];
  };

  return {
    name: 'lobbykit:brand-app',
    enforce: 'pre',
    config(userConfig) {
      brand = requireBrand(brandId, rootDir);
      base = userConfig.base ?? '/';
      config = toBrandConfig(brand.data, brand.tokens, assetUrls(brand, base));
    },
    configResolved(resolved) {
      root = resolved.root;
      building = resolved.command === 'build';
    },
    resolveId(id) {
      if (id === BRAND_MODULE) return RESOLVED_BRAND;
      if (id === ENTRY_URL || id === `${base}${ENTRY_URL.slice(1)}`) return RESOLVED_ENTRY;
      // index.html exists only in memory: the app folder holds nothing but package.json and config.
      if (resolve(root, id) === join(root, 'index.html')) return join(root, 'index.html');
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_BRAND) return `export default ${JSON.stringify(loaded().config)};\n`;
      // Only a build has the service worker (brandPwaPlugins); the development server has none.
      if (id === RESOLVED_ENTRY)
        return entryModule(building ? `${base}${SERVICE_WORKER_FILE}` : undefined);
      if (id === join(root, 'index.html')) return indexHtml(loaded().config);
      return undefined;
    },
    transformIndexHtml: {
      // After Vite's own processing, so the favicon URL is not treated as a source asset.
      order: 'post',
      handler() {
        const { brand: b, config: c } = loaded();
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: {
              rel: 'icon',
              href: c.faviconUrl,
              type: contentTypes[extname(b.assets.favicon)] ?? '',
            },
            injectTo: 'head',
          },
          {
            tag: 'style',
            attrs: { 'data-lobbykit-theme': b.id },
            children: themeCss({ brandId: b.id, tokens: b.tokens }),
            injectTo: 'head',
          },
        ];
        return tags;
      },
    },
    configureServer(server) {
      const { brand: b } = loaded();
      const brandFile = join(b.dir, 'brand.json');
      server.watcher.add(brandFile);
      server.watcher.on('change', (file) => {
        // The brand shapes the whole config (html, theme, virtual module): restart on change.
        if (resolve(file) === brandFile) void server.restart();
      });
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const url = (req.url ?? '/').split('?')[0] ?? '/';
        const asset = assets().find((a) => a.url === url);
        if (asset) {
          res.setHeader(
            'Content-Type',
            contentTypes[extname(asset.file)] ?? 'application/octet-stream',
          );
          res.end(readFileSync(asset.file));
          return;
        }
        const wantsPage = (req.headers.accept ?? '').includes('text/html') && !extname(url);
        if (url === '/' || url === '/index.html' || wantsPage) {
          server
            .transformIndexHtml(req.url ?? '/', indexHtml(loaded().config))
            .then((html) => {
              res.setHeader('Content-Type', 'text/html');
              res.end(html);
            })
            .catch(next);
          return;
        }
        next();
      };
      server.middlewares.use(serve);
    },
    async generateBundle() {
      for (const asset of assets()) {
        this.emitFile({
          type: 'asset',
          fileName: asset.url.slice(base.length),
          source: readFileSync(asset.file),
        });
      }
      // The site's own address list (`<site>/paths`, the same lists its router is built from),
      // loaded the way the entry module imports the site: from the app's dependencies. A server
      // answers an address missing from it with 404 (and still the page, so the site shows its
      // not-found page); without the file it keeps answering 200.
      const paths = await this.resolve(`${SITE_PACKAGE}/paths`, join(root, 'index.html'));
      if (!paths) {
        this.warn(`${SITE_PACKAGE}/paths not found: no ${ROUTES_FILE} (every address answers 200)`);
        return;
      }
      const module = (await import(pathToFileURL(paths.id).href)) as SitePathsModule;
      if (typeof module.sitePaths !== 'function')
        throw new Error(`${paths.id} does not export sitePaths(brand)`);
      const manifest: RoutesManifest = { routes: module.sitePaths(loaded().config) };
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export interface DefineBrandAppOptions {
  /** Brand id; defaults to the app folder's name (`apps/sakura` → `sakura`). */
  brandId?: string;
  /** Repository root; found by walking up to pnpm-workspace.yaml. */
  rootDir?: string;
  /** Extra Vite config merged over the generated one. */
  vite?: UserConfig;
}

export type { UserConfig };
