import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { brandsVitePlugin } from '@lobbykit/brand/vite';
import { preactCacheDir, preactTestAliases } from '@lobbykit/brand-runtime/preact/aliases';
import { siteCommands } from './test/commands.js';
import { testPlatformEnv } from './test/platformEnv.js';
import { browserExpect, chromiumBrowser } from '../../scripts/vitest-browser.mjs';

const rootDir = join(import.meta.dirname, '../..');
const configPath = join(rootDir, 'lingui.config.ts');
const linguiConfig = getConfig({ configPath, cwd: rootDir });

// The real platform the tests talk to (test/globalSetup.ts starts it on this port).
const platform = await testPlatformEnv();
const platformTarget = `http://127.0.0.1:${platform.port}`;
// Every path the platform answers that the site calls: the API, game images, demo games. The site
// and the API then share an origin, as in production (no CORS).
const proxied = ['/wps', '/lgw', '/lotto', '/TCG_PROD_IMAGES', '/demo-games'];

// The site is tested in Debian's Chromium with every real brand (STACK.md), as a visitor sees it.
export default defineConfig({
  plugins: [
    react({ babel: { plugins: [[linguiMacro, { linguiConfig }]] } }),
    lingui({ configPath, cwd: rootDir }),
    vanillaExtractPlugin(),
    brandsVitePlugin({ rootDir }),
  ],
  optimizeDeps: {
    include: [
      // ui-kit's own dependencies, named through it: the site does not depend on them directly.
      '@lobbykit/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
      '@lobbykit/ui-kit > @vanilla-extract/dynamic',
      '@lobbykit/ui-kit > react-aria-components',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@lingui/core',
      '@lingui/react',
      'axe-core',
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [`^${path}(/|$)`, { target: platformTarget }])),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.tsx'],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    // Real calls to a real platform on a shared 2-core machine. Only a hang guard: the header's
    // balance test (a new account, two credits, a hand-off, a mount) took 36 s on React and over
    // 60 s on Preact with the whole suite running beside a clean-clone CI (load 22).
    testTimeout: 180_000,
    hookTimeout: 240_000,
    expect: browserExpect,
    browser: chromiumBrowser(siteCommands),
    // Every component test twice: on React, and on Preact with the brand-runtime shims as every
    // brand app runs the site (ARCHITECTURE.md: brand apps ship Preact). The flows in test/ (real
    // calls to the platform, 60% of the time) run on Preact only, the runtime every brand ships;
    // on React they doubled the longest part of a CI run that has 2 cores and 90 minutes. One
    // after the other, against the one platform the global setup starts.
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          sequence: { groupOrder: 0 },
          // Added to the inherited excludes: the flows live in test/<area>/, the smoke test in test/.
          exclude: ['**/node_modules/**', 'test/*/**'],
        },
      },
      {
        extends: true,
        test: { name: 'preact', sequence: { groupOrder: 1 } },
        resolve: { alias: preactTestAliases },
        // Its own pre-bundled dependencies (the same names resolve to other files here), named
        // after the shims so an edited shim is run rather than an old pre-bundled copy.
        cacheDir: preactCacheDir(),
      },
    ],
  },
});
