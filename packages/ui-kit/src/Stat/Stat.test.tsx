import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Stat } from './Stat';

describe('Stat', () => {
  it('pairs the label with its value in a description list', () => {
    render(<Stat label="Deposits" value="¥1,234,000" />);
    expect(screen.getByRole('term')).toHaveTextContent('Deposits');
    expect(screen.getByRole('definition')).toHaveTextContent('¥1,234,000');
  });

  it('reads the trend as words; the arrow and short figure are hidden', () => {
    render(
      <Stat
        label="Deposits"
        value="¥1,234,000"
        trend={{ direction: 'up', text: '+12%', description: 'Up 12% on last week' }}
      />,
    );
    const trend = screen.getByText('Up 12% on last week').closest('dd');
    expect(trend).toHaveAttribute('data-direction', 'up');
    expect(trend).toHaveAttribute('data-meaning', 'good');
    expect(
      screen.getByText('+12%', { exact: false }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('lets a fall be good news (losses going down)', () => {
    render(
      <Stat
        label="Losses"
        value="¥45,500"
        trend={{ direction: 'down', text: '−8%', description: 'Down 8%', meaning: 'good' }}
      />,
    );
    expect(screen.getByText('Down 8%').closest('dd')).toHaveAttribute('data-meaning', 'good');
  });

  it('has no axe violations in each direction', async () => {
    const { container } = render(
      <>
        <Stat label="A" value="1" trend={{ direction: 'up', text: '+1%', description: 'Up 1%' }} />
        <Stat
          label="B"
          value="2"
          trend={{ direction: 'down', text: '−1%', description: 'Down 1%' }}
        />
        <Stat
          label="C"
          value="3"
          trend={{ direction: 'flat', text: '0%', description: 'No change' }}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
