import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stat } from './Stat';

const meta = {
  title: 'ui-kit/Stat',
  component: Stat,
  args: {
    label: 'Deposits this week',
    value: '¥1,234,000',
    trend: { direction: 'up', text: '+12%', description: 'Up 12% on last week' },
  },
  parameters: {
    localeArgs: {
      ja: {
        label: '今週の入金',
        trend: { direction: 'up', text: '+12%', description: '先週より12%増加' },
      },
    },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};

export const DownIsGood: Story = {
  args: {
    label: 'Losses this week',
    value: '¥45,500',
    trend: { direction: 'down', text: '−8%', description: 'Down 8% on last week', meaning: 'good' },
  },
  parameters: {
    localeArgs: {
      ja: {
        label: '今週の損失',
        trend: { direction: 'down', text: '−8%', description: '先週より8%減少', meaning: 'good' },
      },
    },
  },
};

export const Flat: Story = {
  args: {
    label: 'Active members',
    value: '3,208',
    trend: { direction: 'flat', text: '0%', description: 'No change on last week' },
  },
  parameters: {
    localeArgs: {
      ja: {
        label: 'アクティブ会員',
        trend: { direction: 'flat', text: '0%', description: '先週から変化なし' },
      },
    },
  },
};

export const Row: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        gap: 12,
      }}
    >
      <Stat {...args} />
      <Stat
        {...args}
        value="¥88,000"
        trend={{ direction: 'down', text: '−3%', description: 'Down 3% on last week' }}
      />
      <Stat {...args} value="¥0" trend={undefined} />
    </div>
  ),
};
