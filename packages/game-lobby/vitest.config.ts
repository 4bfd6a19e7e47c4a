import { defineConfig } from 'vitest/config';

// Pure logic runs in node; the pages and tiles run in Chromium against the real platform
// (vitest.browser.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
