// `@lobbykit/ui-kit/testing`: the axe check every package's component tests share (ui-kit's own,
// game-lobby's). Test code only: it pulls in axe-core and vitest.
import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe-core on `root` (the whole document by default) and fails with the rule ids it finds. */
export async function expectNoAxeViolations(root: Element | Document = document): Promise<void> {
  // Contrast is judged on settled styles: a dialog mid fade-in is partly transparent (a slow,
  // busy machine catches it there). Endless animations (spinners) are left running.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  // React Aria's live announcer (`[data-live-announcer]`, prepended to the body) speaks a message
  // through a short-lived `role="img"` node labelled by an element of the page; the node outlives
  // its label by up to 7 s, so a busy machine catches a dangling label. It is the screen reader's
  // channel, not the page under test.
  const context: axe.ElementContext = {
    include: root instanceof Document ? [[':root']] : [root],
    exclude: [['[data-live-announcer]']],
  };
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    // A component is not a page: page-structure rules belong to the site's own checks.
    rules: {
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
      region: { enabled: false },
    },
  });
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
