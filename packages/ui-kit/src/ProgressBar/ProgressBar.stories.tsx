import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar, progressBarTones } from './ProgressBar';

const meta = {
  title: 'ui-kit/ProgressBar',
  component: ProgressBar,
  args: {
    label: 'Wagering',
    value: 12000,
    maxValue: 50000,
    valueLabel: '¥12,000 of ¥50,000',
    tone: 'brand',
  },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
  parameters: {
    localeArgs: { ja: { label: 'ベット条件', valueLabel: '¥12,000 / ¥50,000' } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wagering: Story = {};

export const Complete: Story = {
  args: { value: 50000, valueLabel: '¥50,000 of ¥50,000', tone: 'positive' },
  parameters: { localeArgs: { ja: { valueLabel: '¥50,000 / ¥50,000' } } },
};

export const Percentage: Story = { args: { value: 40, maxValue: 100, valueLabel: undefined } };
