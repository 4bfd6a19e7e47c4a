import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // localStorage and document.documentElement are part of what §4 asks the locale code to touch.
    environment: 'jsdom',
  },
});
