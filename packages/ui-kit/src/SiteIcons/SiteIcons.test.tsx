import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { memberIcons } from './MemberIcons';
import { siteIcons } from './SiteIcons';

// The frame's icons and the member centre's menu icons follow the same rules.
const icons = { ...siteIcons, ...memberIcons };
const names = Object.keys(icons) as (keyof typeof icons)[];

describe('SiteIcons', () => {
  it.each(names)('%s is decorative: hidden from assistive technology and not focusable', (name) => {
    const Icon = icons[name];
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
  });

  it('has no axe violations inside a named button', async () => {
    const { container } = render(
      <div>
        {names.map((name) => {
          const Icon = icons[name];
          return (
            <button key={name} type="button" aria-label={name}>
              <Icon />
            </button>
          );
        })}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
