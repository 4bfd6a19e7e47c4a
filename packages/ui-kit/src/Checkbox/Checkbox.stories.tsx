import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { children: 'I am over 18 and accept the terms' },
  parameters: { localeArgs: { ja: { children: '18歳以上であり、利用規約に同意します' } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { description: 'You can change this later in your profile' },
  parameters: {
    localeArgs: {
      ja: {
        children: '18歳以上であり、利用規約に同意します',
        description: 'この設定は後でプロフィールから変更できます',
      },
    },
  },
};

export const RequiredAndInvalid: Story = {
  args: { isRequired: true, errorMessage: 'Please confirm to continue' },
  parameters: {
    localeArgs: {
      ja: {
        children: '18歳以上であり、利用規約に同意します',
        errorMessage: '続行するには確認してください',
      },
    },
  },
};
