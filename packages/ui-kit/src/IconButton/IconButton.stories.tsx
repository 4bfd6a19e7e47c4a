import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon } from '../icons/icons';
import { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  args: { label: 'Close', tone: 'neutral', variant: 'ghost', size: 'md', children: <CloseIcon /> },
  argTypes: {
    tone: { control: 'select', options: iconButtonTones },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
  parameters: { localeArgs: { ja: { label: '閉じる' } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Solid: Story = { args: { variant: 'solid', tone: 'brand' } };
