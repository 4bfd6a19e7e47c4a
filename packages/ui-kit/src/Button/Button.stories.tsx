import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Deposit', tone: 'brand', variant: 'solid', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: { localeArgs: { ja: { children: '入金する' } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { isLoading: true } };

export const FullWidth: Story = { args: { isFullWidth: true, size: 'lg' } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Every tone in every variant, for checking a brand's colours at a glance. */
export const AllTonesAndVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} variant={variant} />
          ))}
        </div>
      ))}
    </div>
  ),
};
