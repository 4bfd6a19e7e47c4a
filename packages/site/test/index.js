// Helpers for the site's browser tests (they run in Chromium against the real platform).
export { mountTestSite, unmountTestSite, brandById, allBrands } from './mountTestSite';
export { expectNoAxeViolations } from './axe';
export { operator, outbox, latestSmsCode, setStatus, captchaAnswer } from './operatorCommands';
