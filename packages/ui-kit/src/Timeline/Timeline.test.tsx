import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Timeline } from './Timeline';
import type { TimelineStep } from './Timeline';

const steps: TimelineStep[] = [
  {
    id: 'a',
    title: 'Request received',
    state: 'done',
    time: '24/11/2026 09:12:04',
    dateTime: '2026-11-24T09:12:04+09:00',
  },
  {
    id: 'b',
    title: 'Under review',
    state: 'current',
    time: '24/11/2026 09:30:41',
    note: 'Checked by the payments team.',
  },
  { id: 'c', title: 'Paid', state: 'upcoming' },
];
const stateLabels = {
  done: 'Completed',
  current: 'In progress',
  upcoming: 'Not yet',
  failed: 'Failed',
};

describe('Timeline', () => {
  it('lists the steps in order, each with its state in words, time and note', () => {
    render(<Timeline label="Withdrawal progress" steps={steps} stateLabels={stateLabels} />);
    const list = screen.getByRole('list', { name: 'Withdrawal progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'current', 'upcoming']);
    expect(items[0]).toHaveTextContent('Request receivedCompleted');
    expect(within(items[0] as HTMLElement).getByText('24/11/2026 09:12:04')).toHaveAttribute(
      'datetime',
      '2026-11-24T09:12:04+09:00',
    );
    expect(items[1]).toHaveTextContent('Checked by the payments team.');
  });

  it('marks the current step with aria-current="step" and no other', () => {
    render(<Timeline label="Progress" steps={steps} stateLabels={stateLabels} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('has no axe violations, including a failed step', async () => {
    const { container } = render(
      <Timeline
        label="Progress"
        steps={[
          ...steps.slice(0, 1),
          { id: 'x', title: 'Rejected', state: 'failed', note: 'Name does not match.' },
        ]}
        stateLabels={stateLabels}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
