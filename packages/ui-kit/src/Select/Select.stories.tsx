import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from './Select';

const options = [
  { value: 'all', label: 'All transactions' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'bonus', label: 'Bonuses' },
  { value: 'transfer', label: 'Transfers between wallets', isDisabled: true },
];

const optionsJa = [
  { value: 'all', label: 'すべての取引' },
  { value: 'deposit', label: '入金' },
  { value: 'withdrawal', label: '出金' },
  { value: 'bonus', label: 'ボーナス' },
  { value: 'transfer', label: 'ウォレット間の振替', isDisabled: true },
];

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Transaction type',
    options,
    placeholder: 'Choose a type',
    hint: 'Shows only this kind of transaction.',
  },
  argTypes: { options: { control: false } },
  parameters: {
    localeArgs: {
      ja: {
        label: '取引の種類',
        options: optionsJa,
        placeholder: '種類を選択',
        hint: 'この種類の取引だけを表示します。',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('deposit');
    return <Select {...args} value={value} onChange={setValue} />;
  },
};

export const Open: Story = { args: { defaultValue: 'withdrawal', defaultOpen: true } };

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose a transaction type.' },
  parameters: { localeArgs: { ja: { errorMessage: '取引の種類を選んでください。' } } },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'all' } };
