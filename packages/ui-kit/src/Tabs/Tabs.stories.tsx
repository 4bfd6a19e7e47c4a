import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs';

const items = [
  { id: 'slots', label: 'Slots', content: 'Slot games' },
  { id: 'live', label: 'Live casino', content: 'Live dealer tables' },
  { id: 'sports', label: 'Sports', content: 'Sports betting' },
  { id: 'lottery', label: 'Lottery', content: 'Lottery draws', isDisabled: true },
];

const itemsJa = [
  { id: 'slots', label: 'スロット', content: 'スロットゲーム' },
  { id: 'live', label: 'ライブカジノ', content: 'ライブディーラーのテーブル' },
  { id: 'sports', label: 'スポーツ', content: 'スポーツベッティング' },
  { id: 'lottery', label: '宝くじ', content: '宝くじの抽選', isDisabled: true },
];

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: { label: 'Game categories', items },
  argTypes: { items: { control: false } },
  parameters: { localeArgs: { ja: { label: 'ゲームカテゴリー', items: itemsJa } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};

export const Controlled: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState('live');
    return <Tabs {...args} selectedId={selectedId} onSelectionChange={setSelectedId} />;
  },
};

export const Fitted: Story = { args: { isFitted: true } };
