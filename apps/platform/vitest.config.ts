import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // PGlite's first start and the RSA key take a few seconds per file on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
