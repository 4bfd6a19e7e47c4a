import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ThemeMode } from './ThemeSwitch';
import { ThemeSwitch, themeModes } from './ThemeSwitch';

const meta = {
  title: 'ui-kit/ThemeSwitch',
  component: ThemeSwitch,
  args: { label: 'Dark mode', mode: 'light', onModeChange: () => undefined },
  argTypes: { mode: { control: 'inline-radio', options: themeModes } },
  parameters: { localeArgs: { ja: { label: 'ダークモード' } } },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<ThemeMode>(args.mode);
    return <ThemeSwitch {...args} mode={mode} onModeChange={setMode} />;
  },
};
