import { basename, join, resolve } from 'node:path';
import { preactCompatAliases } from '@lobbykit/brand-runtime/preact/aliases';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import type { UserConfig } from 'vite';
import { findRepoRoot } from '../node/loadBrand.js';
import { brandAppPlugin, requireBrand } from './brandApp.js';
import { compileHintsPlugin } from './compileHints.js';
import { precompressPlugin } from './precompress.js';
import { brandPwaPlugins } from './pwa/index.js';
import type { DefineBrandAppOptions } from './brandApp.js';

// Brand apps ship Preact (compat) instead of React, with the shims React Aria needs: see
// @lobbykit/brand-runtime's preact/aliases.
export { preactCompatAliases };

/** The home page's chunk (game-lobby's home/HomePage.tsx), the page most visits open first. */
export const LANDING_PAGE_CHUNK = /(?:^|\/)HomePage-[\w-]+\.js$/;

/**
 * The whole Vite config of a thin brand app: `export default defineBrandApp(import.meta.dirname)`.
 * React with the Lingui macro (STACK.md: plugin-react 5.2.0 `babel` option, the root
 * lingui.config.ts loaded with getConfig), Lingui .po imports, vanilla-extract, and the brand.
 */
export function defineBrandApp(appDir: string, options: DefineBrandAppOptions = {}): UserConfig {
  const root = resolve(appDir);
  const rootDir = options.rootDir ?? findRepoRoot(root);
  const brandId = options.brandId ?? basename(root);
  const configPath = join(rootDir, 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath, cwd: rootDir });
  const generated: UserConfig = {
    root,
    appType: 'spa',
    resolve: { alias: preactCompatAliases },
    plugins: [
      brandAppPlugin({ brandId, rootDir }),
      react({ babel: { plugins: [[linguiMacro, { linguiConfig }]] } }),
      lingui({ configPath, cwd: rootDir }),
      vanillaExtractPlugin(),
      compileHintsPlugin(),
      precompressPlugin(),
      // Installable as a PWA (issue 16 item 6): manifest, icons and service worker from the brand.
      ...brandPwaPlugins(requireBrand(brandId, rootDir), {
        base: options.vite?.base ?? '/',
        landingChunk: LANDING_PAGE_CHUNK,
      }),
    ],
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      // scripts/budget.mjs attributes the bytes of each chunk the browser loaded to packages
      // through its source map; the manifest (.vite/manifest.json) lists the chunk graph. 'hidden': no sourceMappingURL comment, so
      // browsers never fetch them; the platform does not serve .map files or .vite/.
      manifest: true,
      sourcemap: 'hidden',
      // Every browser the site supports preloads modules natively, so no polyfill. index.html
      // still preloads the entry's imports; a lazy section loads its own imports when it is
      // opened, instead of the entry carrying every section's file list (about 5 KB gzipped of the
      // first page's 100 KB budget). The home page is the exception: most visits land on it, and
      // its files fetched side by side save two round trips (style sheets, then the page's
      // code, then its imports) before the first banner can load (issue 6, largest paint).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'html' || LANDING_PAGE_CHUNK.test(file) ? deps : [],
      },
      // Everything the first page runs is one file (the entry), not nine: fewer requests and no
      // import lists between them (2.5 KB gzipped). Lazy sections import what they share from it.
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      },
    },
  };
  return options.vite ? mergeConfig(generated, options.vite) : generated;
}
