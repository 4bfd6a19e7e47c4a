import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'ui-kit/TextAreaField',
  component: TextAreaField,
  args: {
    label: 'Your feedback',
    hint: 'At least 10 characters.',
    maxCharacters: 140,
    counterLabel: (count: number, max: number) => `${count} of ${max} characters`,
    isRequired: true,
  },
  parameters: {
    localeArgs: {
      ja: {
        label: 'ご意見',
        hint: '10 文字以上で入力してください。',
        counterLabel: (count: number, max: number) => `${max} 文字中 ${count} 文字`,
      },
    },
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextAreaField {...args} value={value} onChange={setValue} />;
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Too short', errorMessage: 'Write at least 10 characters.' },
  parameters: {
    localeArgs: {
      ja: {
        label: 'ご意見',
        errorMessage: '10 文字以上で入力してください。',
        counterLabel: (count: number, max: number) => `${max} 文字中 ${count} 文字`,
      },
    },
  },
};

export const OverLimit: Story = {
  args: { maxCharacters: 10, defaultValue: 'This text is longer than ten characters.' },
};
