import { defineConfig } from 'vitest/config';
import { preactCacheDir, preactTestAliases } from './src/preact/aliases.js';
import { browserExpect, browserTimeouts, chromiumBrowser } from '../../scripts/vitest-browser.mjs';

// The shims are tested where they run: real Chromium (Debian's, STACK.md), with React's modules
// resolved exactly as in a brand app build. Each test fails when its shim is left out of the
// aliases (react-dom → preact/compat, react-dom/client → preact/compat/client).
export default defineConfig({
  resolve: { alias: preactTestAliases },
  // Named after the shims, which Vite pre-bundles as react-dom: an edited shim is run, not a copy.
  cacheDir: preactCacheDir(),
  optimizeDeps: {
    include: ['react-aria-components', 'preact', 'preact/hooks', 'preact/compat'],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    expect: browserExpect,
    ...browserTimeouts,
    browser: chromiumBrowser(),
  },
});
