import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { toVipLevel, VipBadge, vipLevels } from './VipBadge';

describe('VipBadge', () => {
  it('is an image named by its label that shows the level (§2.6)', () => {
    render(<VipBadge level={4} label="VIP level 4" />);
    const image = screen.getByRole('img', { name: 'VIP level 4' });
    expect(image).toHaveAttribute('data-level', '4');
    expect(image.textContent).toBe('4');
  });

  it('draws levels 1-6 and shows level 1 for anything else (§9 default 1)', () => {
    expect(vipLevels.map(toVipLevel)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([0, -2, 1.5, Number.NaN].map(toVipLevel)).toEqual([1, 1, 1, 1]);
    expect(toVipLevel(9)).toBe(6);
    render(<VipBadge level={0} label="VIP" />);
    expect(screen.getByRole('img', { name: 'VIP' })).toHaveAttribute('data-level', '1');
  });

  it('has no axe violations at any level', async () => {
    const { container } = render(
      <p>
        {vipLevels.map((level) => (
          <VipBadge key={level} level={level} label={`VIP level ${level}`} />
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
