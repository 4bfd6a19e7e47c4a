import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { badgeTones, Badge } from './Badge';

describe('Badge', () => {
  it('shows the count and gives screen readers the label instead of bare digits', () => {
    const { container } = render(<Badge count={3} label="3 unread" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-count', '3');
  });

  it('caps at 99+ by default and at a custom max', () => {
    const { rerender } = render(<Badge count={150} label="150 unread" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={12} label="12 unread" max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    rerender(<Badge count={99} label="99 unread" />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('renders nothing when the count is 0', () => {
    const { container } = render(<Badge count={0} label="0 unread" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations in any tone', async () => {
    const { container } = render(
      <p>
        Messages
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} count={120} label="120 unread" />
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
