// The browser block every package's vitest browser tests share: Debian's Chromium, headless
// (scripts/chromium.mjs), one instance.
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/**
 * How long a browser session may take to open and connect to vitest's server: a hang guard, not a
 * wait. Vitest's 60 s default was missed on CI when turbo ran seven packages' browser suites at once
 * on 2 cores (load 15–20; scripts/test-all.mjs now runs three at a time): game-lobby's React session
 * still had its page, its pre-bundled dependencies and its first transforms to serve, and the run
 * failed with "Failed to connect to the browser session … within the timeout" and no failed test.
 * A session that connects sooner starts sooner.
 */
const connectTimeout = 300_000;

/** `test.browser` for a vitest config, with the package's own browser commands. */
export function chromiumBrowser(commands = {}) {
  return {
    enabled: true,
    headless: true,
    connectTimeout,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' }],
    commands,
  };
}

/**
 * `test.expect` for a vitest browser config. `expect.element` and `expect.poll` give up after 1 s
 * by default, and a real platform call on a busy 2-core CI (two browsers, argon2, a build beside)
 * can take longer: two login-popup tests failed there on the 1 s default while a quiet machine
 * passed them. A wait still ends as soon as its condition holds; only a wrong page waits longer.
 */
export const browserExpect = { poll: { timeout: 10_000 } };

/**
 * A component test's whole time, and its hooks'. Vitest's 15 s is met on a quiet machine, but the
 * suite must pass on a busy one: a clean-clone CI run here (load 15–20 on 2 cores, turbo running
 * every package's tests at once) timed out two ContactsSection tests and a bet slip test that
 * were only waiting for the page to answer.
 */
export const browserTimeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

/** A browser command: switches the page to prefers-reduced-motion, which no DOM API can do. */
export async function emulateReducedMotion(context, reduce) {
  if (context.provider.name !== 'playwright') throw new Error('needs the playwright provider');
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
}
