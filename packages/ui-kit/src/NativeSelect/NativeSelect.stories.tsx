import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NativeSelect, nativeSelectSizes } from './NativeSelect';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
];

const meta = {
  title: 'ui-kit/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Language',
    options: languages,
    value: 'en',
    onChange: () => undefined,
    size: 'md',
    hideLabel: false,
  },
  argTypes: { size: { control: 'inline-radio', options: nativeSelectSizes } },
  parameters: { localeArgs: { ja: { label: '言語' } } },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <NativeSelect {...args} value={value} onChange={setValue} />;
  },
};

export const CompactHiddenLabel: Story = {
  ...Controlled,
  args: { size: 'sm', hideLabel: true },
};

export const Disabled: Story = { args: { isDisabled: true } };
