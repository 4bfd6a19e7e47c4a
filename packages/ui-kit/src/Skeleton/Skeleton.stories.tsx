import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 140, shape: 'rect' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The placeholder of a game tile: artwork, then two lines of text. */
export const GameTile: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 240 }}>
      <Skeleton width={240} height={140} />
      <Skeleton width="80%" height="1em" shape="text" />
      <Skeleton width="50%" height="1em" shape="text" />
    </div>
  ),
};
