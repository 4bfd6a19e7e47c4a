import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EyeIcon } from '../icons/icons';
import { MoonIcon, SunIcon } from '../SiteIcons/SiteIcons';
import {
  ToggleIconButton,
  toggleIconButtonSizes,
  toggleIconButtonTones,
  toggleIconButtonVariants,
} from './ToggleIconButton';

const meta = {
  title: 'ui-kit/ToggleIconButton',
  component: ToggleIconButton,
  args: {
    label: 'Dark mode',
    isPressed: false,
    onPressedChange: () => undefined,
    children: (dark: boolean) => (dark ? <MoonIcon /> : <SunIcon />),
    tone: 'neutral',
    variant: 'ghost',
    size: 'md',
  },
  argTypes: {
    tone: { control: 'select', options: toggleIconButtonTones },
    variant: { control: 'select', options: toggleIconButtonVariants },
    size: { control: 'select', options: toggleIconButtonSizes },
  },
  parameters: { localeArgs: { ja: { label: 'ダークモード' } } },
} satisfies Meta<typeof ToggleIconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeToggle: Story = {
  render: function Render(args) {
    const [pressed, setPressed] = useState(args.isPressed);
    return <ToggleIconButton {...args} isPressed={pressed} onPressedChange={setPressed} />;
  },
};

export const Pressed: Story = { args: { isPressed: true } };

export const HideBalance: Story = {
  args: {
    label: 'Hide balance',
    size: 'sm',
    children: (hidden: boolean) => <EyeIcon crossed={hidden} />,
  },
  parameters: {
    localeArgs: {
      ja: { label: '残高を隠す', children: (hidden: boolean) => <EyeIcon crossed={hidden} /> },
    },
  },
};
