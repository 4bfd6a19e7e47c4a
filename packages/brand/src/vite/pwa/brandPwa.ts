import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, PluginOption, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { LoadedBrand } from '../../node/loadBrand.js';
import { BRAND_ICONS, renderBrandIcon } from './icons.js';
import { brandManifest } from './manifest.js';

/** The service worker's file in the built app; the site registers it after load. */
export const SERVICE_WORKER_FILE = 'serviceWorker.js';
/** The web app manifest's file in the built app. */
export const MANIFEST_FILE = 'manifest.webmanifest';

const SERVICE_WORKER_SOURCE = fileURLToPath(new URL('../../serviceWorker/', import.meta.url));
// TypeScript in the workspace, JavaScript in the published package's dist.
const SERVICE_WORKER_ENTRY = existsSync(join(SERVICE_WORKER_SOURCE, 'serviceWorker.ts'))
  ? 'serviceWorker.ts'
  : 'serviceWorker.js';

const MESSAGE_CATALOGUE = /\/locales\/[a-z]{2}\.po$/;

/**
 * The files the first page loads: index.html's entry with its static imports and style sheets, and
 * the landing page's chunk with its own, and the message catalogues (the service worker precaches
 * these and nothing else of the bundle: other pages load from the network when opened).
 */
export function firstPageFiles(bundle: Rolldown.OutputBundle, landingChunk: RegExp): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (!output || output.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of output.viteMetadata?.importedAssets ?? []) files.add(asset);
    output.imports.forEach(visit);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && (output.isEntry || landingChunk.test(output.fileName)))
      visit(output.fileName);
  // The message catalogues the entry loads at start-up (one chunk per package and language).
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.moduleIds.some((id) => MESSAGE_CATALOGUE.test(id)))
      visit(output.fileName);
  return files;
}

/**
 * Makes a brand app an installable Progressive Web App (issue 16 item 6): the brand's PNG icons,
 * its manifest linked from index.html with theme-color and apple-touch-icon, and a service worker
 * (src/serviceWorker, built by vite-plugin-pwa's injectManifest) that precaches the shell.
 */
export function brandPwaPlugins(
  brand: LoadedBrand,
  { base = '/', landingChunk }: { base?: string; landingChunk: RegExp },
): PluginOption[] {
  let shellFiles = new Set<string>();
  const icons: Plugin = {
    name: 'lobbykit:brand-pwa',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles = firstPageFiles(bundle, landingChunk);
      for (const icon of BRAND_ICONS)
        this.emitFile({
          type: 'asset',
          fileName: icon.fileName,
          source: renderBrandIcon(brand, icon),
        });
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        const apple = BRAND_ICONS.find((icon) => icon.purpose === 'apple');
        return [
          {
            tag: 'meta',
            attrs: { name: 'theme-color', content: brand.tokens.color.light.brand },
            injectTo: 'head',
          },
          ...(apple
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'apple-touch-icon', href: `${base}${apple.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
  };
  const worker = VitePWA({
    strategies: 'injectManifest',
    srcDir: SERVICE_WORKER_SOURCE,
    filename: SERVICE_WORKER_ENTRY,
    manifestFilename: MANIFEST_FILE,
    base,
    scope: base,
    // The site registers the worker itself, after load (site/src/start/serviceWorker.ts).
    injectRegister: false,
    manifest: brandManifest(brand, base),
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['index.html', `brand/*.{png,svg}`, 'assets/*.{js,css,woff2}'],
      // Only the first page's hashed files: the shell works offline, other pages stay lazy.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter(
            (entry) => !entry.url.startsWith('assets/') || shellFiles.has(entry.url),
          ),
          warnings: [],
        }),
      ],
    },
  });
  return [icons, worker];
}
