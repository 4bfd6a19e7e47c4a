import axe from 'axe-core';
import { expect } from 'vitest';
/**
 * Runs axe-core on the page (or `root`) and fails listing every violation. The site is a whole
 * page, so page-structure rules stay on, except `region` where a test checks a popup alone.
 */
export async function expectNoAxeViolations(root = document, options = {}) {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: options.ignoreRegion ? { region: { enabled: false } } : {},
  });
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
