import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowMore } from './ShowMore';

const meta = {
  title: 'ui-kit/ShowMore',
  component: ShowMore,
  args: {
    hasMore: true,
    isLoading: false,
    label: 'Show more',
    loadingLabel: 'Loading…',
    onMore: () => {},
  },
  argTypes: { onMore: { control: false } },
  parameters: {
    localeArgs: { ja: { label: 'さらに表示', loadingLabel: '読み込み中…' } },
  },
} satisfies Meta<typeof ShowMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Loading: Story = { args: { isLoading: true } };

/** Three pages of rows: each press appends the next, and the button goes after the last. */
export const Appending: Story = {
  render: function Render(args) {
    const [pages, setPages] = useState(1);
    return (
      <div>
        <ul>
          {Array.from({ length: pages * 3 }, (_, i) => (
            <li key={i}>{`#${i + 1}`}</li>
          ))}
        </ul>
        <ShowMore {...args} hasMore={pages < 3} onMore={() => setPages((p) => p + 1)} />
      </div>
    );
  },
};
