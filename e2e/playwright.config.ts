import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium (STACK.md): never `playwright install`.
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { baseUrlEnvName, brandsUnderTest } from './support/brands';

const brands = brandsUnderTest();

/**
 * The flow areas that run at desktop size and on a phone. With two or more brands, each area runs
 * every brand once: half of the brands on the phone and the other half at desktop size, and which
 * half takes the phone alternates from one area to the next, so every flow is seen on a phone and
 * every brand is walked on a phone. The full cross product (every brand at both sizes) doubled a
 * CI run that has 2 cores and 90 minutes; E2E_EVERY_SIZE=1 runs it, e.g. before a release.
 * The layout walk (every route and popup at 360–844 px) and the site closures still run every
 * brand.
 */
const flowAreas = [
  'brands',
  'account-flows',
  'lobby-flows',
  'member-centre',
  'download',
  'lottery',
  'sports',
];
const everySize = process.env.E2E_EVERY_SIZE === '1' || brands.length < 2;

/** The test titles of the brands that run `area` at this size (undefined: every brand). */
function brandsAt(area: string, size: 'desktop' | 'phone'): RegExp | undefined {
  if (everySize) return undefined;
  const offset = flowAreas.indexOf(area) + (size === 'phone' ? 0 : 1);
  const ids = brands.filter((_, index) => (index + offset) % 2 === 0).map((brand) => brand.id);
  // Every describe title names its brand (`harbor: account flows`, `brand sakura`...). A brand id
  // may hold a hyphen: `sakura` must not pick the titles of `sakura-jp`.
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\w-])(${escaped.join('|')})(?![\\w-])`);
}

/**
 * Issue 11 "phones first": most players are on a phone, so every flow runs twice, at desktop size
 * and as a 390 px Android phone (touch, a device scale factor of 2, a phone user agent). The
 * projects of the phone run carry this suffix; support/device.ts tells a test which one it is in.
 */
export const phoneSuffix = '-phone';
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
};

// Each brand is served by the REAL reference platform (its built site plus the platform API from one
// origin) on its own port and a fresh temporary database, unless E2E_BASE_URL_<ID> points at a
// running server. The servers start one after another, so the brand builds do not race.
const webServer = brands
  .filter((brand) => !process.env[baseUrlEnvName(brand.id)])
  .map((brand) => ({
    command: `node support/serve-platform.mjs ${brand.id} ${brand.port} ${brand.dataDir ?? ''}`,
    url: brand.baseURL,
    reuseExistingServer: !process.env.CI,
    // The first run builds the brand app and the platform creates its database (two cores here).
    timeout: 300_000,
    // SIGTERM lets the platform close PGlite and the launcher remove the temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  }));

export default defineConfig({
  testDir: './tests',
  // E2E_OUTPUT_DIR keeps the artifacts of one run apart from another run in the same checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // A page walk with axe on a busy 2-core machine (two platforms, two browsers) can pass a minute;
  // a local full run at load 11 took 1.5 min over account flows that take 40 s on a quiet one. The
  // timeout is only a hang guard: every wait inside ends on its condition.
  timeout: 180_000,
  // Two browsers, two platforms (argon2 logins) and the build share 2 cores in CI: an answer that
  // takes 1 s on a quiet machine can take 5 s there.
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME names the file scripts/test-all.mjs counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // A trace records every action's screenshots and DOM: it tripled Chromium's CPU time, and CI
    // has 2 cores for the whole suite. A failure keeps its screenshot (and the steps' own
    // screenshots); E2E_TRACE=1 records traces to look into a failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // A control that is not there fails the step in seconds, not at the end of the test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // The platforms answer and the operator CLI reaches each through its socket.
    { name: 'setup', testMatch: /platform\.setup\.ts$/, teardown: 'site-closures' },
    // Read-only checks of every brand, language and mode.
    {
      name: 'brands',
      testMatch: /brands\.spec\.ts$/,
      grep: brandsAt('brands', 'desktop'),
      dependencies: ['setup'],
    },
    // Issue 5's account flows (they never close the site, so they run beside the brand checks).
    {
      name: 'account-flows',
      testMatch: /account-flows\.spec\.ts$/,
      grep: brandsAt('account-flows', 'desktop'),
      grepInvert: /@closes-site/,
      dependencies: ['setup'],
    },
    // Issue 6's lobby flows (real play against the ledger; they never close the site).
    {
      name: 'lobby-flows',
      testMatch: /lobby-flows\.spec\.ts$/,
      grep: brandsAt('lobby-flows', 'desktop'),
      dependencies: ['setup'],
    },
    // Issue 14's member centre: member-centre.spec.ts (the messageV2 inbox from the header) and one
    // member-centre-<area>.spec.ts per area (cashier, records, security...).
    {
      name: 'member-centre',
      testMatch: /member-centre(-[a-z-]+)?\.spec\.ts$/,
      grep: brandsAt('member-centre', 'desktop'),
      dependencies: ['setup'],
    },
    // The same flows on a phone (issue 11), and the walk of every route and popup at phone and
    // landscape sizes that fails on any horizontal overflow or off-screen dialog.
    ...flowAreas.map((flows) => ({
      name: `${flows}${phoneSuffix}`,
      testMatch: new RegExp(`${flows}(-[a-z-]+)?\\.spec\\.ts$`),
      grep: brandsAt(flows, 'phone'),
      grepInvert: /@closes-site/,
      dependencies: ['setup'],
      // Full-page screenshots at twice the pixels and touch emulation take longer.
      timeout: 180_000,
      use: { ...phone, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    })),
    {
      name: 'download',
      testMatch: /download\.spec\.ts$/,
      grep: brandsAt('download', 'desktop'),
      dependencies: ['setup'],
    },
    // Issue 16 item 3: the lottery pages (a bet waits for a real draw, up to 5 minutes).
    {
      name: 'lottery',
      testMatch: /lottery\.spec\.ts$/,
      grep: brandsAt('lottery', 'desktop'),
      dependencies: ['setup'],
    },
    // Issue 16 item 4: the sportsbook on a phone (the operator's `sports play` plays an
    // accumulator's fixtures out at once), one brand per run like the lottery.
    {
      name: 'sports',
      testMatch: /sports\.spec\.ts$/,
      grep: brandsAt('sports', 'phone'),
      dependencies: ['setup'],
      use: { ...phone, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    { name: 'layout', testMatch: /layout\.spec\.ts$/, dependencies: ['setup'] },
    // Maintenance and region blocking replace the whole site: they run as the teardown of setup,
    // that is after every other test has finished, whatever its result.
    // They change one platform-wide setting each, so they run one after another, never side by side.
    {
      name: 'site-closures',
      testMatch: /account-flows\.spec\.ts$/,
      grep: /@closes-site/,
      fullyParallel: false,
    },
  ],
  webServer,
});
