import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NumberField } from './NumberField';

// The two merchants of the repository: sakura in yen (no decimals), harbor in euros (two).
const yen = { currency: 'JPY', currencySymbol: '¥', minorUnits: 0 };
const euro = { currency: 'EUR', currencySymbol: '€', minorUnits: 2 };

const meta = {
  title: 'ui-kit/NumberField',
  component: NumberField,
  args: {
    label: 'Withdrawal amount',
    hint: 'From ¥1,000 to ¥500,000',
    minValue: 1000,
    maxValue: 500000,
    defaultValue: 25000,
    ...yen,
  },
  parameters: {
    localeArgs: { ja: { label: '出金額', hint: '¥1,000〜¥500,000' } },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yen: Story = {};

export const Euro: Story = {
  args: {
    ...euro,
    hint: 'From €10.00 to €5,000.00',
    minValue: 10,
    maxValue: 5000,
    defaultValue: 1234.5,
  },
  parameters: { localeArgs: { ja: { hint: '€10.00〜€5,000.00' } } },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(12000);
    return <NumberField {...args} value={value} onChange={setValue} />;
  },
};

export const Invalid: Story = {
  args: { defaultValue: 600000, isRequired: true, errorMessage: 'At most ¥500,000.' },
  parameters: { localeArgs: { ja: { errorMessage: '¥500,000以下で入力してください。' } } },
};

export const Disabled: Story = { args: { isDisabled: true } };
