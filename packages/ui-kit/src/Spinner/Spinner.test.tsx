import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Loading games" />);
    const progress = screen.getByRole('progressbar', { name: 'Loading games' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
    expect(progress).toHaveAttribute('data-state', 'loading');
  });

  it('can show its label without it being read twice', () => {
    render(<Spinner label="Loading games" showLabel />);
    expect(screen.getByText('Loading games')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Spinner label="Loading games" />
        <Spinner label="Loading games" showLabel size="lg" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
