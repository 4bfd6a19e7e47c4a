import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CalendarDate } from '@internationalized/date';
import { DateRangePicker, dateRangePreset } from './DateRangePicker';
import type { DateRange } from './DateRangePicker';

const labels = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  presets: 'Quick ranges',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

const labelsJa = {
  today: '今日',
  last7Days: '過去7日間',
  last30Days: '過去30日間',
  thisMonth: '今月',
  presets: 'よく使う期間',
  previousMonth: '前の月',
  nextMonth: '次の月',
};

// A fixed day, so the stories (and their screenshots) do not change with the calendar.
const fixed: DateRange = {
  start: new CalendarDate(2026, 11, 1),
  end: new CalendarDate(2026, 11, 24),
};

const meta = {
  title: 'ui-kit/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Period',
    timeZone: 'Asia/Tokyo',
    locale: 'en-GB',
    labels,
    defaultValue: fixed,
    maxValue: new CalendarDate(2026, 12, 31),
  },
  argTypes: { labels: { control: false } },
  parameters: { localeArgs: { ja: { label: '期間', locale: 'ja-JP', labels: labelsJa } } },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateRange | null>(() =>
      dateRangePreset('last7Days', args.timeZone),
    );
    return <DateRangePicker {...args} maxValue={undefined} value={value} onChange={setValue} />;
  },
};

export const Empty: Story = { args: { defaultValue: null } };

export const Open: Story = { args: { defaultOpen: true } };

export const Invalid: Story = {
  args: { errorMessage: 'Choose at most 90 days.' },
  parameters: { localeArgs: { ja: { errorMessage: '90日以内で選んでください。' } } },
};
