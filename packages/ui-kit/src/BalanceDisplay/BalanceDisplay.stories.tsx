import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BalanceDisplay, balanceStates } from './BalanceDisplay';

const labels = {
  balance: 'Balance',
  hide: 'Hide balance',
  refresh: 'Refresh balance',
  hidden: 'Balance hidden',
  failed: 'Balance unavailable',
};
const labelsJa = {
  balance: '残高',
  hide: '残高を隠す',
  refresh: '残高を更新',
  hidden: '残高は非表示です',
  failed: '残高を取得できません',
};

const meta = {
  title: 'ui-kit/BalanceDisplay',
  component: BalanceDisplay,
  args: {
    amount: '$1,234.50',
    state: 'ready',
    isHidden: false,
    onHiddenChange: () => undefined,
    onRefresh: () => undefined,
    labels,
  },
  argTypes: { state: { control: 'inline-radio', options: balanceStates } },
  parameters: { localeArgs: { ja: { labels: labelsJa } } },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  render: function Render(args) {
    const [hidden, setHidden] = useState(args.isHidden);
    return <BalanceDisplay {...args} isHidden={hidden} onHiddenChange={setHidden} />;
  },
};

export const Hidden: Story = { args: { isHidden: true } };

export const FirstLoad: Story = { args: { amount: null, state: 'loading' } };

export const Refreshing: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { amount: null, state: 'failed' } };
