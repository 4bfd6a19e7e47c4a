import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositIcon } from '../SiteIcons/SiteIcons';
import { LinkButton, linkButtonSizes, linkButtonTones, linkButtonVariants } from './LinkButton';

const meta = {
  title: 'ui-kit/LinkButton',
  component: LinkButton,
  args: { href: '#deposit', children: 'Deposit', tone: 'brand', variant: 'solid', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: linkButtonTones },
    variant: { control: 'select', options: linkButtonVariants },
    size: { control: 'select', options: linkButtonSizes },
  },
  parameters: { localeArgs: { ja: { children: '入金' } } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Soft: Story = { args: { variant: 'soft' } };

export const IconOnly: Story = {
  args: { label: 'Deposit', children: <DepositIcon />, variant: 'ghost', tone: 'neutral' },
  parameters: { localeArgs: { ja: { label: '入金', children: <DepositIcon /> } } },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {linkButtonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};
