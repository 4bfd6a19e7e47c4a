import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'ui-kit/Pagination',
  component: Pagination,
  args: {
    label: 'Announcement pages',
    page: 1,
    pageCount: 5,
    range: 2,
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (n: number) => `Page ${n}`,
    onPageChange: () => {},
  },
  parameters: {
    localeArgs: {
      ja: {
        label: 'お知らせのページ',
        previousLabel: '前のページ',
        nextLabel: '次のページ',
        pageLabel: (n: number) => `${n} ページ`,
      },
    },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const Middle: Story = { args: { page: 6, pageCount: 20 } };

export const LastPage: Story = { args: { page: 20, pageCount: 20 } };

export const Links: Story = {
  args: { page: 3, pageCount: 9, hrefFor: (n: number) => `#page-${n}` },
};
