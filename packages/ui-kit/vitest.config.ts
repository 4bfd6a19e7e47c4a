import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preactCacheDir, preactTestAliases } from '@lobbykit/brand-runtime/preact/aliases';
import {
  browserExpect,
  browserTimeouts,
  chromiumBrowser,
  emulateReducedMotion,
} from '../../scripts/vitest-browser.mjs';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled up front, or Vite discovers them mid-run and reloads the page under the tests.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      'react-aria-components',
      '@internationalized/date',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@testing-library/react',
      'axe-core',
    ],
  },
  test: {
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test-utils/setup.ts'],
    expect: browserExpect,
    ...browserTimeouts,
    browser: chromiumBrowser({ emulateReducedMotion }),
    // Every test twice: on React, as the package is written and published, and on Preact with
    // the brand-runtime shims, as every brand app runs it (ARCHITECTURE.md: brand apps ship Preact).
    // One after the other: two browsers at once on a shared 2-core machine make timings flaky.
    projects: [
      {
        extends: true,
        test: { name: 'react', provide: { reactRuntime: 'react' }, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'preact',
          provide: { reactRuntime: 'preact' },
          sequence: { groupOrder: 1 },
        },
        resolve: { alias: preactTestAliases },
        // Its own pre-bundled dependencies (the same names resolve to other files here), named
        // after the shims so an edited shim is run rather than an old pre-bundled copy.
        cacheDir: preactCacheDir(),
      },
    ],
  },
});
