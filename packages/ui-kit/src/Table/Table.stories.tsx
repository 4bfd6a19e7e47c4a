import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Table, sortRows, tableStates } from './Table';
import type { SortDescriptor, TableColumn, TableProps } from './Table';

interface Withdrawal {
  id: string;
  date: string;
  method: string;
  amount: number;
  amountText: string;
  status: string;
}

const rows: Withdrawal[] = [
  {
    id: 'w1',
    date: '24/11/2026 09:12:04',
    method: 'Bank transfer',
    amount: 50000,
    amountText: '¥50,000',
    status: 'Paid',
  },
  {
    id: 'w2',
    date: '20/11/2026 21:40:55',
    method: 'Bank transfer',
    amount: 12000,
    amountText: '¥12,000',
    status: 'Pending',
  },
  {
    id: 'w3',
    date: '14/11/2026 18:03:10',
    method: 'E-wallet',
    amount: 300000,
    amountText: '¥300,000',
    status: 'Rejected',
  },
  {
    id: 'w4',
    date: '02/11/2026 07:55:31',
    method: 'E-wallet',
    amount: 8500,
    amountText: '¥8,500',
    status: 'Paid',
  },
];

// Row data is the story's own per state; its words follow the toolbar's locale here.
const ja: Record<string, string> = {
  'Bank transfer': '銀行振込',
  'E-wallet': '電子ウォレット',
  Paid: '支払済み',
  Pending: '処理中',
  Rejected: '却下',
};
const inLocale = (list: readonly Withdrawal[], locale: unknown) =>
  locale === 'ja'
    ? list.map((row) => ({
        ...row,
        method: ja[row.method] ?? row.method,
        status: ja[row.status] ?? row.status,
      }))
    : list;

const columnsFor = (labels: { date: string; method: string; amount: string; status: string }) =>
  [
    {
      id: 'date',
      label: labels.date,
      render: (row) => row.date,
      allowsSorting: true,
      isRowHeader: true,
    },
    { id: 'method', label: labels.method, render: (row) => row.method },
    {
      id: 'amount',
      label: labels.amount,
      render: (row) => row.amountText,
      allowsSorting: true,
      align: 'end',
    },
    { id: 'status', label: labels.status, render: (row) => row.status },
  ] satisfies TableColumn<Withdrawal>[];

const columns = columnsFor({ date: 'Date', method: 'Method', amount: 'Amount', status: 'Status' });
const columnsJa = columnsFor({ date: '日時', method: '方法', amount: '金額', status: '状態' });

// Dates are DD/MM/YYYY: sort on the ISO form.
const sortValue = (row: Withdrawal, column: unknown) =>
  column === 'amount' ? row.amount : row.date.replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$2-$1');

const meta = {
  title: 'ui-kit/Table',
  component: Table<Withdrawal>,
  args: {
    label: 'Withdrawals',
    columns,
    rows,
    state: 'ready',
    loadingLabel: 'Loading withdrawals',
    emptyContent: (
      <EmptyState
        size="sm"
        headingLevel={3}
        title="No withdrawals yet"
        description="Withdrawals you request appear here."
      />
    ),
    errorContent: (
      <EmptyState
        size="sm"
        headingLevel={3}
        title="Withdrawals could not be loaded"
        action={<Button variant="soft">Try again</Button>}
      />
    ),
  },
  argTypes: {
    state: { control: 'inline-radio', options: tableStates },
    columns: { control: false },
    rows: { control: false },
  },
  parameters: {
    localeArgs: {
      ja: {
        label: '出金履歴',
        columns: columnsJa,
        loadingLabel: '出金履歴を読み込み中',
        emptyContent: (
          <EmptyState
            size="sm"
            headingLevel={3}
            title="出金履歴はまだありません"
            description="申請した出金がここに表示されます。"
          />
        ),
        errorContent: (
          <EmptyState
            size="sm"
            headingLevel={3}
            title="出金履歴を読み込めませんでした"
            action={<Button variant="soft">再試行</Button>}
          />
        ),
      },
    },
  },
  render: function Render(args: TableProps<Withdrawal>, context) {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
    return (
      <Table
        {...args}
        rows={sortRows(inLocale(args.rows, context.globals.locale), sort, sortValue)}
        sortDescriptor={sort}
        onSortChange={setSort}
      />
    );
  },
} satisfies Meta<typeof Table<Withdrawal>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};

export const StickyHeader: Story = {
  args: {
    maxHeight: 200,
    rows: [...rows, ...rows.map((row) => ({ ...row, id: `${row.id}b` }))],
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] } };

export const LoadingMore: Story = { args: { state: 'loading' } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = { args: { state: 'error' } };
