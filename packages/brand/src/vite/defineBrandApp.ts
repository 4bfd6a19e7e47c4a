import { basename, join, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import type { UserConfig } from 'vite';
import { findRepoRoot } from '../node/loadBrand.js';
import { brandAppPlugin } from './brandApp.js';
import { precompressPlugin } from './precompress.js';
import type { DefineBrandAppOptions } from './brandApp.js';

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
    plugins: [
      brandAppPlugin({ brandId, rootDir }),
      react({ babel: { plugins: [[linguiMacro, { linguiConfig }]] } }),
      lingui({ configPath, cwd: rootDir }),
      vanillaExtractPlugin(),
      precompressPlugin(),
    ],
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      // scripts/budget.mjs reads the chunk graph (.vite/manifest.json) and attributes each chunk's
      // bytes to packages through its source map. 'hidden': no sourceMappingURL comment, so
      // browsers never fetch them; the platform does not serve .map files or .vite/.
      manifest: true,
      sourcemap: 'hidden',
    },
  };
  return options.vite ? mergeConfig(generated, options.vite) : generated;
}
