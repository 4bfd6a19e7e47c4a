import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'ui-kit/LanguageSelect',
  component: LanguageSelect,
  args: {
    label: 'Language',
    value: 'en',
    onChange: () => undefined,
    languages: [
      { code: 'en', label: 'English' },
      { code: 'ja', label: '日本語' },
    ],
  },
  parameters: { localeArgs: { ja: { label: '言語', value: 'ja' } } },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguageSelect {...args} value={value} onChange={setValue} />;
  },
};

export const ThreeLanguages: Story = {
  args: {
    languages: [
      { code: 'en', label: 'English' },
      { code: 'ja', label: '日本語' },
      { code: 'zh-Hans', label: '简体中文' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguageSelect {...args} value={value} onChange={setValue} />;
  },
};
