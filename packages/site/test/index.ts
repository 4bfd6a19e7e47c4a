// Helpers for the site's browser tests (they run in Chromium against the real platform).
export { mountTestSite, unmountTestSite, brandById, allBrands } from './mountTestSite';
export type { MountTestSiteOptions, MountedSite } from './mountTestSite';
export { expectNoAxeViolations } from './axe';
export type { DemoAccounts } from './demoAccounts';
export { operator, outbox, latestSmsCode, setStatus, captchaAnswer } from './operatorCommands';
export { widenViewport } from './viewport';
