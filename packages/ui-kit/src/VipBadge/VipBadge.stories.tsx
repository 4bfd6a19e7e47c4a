import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipBadge, vipBadgeSizes, vipLevels } from './VipBadge';

const meta = {
  title: 'ui-kit/VipBadge',
  component: VipBadge,
  args: { level: 1, label: 'VIP level 1', size: 'md' },
  argTypes: {
    level: { control: 'select', options: vipLevels },
    size: { control: 'inline-radio', options: vipBadgeSizes },
  },
  parameters: { localeArgs: { ja: { label: 'VIP レベル 1' } } },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {vipLevels.map((level) => (
        <VipBadge key={level} {...args} level={level} label={`${args.label} (${level})`} />
      ))}
    </div>
  ),
  args: { size: 'lg' },
};
