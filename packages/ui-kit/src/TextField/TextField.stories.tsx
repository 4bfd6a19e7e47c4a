import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { label: 'Username', hint: '4 to 16 letters or digits', type: 'text' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  parameters: {
    localeArgs: { ja: { label: 'ユーザー名', hint: '英数字4〜16文字' } },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { defaultValue: 'ab', errorMessage: 'This username is already taken' },
  parameters: {
    localeArgs: {
      ja: {
        label: 'ユーザー名',
        hint: '英数字4〜16文字',
        errorMessage: 'このユーザー名は既に使われています',
      },
    },
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    hint: '6 to 20 characters',
    type: 'password',
    passwordToggleLabel: 'Show password',
    defaultValue: 'secret',
  },
  parameters: {
    localeArgs: {
      ja: { label: 'パスワード', hint: '6〜20文字', passwordToggleLabel: 'パスワードを表示' },
    },
  },
};
