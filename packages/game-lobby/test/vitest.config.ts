import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { brandsVitePlugin, preactCacheDir, preactTestAliases } from '@lobbykit/brand/vite';
import {
  browserExpect,
  chromiumBrowser,
  emulateReducedMotion,
} from '../../../scripts/vitest-browser.mjs';

const packageDir = join(import.meta.dirname, '..');
const rootDir = join(packageDir, '../..');
const configPath = join(rootDir, 'lingui.config.ts');
const linguiConfig = getConfig({ configPath, cwd: rootDir });

/**
 * The lobby's components in Debian's Chromium (STACK.md), under every real brand's run-time config
 * (brandsVitePlugin): once on React, once on Preact with the shims brand apps run.
 */
function componentsOn(runtime: 'react' | 'preact'): TestProjectInlineConfiguration {
  const onPreact = runtime === 'preact';
  return {
    plugins: [
      react({ babel: { plugins: [[linguiMacro, { linguiConfig }]] } }),
      lingui({ configPath, cwd: rootDir }),
      vanillaExtractPlugin(),
      brandsVitePlugin({ rootDir }),
    ],
    // Pre-bundled up front, or Vite discovers them mid-run and reloads the page under the tests.
    optimizeDeps: {
      include: [
        '@lobbykit/ui-kit > react-aria-components',
        '@lobbykit/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
        '@lobbykit/ui-kit > @vanilla-extract/dynamic',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        'react-router',
        '@lingui/core',
        '@lingui/react',
        '@testing-library/react',
        'axe-core',
      ],
    },
    ...(onPreact
      ? // Its own pre-bundled dependencies, named after the shims (the same names resolve
        // to other files here).
        { resolve: { alias: preactTestAliases }, cacheDir: preactCacheDir() }
      : {}),
    test: {
      name: onPreact ? 'components-preact' : 'components',
      sequence: { groupOrder: onPreact ? 1 : 0 },
      include: ['src/**/*.test.tsx'],
      setupFiles: ['test/setup.ts'],
      expect: browserExpect,
      browser: chromiumBrowser({ emulateReducedMotion }),
    },
  };
}

// Pure logic (`*.test.ts`) runs in node; the components run in Chromium twice.
export default defineConfig({
  root: packageDir,
  test: {
    projects: [
      { test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' } },
      componentsOn('react'),
      componentsOn('preact'),
    ],
  },
});
