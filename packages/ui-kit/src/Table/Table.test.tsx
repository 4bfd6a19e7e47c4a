import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Table, sortRows } from './Table';
import type { SortDescriptor, TableColumn, TableProps } from './Table';

interface Txn {
  id: string;
  date: string;
  amount: number;
}

const rows: Txn[] = [
  { id: 'a', date: '2026-11-02', amount: 500 },
  { id: 'b', date: '2026-11-20', amount: 12000 },
  { id: 'c', date: '2026-11-14', amount: 80 },
];

const columns: TableColumn<Txn>[] = [
  { id: 'date', label: 'Date', render: (r) => r.date, allowsSorting: true, isRowHeader: true },
  {
    id: 'amount',
    label: 'Amount',
    render: (r) => `¥${r.amount}`,
    allowsSorting: true,
    align: 'end',
  },
];

const base: TableProps<Txn> = {
  label: 'Transactions',
  columns,
  rows,
  loadingLabel: 'Loading transactions',
  emptyContent: <p>No transactions</p>,
  errorContent: <p>Could not load transactions</p>,
};

function Sorted() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'ascending' });
  return (
    <Table
      {...base}
      rows={sortRows(rows, sort, (r, c) => (c === 'amount' ? r.amount : r.date))}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

const firstColumn = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace('Date', ''));

describe('Table', () => {
  it('is a labelled grid with column headers and one row per item', () => {
    render(<Table {...base} />);
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('Date'), expect.stringContaining('Amount')]);
    // A header row and three rows.
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('sorts by a column when its header is pressed, and reverses on a second press', async () => {
    render(<Sorted />);
    expect(firstColumn()).toEqual(['2026-11-02', '2026-11-14', '2026-11-20']);
    const amount = () => screen.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(amount());
    expect(amount()).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['2026-11-14', '2026-11-02', '2026-11-20']);
    await userEvent.click(amount());
    expect(amount()).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['2026-11-20', '2026-11-02', '2026-11-14']);
  });

  it('sorts from the keyboard: arrow to a header, Enter', async () => {
    const onSortChange = vi.fn();
    render(<Table {...base} onSortChange={onSortChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('role', 'columnheader');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith(expect.objectContaining({ column: 'date' }));
  });

  it('shows the empty content when there are no rows, and the error content on error', () => {
    const { rerender } = render(<Table {...base} rows={[]} />);
    expect(screen.getByText('No transactions')).toBeVisible();
    rerender(<Table {...base} state="error" />);
    expect(screen.getByText('Could not load transactions')).toBeVisible();
    expect(screen.queryByText('2026-11-02')).toBeNull();
  });

  it('announces loading: a labelled progress indicator and aria-busy on the grid', () => {
    const { rerender } = render(<Table {...base} rows={[]} state="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
    rerender(<Table {...base} state="loading" />);
    expect(screen.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
  });

  it('turns rows into cards of label: value pairs under 600 px, without horizontal overflow', () => {
    render(
      <div style={{ width: 340 }}>
        <Table {...base} />
      </div>,
    );
    const [, row] = screen.getAllByRole('row');
    if (!row) throw new Error('no body row');
    expect(getComputedStyle(row).display).toBe('flex');
    const label = within(row).getByText('Amount');
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('aria-hidden', 'true');
    const scroller = screen.getByRole('grid').parentElement;
    expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
  });

  it('drops the sort bar of a narrow table that has no rows', () => {
    render(
      <div style={{ width: 340 }}>
        <Table {...base} rows={[]} />
      </div>,
    );
    expect(screen.getByRole('columnheader', { name: /Amount/, hidden: true })).not.toBeVisible();
    expect(screen.getByText('No transactions')).toBeVisible();
  });

  it('has no axe violations, with rows and empty', async () => {
    const { container, rerender } = render(<Sorted />);
    await expectNoAxeViolations(container);
    rerender(<Table {...base} rows={[]} />);
    await expectNoAxeViolations(container);
  });
});
