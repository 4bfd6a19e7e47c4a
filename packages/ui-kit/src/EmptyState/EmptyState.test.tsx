import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title as a heading of the level asked, its reason and its action', () => {
    render(
      <EmptyState
        title="No games found"
        description="Try another name."
        headingLevel={3}
        icon={<svg />}
        action={<Button>Clear search</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No games found' })).toBeVisible();
    expect(screen.getByText('Try another name.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeVisible();
  });

  it('keeps its picture from assistive technology', () => {
    const { container } = render(<EmptyState title="Nothing" icon={<svg data-testid="pic" />} />);
    expect(screen.getByTestId('pic').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('[data-state="empty"]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        title="No games found"
        description="Try another name."
        action={<Button>Clear</Button>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
