import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread', max: 99, tone: 'critical' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
  parameters: { localeArgs: { ja: { label: '未読 3 件' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Capped: Story = {
  args: { count: 250, label: '250 unread' },
  parameters: { localeArgs: { ja: { label: '未読 250 件' } } },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
};
