import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { preactCacheDir, preactTestAliases } from '@lobbykit/brand/vite';
import {
  browserExpect,
  chromiumBrowser,
  emulateReducedMotion,
} from '../../../scripts/vitest-browser.mjs';

const packageDir = join(import.meta.dirname, '..');
const rootDir = join(packageDir, '../..');
const configPath = join(rootDir, 'lingui.config.ts');
const linguiConfig = getConfig({ configPath, cwd: rootDir });

/** The forms in Debian's Chromium (STACK.md): once on React, once on Preact as brand apps run them. */
function formsOn(runtime: 'react' | 'preact'): TestProjectInlineConfiguration {
  const onPreact = runtime === 'preact';
  return {
    plugins: [
      react({ babel: { plugins: [[linguiMacro, { linguiConfig }]] } }),
      lingui({ configPath, cwd: rootDir }),
      vanillaExtractPlugin(),
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
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        '@lingui/core',
        '@lingui/react',
        '@testing-library/react',
      ],
    },
    ...(onPreact
      ? // Its own pre-bundled dependencies, named after the shims (the same names resolve
        // to other files here).
        { resolve: { alias: preactTestAliases }, cacheDir: preactCacheDir() }
      : {}),
    test: {
      name: onPreact ? 'forms-preact' : 'forms',
      sequence: { groupOrder: onPreact ? 1 : 0 },
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
      expect: browserExpect,
      browser: chromiumBrowser({ emulateReducedMotion }),
    },
  };
}

// Everything runs in Chromium, twice: the messages are Lingui macros, which only the build compiles.
export default defineConfig({
  root: packageDir,
  test: {
    projects: [formsOn('react'), formsOn('preact')],
  },
});
