import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar whose value text is the formatted amount', () => {
    render(
      <ProgressBar
        label="Wagering"
        value={12000}
        maxValue={50000}
        valueLabel="¥12,000 of ¥50,000"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '12000');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(bar).toHaveAttribute('aria-valuetext', '¥12,000 of ¥50,000');
    expect(bar).toHaveTextContent('¥12,000 of ¥50,000');
    expect(bar).toHaveAttribute('data-state', 'progress');
  });

  it('fills in proportion and reports complete at the end', () => {
    const { rerender } = render(<ProgressBar label="Wagering" value={25} />);
    const bar = screen.getByRole('progressbar');
    const fill = bar.querySelector('span > span:only-child') as HTMLElement | null;
    expect(fill?.style.width).toBe('25%');
    expect(bar).toHaveTextContent('25%');
    rerender(<ProgressBar label="Wagering" value={100} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ProgressBar label="Wagering" value={40} valueLabel="40 of 100" />,
    );
    await expectNoAxeViolations(container);
  });
});
