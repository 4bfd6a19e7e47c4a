// Issue 11 "phones first": what a page must be at every phone size, checked in the page itself.
// The document is never wider than the screen; every dialog lies inside the visual viewport and
// scrolls inside itself; no control is covered by a fixed or sticky bar (the right bar, the
// header) once it is scrolled into view.
import type { Page } from '@playwright/test';

/** The sizes every route and popup is walked at: three phones upright and one on its side. */
export const phoneSizes = [
  { name: '360', width: 360, height: 780 },
  { name: '390', width: 390, height: 844 },
  { name: '430', width: 430, height: 932 },
  { name: '844-landscape', width: 844, height: 390 },
] as const;
export type PhoneSize = (typeof phoneSizes)[number];

export interface LayoutProblem {
  kind: 'overflow' | 'dialog-outside' | 'dialog-no-scroll' | 'covered' | 'small-target';
  detail: string;
}

/**
 * Every layout problem of the page as it is now. Runs in the page in one synchronous pass, so
 * scrolling a control into view and asking what is on top of it see the same layout.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { kind: LayoutProblem['kind']; detail: string }[] = [];
    const describe = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
        '';
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${label}"`;
    };
    const root = document.documentElement;
    const vv = window.visualViewport;
    const viewWidth = vv ? vv.width : root.clientWidth;
    const viewHeight = vv ? vv.height : root.clientHeight;

    // 1. The document is never wider than the screen (the layout viewport would widen with it).
    if (root.scrollWidth > root.clientWidth + 1 || window.innerWidth > viewWidth + 1) {
      // Name the widest elements that are not inside a scrolling or clipping box.
      const clipped = (el: Element): boolean => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o !== 'visible') return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(el))
        .slice(0, 3)
        .map(describe);
      problems.push({
        kind: 'overflow',
        detail: `document ${root.scrollWidth} px wide on a ${root.clientWidth} px screen: ${wide.join(', ')}`,
      });
    }

    // Shown to a player: a box, not hidden, and not parked off the page until focused (a skip
    // link sits above the top edge until Tab reaches it).
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const offPage = r.bottom + window.scrollY <= 0 || r.right + window.scrollX <= 0;
      return (
        r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !offPage
      );
    };
    const clips = (el: Element): boolean => getComputedStyle(el).overflowY !== 'visible';
    /** The part of an element its clipping ancestors let through (a dialog inside its modal). */
    const shownRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (!clips(p)) continue;
        const c = p.getBoundingClientRect();
        left = Math.max(left, c.left);
        top = Math.max(top, c.top);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return { left, top, right, bottom };
    };

    // 2. Every open dialog inside the visual viewport, scrolling inside itself when taller.
    // A native modal `<dialog>` (ui-kit NativeDialog) has the dialog role without the attribute.
    const dialogs = [
      ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ].filter(visible);
    for (const dialog of dialogs) {
      const r = shownRect(dialog);
      if (r.left < -1 || r.top < -1 || r.right > viewWidth + 1 || r.bottom > viewHeight + 1) {
        problems.push({
          kind: 'dialog-outside',
          detail: `${describe(dialog)} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(viewWidth)}×${Math.round(viewHeight)}`,
        });
      }
      const ancestors: Element[] = [];
      for (let p = dialog.parentElement; p && p !== document.body; p = p.parentElement)
        ancestors.push(p);
      const scrolls = [...ancestors, dialog, ...dialog.querySelectorAll('*')].some((el) => {
        const s = getComputedStyle(el);
        return (
          el.scrollHeight > el.clientHeight + 1 &&
          (s.overflowY === 'auto' || s.overflowY === 'scroll')
        );
      });
      const content = Math.max(
        ...[dialog, ...dialog.querySelectorAll('*')].map((el) => el.scrollHeight),
      );
      if (content > viewHeight + 1 && !scrolls) {
        problems.push({
          kind: 'dialog-no-scroll',
          detail: `${describe(dialog)} holds ${content} px in a ${Math.round(viewHeight)} px screen and does not scroll`,
        });
      }
    }

    // 3. No control covered once it is scrolled into view; targets large enough to tap
    // (WCAG 2.2 2.5.8: 24 px at the least, or 24 px of room around a smaller one).
    const scope: Element = dialogs.at(-1) ?? document.body;
    const controls = [
      ...scope.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"]',
      ),
    ].filter((el) => visible(el) && !el.closest('[aria-hidden="true"], [inert]'));
    // An endless animation (the news ticker) is stopped at its start while controls are looked
    // at: a moving link half slid out of its clipping box lies under whatever is beside the box
    // at one instant and not the next (a CI run found the ticker's link under its own label).
    // At time 0 every item can be scrolled into view, so each is still checked.
    const endless = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity,
      );
    for (const a of endless) {
      a.pause();
      a.currentTime = 0;
    }
    const startX = window.scrollX;
    const startY = window.scrollY;
    // Where every scrolling box was before the walk, to put it back (rows scrolled sideways).
    const scrollers = new Map<Element, [number, number]>();
    for (const el of controls.slice(0, 400)) {
      // A checkbox or radio is tapped through its label too (a visually hidden input is drawn by
      // its label), so the label is the target.
      const label =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.labels?.[0] ?? el.closest('label'))
          : null;
      const target = label ?? el;
      for (let p = target.parentElement; p; p = p.parentElement) {
        const scrolls = p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight;
        if (scrolls && !scrollers.has(p)) scrollers.set(p, [p.scrollLeft, p.scrollTop]);
      }
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = target.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), viewWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), viewHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== target && !target.contains(hit) && !hit.contains(target)) {
        // A label or wrapper of the control is the control too.
        const wrapper = target.closest('label');
        if (!(wrapper && (wrapper === hit || wrapper.contains(hit)))) {
          problems.push({
            kind: 'covered',
            detail: `${describe(target)} is under ${describe(hit)}`,
          });
        }
      }
      const inline = getComputedStyle(target).display === 'inline';
      if (!inline && (r.width < 24 || r.height < 24)) {
        problems.push({
          kind: 'small-target',
          detail: `${describe(target)} is ${Math.round(r.width)}×${Math.round(r.height)} px`,
        });
      }
    }
    for (const [el, [left, top]] of scrollers) {
      el.scrollLeft = left;
      el.scrollTop = top;
    }
    window.scrollTo(startX, startY);
    for (const a of endless) a.play();
    return problems;
  });
}

/**
 * Two frames, so a resize's layout and any resize observers have run, then every finite
 * animation and transition has ended: a drawer measured while it slides in lies partly off the
 * screen (a CI run caught the side menu at x -6 px on a busy machine). Endless animations (a
 * spinner, a ticker) are left running.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    await frames();
    // Only running ones: a paused animation (a carousel or ticker that stops under the pointer
    // left on it) never finishes, and waiting for it hung a CI run for 10 minutes; paused, it
    // moves nothing either.
    const finite = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
    // A cancelled animation rejects its `finished` promise; it no longer moves anything either.
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await frames();
  });
}
