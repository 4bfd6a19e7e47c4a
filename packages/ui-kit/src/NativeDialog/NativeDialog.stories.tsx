import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { dialogRoles, dialogSizes } from '../Dialog/DialogContent';
import { NativeDialog } from './NativeDialog';

const meta = {
  title: 'ui-kit/NativeDialog',
  component: NativeDialog,
  args: {
    title: 'Welcome back',
    closeLabel: 'Close',
    size: 'md',
    role: 'dialog',
    defaultOpen: true,
    children: 'Log in to see your balance and play for real money.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
    actions: { control: false },
  },
  parameters: {
    localeArgs: {
      ja: {
        title: 'おかえりなさい',
        closeLabel: '閉じる',
        children: 'ログインすると残高を確認し、リアルマネーでプレイできます。',
      },
    },
  },
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Confirm: Story = {
  args: {
    role: 'alertdialog',
    size: 'sm',
    title: 'Cancel the withdrawal?',
    children: 'The amount returns to your wallet.',
    actions: (close: () => void) => (
      <>
        <Button variant="ghost" tone="neutral" onPress={close}>
          Keep it
        </Button>
        <Button tone="critical" onPress={close}>
          Cancel withdrawal
        </Button>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      ja: {
        title: '出金をキャンセルしますか？',
        closeLabel: '閉じる',
        children: '金額はウォレットに戻ります。',
      },
    },
  },
};
