import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateHeadingLevels, emptyStateSizes } from './EmptyState';

const SearchGlyph = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none">
    <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
    <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: {
    title: 'No games found',
    description: 'Try another name, or look through the categories.',
    icon: <SearchGlyph />,
    action: <Button variant="soft">Clear search</Button>,
    size: 'md',
    headingLevel: 2,
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels },
    icon: { control: false },
    action: { control: false },
  },
  parameters: {
    localeArgs: {
      ja: {
        title: 'ゲームが見つかりません',
        description: '別の名前で検索するか、カテゴリーから探してください。',
        action: <Button variant="soft">検索をクリア</Button>,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};

export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, action: undefined },
};

export const Small: Story = { args: { size: 'sm', headingLevel: 3, icon: undefined } };
