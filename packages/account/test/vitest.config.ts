import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const packageDir = join(import.meta.dirname, '..');

// The account's own rules (registration layout and checks, remember-me storage) in jsdom, for its
// localStorage. Its popups are tested where they run: in the composed site against the real
// platform (packages/site/test/account) and end to end (e2e/tests/account-flows.spec.ts).
export default defineConfig({
  root: packageDir,
  test: {
    name: 'logic',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
  },
});
