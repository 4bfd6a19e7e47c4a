import { render } from '@testing-library/react';
import { commands } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Skeleton } from './Skeleton';

function onlyChild(container: HTMLElement): HTMLElement {
  const element = container.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('Skeleton rendered nothing');
  return element;
}

describe('Skeleton', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion(false);
  });

  it('reserves exactly the given width and height and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={180} height="2rem" />);
    const element = onlyChild(container);
    expect(element).toHaveAttribute('aria-hidden', 'true');
    const box = element.getBoundingClientRect();
    expect(box.width).toBe(180);
    expect(box.height).toBe(32);
  });

  it('shimmers normally and stands still under prefers-reduced-motion', async () => {
    const { container } = render(<Skeleton width={100} height={20} />);
    const element = onlyChild(container);
    expect(getComputedStyle(element).animationName).not.toBe('none');
    await commands.emulateReducedMotion(true);
    expect(getComputedStyle(element).animationName).toBe('none');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Skeleton width={200} height={120} />
        <Skeleton width="60%" height="1em" shape="text" />
        <Skeleton width={40} height={40} shape="circle" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
