import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { brandsVitePlugin, preactCacheDir, preactTestAliases } from '@lobbykit/brand/vite';
import { componentTestConfig } from '../../../scripts/vitest-components.mjs';

// The lobby's components in Debian's Chromium (STACK.md), under every real brand's run-time config
// (brandsVitePlugin): once on React, once on Preact with the shims brand apps run. Pure logic
// (`*.test.ts`) runs in node. The plugins are imported here so they resolve from this package.
export default defineConfig(
  componentTestConfig({
    packageDir: join(import.meta.dirname, '..'),
    plugins: {
      react,
      linguiMacro,
      lingui,
      getConfig,
      vanillaExtractPlugin,
      brandsVitePlugin,
      preactTestAliases,
      preactCacheDir,
    },
    prebundle: ['react-router', 'axe-core'],
  }),
);
