/**
 * Runs axe-core on the page (or `root`) and fails listing every violation. The site is a whole
 * page, so page-structure rules stay on, except `region` where a test checks a popup alone.
 */
export declare function expectNoAxeViolations(
  root?: Element | Document,
  options?: {
    ignoreRegion?: boolean;
  },
): Promise<void>;
