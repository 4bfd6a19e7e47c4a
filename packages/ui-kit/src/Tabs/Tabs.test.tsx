import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Tabs } from './Tabs';

const items = [
  { id: 'slots', label: 'Slots', content: 'Slot games' },
  { id: 'live', label: 'Live casino', content: 'Live tables' },
  { id: 'sports', label: 'Sports', content: 'Sports book' },
];

describe('Tabs', () => {
  it('uncontrolled: moves selection with arrow keys and shows the matching panel', async () => {
    render(<Tabs label="Game categories" items={items} />);
    const slots = screen.getByRole('tab', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Slot games');
    await userEvent.tab();
    expect(slots).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const live = screen.getByRole('tab', { name: 'Live casino' });
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(live).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Live casino' })).toHaveTextContent('Live tables');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  });

  it('fitted: the tabs share the list width and stay in view in a narrow sheet', () => {
    render(
      <div style={{ width: 320 }}>
        <Tabs label="Menu sections" items={items} isFitted />
      </div>,
    );
    const list = screen.getByRole('tablist', { name: 'Menu sections' });
    expect(list).toHaveAttribute('data-fitted', 'true');
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const widths = screen.getAllByRole('tab').map((tab) => tab.getBoundingClientRect().width);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(48);
  });

  it('starts on defaultSelectedId', () => {
    render(<Tabs label="Game categories" items={items} defaultSelectedId="sports" />);
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  });

  it('controlled: follows selectedId and reports requests through onSelectionChange', async () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <Tabs
        label="Game categories"
        items={items}
        selectedId="slots"
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(onSelectionChange).toHaveBeenCalledWith('sports');
    // Not selected until the owner passes the new id.
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    rerender(
      <Tabs
        label="Game categories"
        items={items}
        selectedId="sports"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  });

  it('controlled by state in a parent works end to end', async () => {
    function Parent() {
      const [id, setId] = useState('live');
      return (
        <Tabs label="Game categories" items={items} selectedId={id} onSelectionChange={setId} />
      );
    }
    render(<Parent />);
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Slot games');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Game categories" items={items} />);
    await expectNoAxeViolations(container);
  });
});
