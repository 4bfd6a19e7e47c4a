import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { preactTestAliases } from './src/preact/aliases.js';

// The shims are tested where they run: real Chromium (Debian's, STACK.md), with React's modules
// resolved exactly as in a brand app build. Each test fails when its shim is left out of the
// aliases (react-dom → preact/compat, react-dom/client → preact/compat/client).
export default defineConfig({
  resolve: { alias: preactTestAliases },
  optimizeDeps: {
    include: ['react-aria-components', 'preact', 'preact/hooks', 'preact/compat'],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
