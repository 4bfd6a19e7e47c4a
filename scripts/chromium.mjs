// One place for how every headless run starts Chromium: the vitest browser projects, e2e,
// Storybook's axe run and verify-publish. Debian's Chromium, never a test tool's own download
// (STACK.md).

/** The browser binary: Debian's package, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, in a container without a sandbox or a GPU, and quiet on the network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
