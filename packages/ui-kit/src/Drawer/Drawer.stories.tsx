import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Drawer, drawerPlacements, drawerSizes } from './Drawer';

const meta = {
  title: 'ui-kit/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    closeLabel: 'Close menu',
    placement: 'left',
    size: 'md',
    defaultOpen: true,
    trigger: <Button>Open menu</Button>,
    children: (
      <nav aria-label="Sections" style={{ display: 'grid', gap: 8 }}>
        <a href="/slots" style={{ color: 'inherit' }}>
          Slots
        </a>
        <a href="/live" style={{ color: 'inherit' }}>
          Live casino
        </a>
      </nav>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: drawerPlacements },
    size: { control: 'inline-radio', options: drawerSizes },
    trigger: { control: false },
    children: { control: false },
  },
  parameters: { localeArgs: { ja: { title: 'メニュー', closeLabel: 'メニューを閉じる' } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};

export const Right: Story = { args: { placement: 'right' } };
