import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface AxeOptions {
  /** Check only this part of the page (a dialog), as a CSS selector. */
  include?: string;
  /** What the check is about, shown in the failure message. */
  label?: string;
  /** Record violations without failing the test at once (expect.soft). */
  soft?: boolean;
}

/** The axe violations of the page (or of one part), as `id: help (nodes)` lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  // Contrast is judged on settled colours: a slideshow caught half-way through its cross-fade has
  // text at partial opacity, which no player reads and which made the check flaky.
  const settle = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const result = await builder
    .analyze()
    .finally(() => settle.evaluate((el) => el.parentNode?.removeChild(el)));
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
}

/** Zero axe violations, the quality bar of every page and popup (issue 5). */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options.include);
  const message = `axe violations${options.label ? ` on ${options.label}` : ''}`;
  if (options.soft) expect.soft(violations, message).toEqual([]);
  else expect(violations, message).toEqual([]);
}
