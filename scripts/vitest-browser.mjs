// The browser block every package's vitest browser tests share: Debian's Chromium, headless
// (scripts/chromium.mjs), one instance.
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** `test.browser` for a vitest config, with the package's own browser commands. */
export function chromiumBrowser(commands = {}) {
  return {
    enabled: true,
    headless: true,
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

/** A browser command: switches the page to prefers-reduced-motion, which no DOM API can do. */
export async function emulateReducedMotion(context, reduce) {
  if (context.provider.name !== 'playwright') throw new Error('needs the playwright provider');
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
}
