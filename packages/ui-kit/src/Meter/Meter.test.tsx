import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Meter } from './Meter';

describe('Meter', () => {
  it('is a labelled meter whose value text is the formatted amount', () => {
    render(
      <Meter label="Limit used" value={30000} maxValue={100000} valueLabel="¥30,000 of ¥100,000" />,
    );
    const meter = screen.getByRole('meter', { name: 'Limit used' });
    expect(meter).toHaveAttribute('aria-valuenow', '30000');
    expect(meter).toHaveAttribute('aria-valuetext', '¥30,000 of ¥100,000');
    expect(meter).toHaveTextContent('¥30,000 of ¥100,000');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Meter label="Limit used" value={92} tone="critical" />);
    await expectNoAxeViolations(container);
  });
});
