import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter, meterTones } from './Meter';

const meta = {
  title: 'ui-kit/Meter',
  component: Meter,
  args: {
    label: 'Daily deposit limit used',
    value: 30000,
    maxValue: 100000,
    valueLabel: '¥30,000 of ¥100,000',
    tone: 'brand',
  },
  argTypes: { tone: { control: 'inline-radio', options: meterTones } },
  parameters: {
    localeArgs: { ja: { label: '1日の入金限度額の使用分', valueLabel: '¥30,000 / ¥100,000' } },
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NearLimit: Story = {
  args: { value: 92000, valueLabel: '¥92,000 of ¥100,000', tone: 'critical' },
  parameters: { localeArgs: { ja: { valueLabel: '¥92,000 / ¥100,000' } } },
};
