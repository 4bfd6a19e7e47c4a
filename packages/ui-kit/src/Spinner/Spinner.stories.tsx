import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  args: { label: 'Loading games', size: 'md', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: { localeArgs: { ja: { label: 'ゲームを読み込み中' } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = { args: { showLabel: true, size: 'lg' } };
