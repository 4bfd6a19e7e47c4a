import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { CalendarDate, today } from '@internationalized/date';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DateRangePicker, dateRangePreset } from './DateRangePicker';

const labels = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  presets: 'Quick ranges',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

const zone = 'Asia/Tokyo';

describe('DateRangePicker', () => {
  it('computes the presets in the brand time zone, ending today', () => {
    const now = today(zone);
    expect(dateRangePreset('today', zone)).toEqual({ start: now, end: now });
    const week = dateRangePreset('last7Days', zone);
    expect(week.end.compare(week.start)).toBe(6);
    const month = dateRangePreset('last30Days', zone);
    expect(month.end.compare(month.start)).toBe(29);
    const thisMonth = dateRangePreset('thisMonth', zone);
    expect(thisMonth.start.day).toBe(1);
    expect(thisMonth.end).toEqual(now);
  });

  it('fills the range from a preset in the calendar popover and closes it', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="en-GB"
        labels={labels}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const presets = within(dialog).getByRole('group', { name: 'Quick ranges' });
    await userEvent.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith(dateRangePreset('last7Days', zone));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a range typed segment by segment from the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="en-GB"
        labels={labels}
        maxValue={new CalendarDate(2026, 12, 31)}
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute('data-type', 'day');
    await userEvent.keyboard('05112026');
    await userEvent.keyboard('20112026');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 11, 5),
      end: new CalendarDate(2026, 11, 20),
    });
  });

  it('opens the calendar from its button by keyboard, on the chosen start day', async () => {
    render(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="en-GB"
        labels={labels}
        defaultValue={{
          start: new CalendarDate(2026, 11, 10),
          end: new CalendarDate(2026, 11, 12),
        }}
        maxValue={new CalendarDate(2026, 12, 31)}
      />,
    );
    screen.getByRole('button', { name: /Calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /10 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows the dates in the locale given: day first in en-GB, year first in ja-JP', () => {
    const value = { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 24) };
    const { rerender } = render(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="en-GB"
        labels={labels}
        value={value}
        maxValue={new CalendarDate(2026, 12, 31)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group.textContent).toContain('01/11/2026');
    rerender(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="ja-JP"
        labels={labels}
        value={value}
        maxValue={new CalendarDate(2026, 12, 31)}
      />,
    );
    expect(screen.getByRole('group', { name: 'Period' }).textContent).toContain('2026/11/1');
  });

  it('has no axe violations, closed and open', async () => {
    render(
      <DateRangePicker
        label="Period"
        timeZone={zone}
        locale="en-GB"
        labels={labels}
        defaultValue={dateRangePreset('last7Days', zone)}
      />,
    );
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });
});
