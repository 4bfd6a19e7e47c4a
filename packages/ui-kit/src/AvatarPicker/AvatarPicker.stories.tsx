import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Avatar, AvatarPicker } from './AvatarPicker';

// Small inline discs so stories need no file on disk (the platform serves the real set).
const disc = (hue: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 36%)"/><circle cx="32" cy="34" r="12" fill="#fff"/></svg>`,
  );
const names = ['Star', 'Moon', 'Sun', 'Planet', 'Rocket', 'Comet', 'Mountain', 'Wave'];
const namesJa = ['星', '月', '太陽', '惑星', 'ロケット', '彗星', '山', '波'];
const optionsOf = (labels: string[]) =>
  labels.map((label, i) => ({ id: names[i] ?? label, src: disc(i * 45), label }));

const meta = {
  title: 'ui-kit/AvatarPicker',
  component: AvatarPicker,
  args: {
    label: 'Choose your avatar',
    description: 'It is shown next to your name at the top of every page.',
    options: optionsOf(names),
    value: 'Star',
    onChange: () => undefined,
  },
  parameters: {
    localeArgs: {
      ja: {
        label: 'アバターを選択',
        description: '各ページ上部のお名前の横に表示されます。',
        options: optionsOf(namesJa),
      },
    },
  },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice; the chosen picture carries a ring and a tick. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <AvatarPicker {...args} value={value} onChange={setValue} />;
  },
};

export const WithError: Story = {
  args: { value: 'Rocket', errorMessage: 'This value is not accepted.' },
  parameters: {
    localeArgs: {
      ja: {
        label: 'アバターを選択',
        description: '各ページ上部のお名前の横に表示されます。',
        options: optionsOf(namesJa),
        errorMessage: 'この値は使用できません。',
      },
    },
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The avatar on its own, at its three sizes (the header uses sm, the menu md). */
export const AvatarSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar src={disc(200)} size="sm" />
      <Avatar src={disc(200)} size="md" />
      <Avatar src={disc(200)} size="lg" alt="Rocket" />
    </div>
  ),
};
