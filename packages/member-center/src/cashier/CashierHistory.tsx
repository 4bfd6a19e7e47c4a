import { useState } from 'react';
import type { Key, ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@lobbykit/forms';
import { brandAtom } from '@lobbykit/session';
import { Table } from '@lobbykit/ui-kit';
import type { SortDescriptor, TableColumn } from '@lobbykit/ui-kit';
import { cashierTime } from './time';
import * as styles from './cashier.css';

export interface CashierHistoryProps<T extends { id: Key; createdAt: string }> {
  /** The heading's id, which names the section. */
  headingId: string;
  /** The heading, also the table's accessible name ("Your deposits"). */
  title: string;
  /** The columns after the time column, which comes first and sorts. */
  columns: readonly TableColumn<T>[];
  /** The member's records as loaded (any order). */
  rows: readonly T[];
  /** True until the first answer. */
  isPending: boolean;
  /** The last load's failure: shown in place of the rows when there are none. */
  error: unknown;
  /** Announced while the first rows load ("Loading deposits"). */
  loadingLabel: string;
  /** Shown when the member has none yet (an `EmptyState`). */
  emptyContent: ReactNode;
}

/**
 * A cashier page's history (deposits, withdrawals): a section with its heading and a table whose
 * first column is the time, newest first; on a phone the sort stays as a chip above the cards.
 */
export function CashierHistory<T extends { id: Key; createdAt: string }>({
  headingId,
  title,
  columns,
  rows,
  isPending,
  error,
  loadingLabel,
  emptyContent,
}: CashierHistoryProps<T>) {
  const { t, i18n } = useLingui();
  const timeZone = useAtomValue(brandAtom).timeZone;
  const [sort, setSort] = useState<SortDescriptor>({ column: 'time', direction: 'descending' });
  const sorted = [...rows].sort((a, b) =>
    sort.direction === 'ascending'
      ? a.createdAt.localeCompare(b.createdAt)
      : b.createdAt.localeCompare(a.createdAt),
  );
  const time: TableColumn<T> = {
    id: 'time',
    label: t`Time`,
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => <time dateTime={row.createdAt}>{cashierTime(row.createdAt, timeZone)}</time>,
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {title}
      </h2>
      <Table
        label={title}
        columns={[time, ...columns]}
        rows={sorted}
        sortDescriptor={sort}
        onSortChange={setSort}
        state={isPending ? 'loading' : error && sorted.length === 0 ? 'error' : 'ready'}
        loadingLabel={loadingLabel}
        emptyContent={emptyContent}
        errorContent={
          <p role="alert" className={styles.error}>
            {error ? errorMessage(i18n, error) : null}
          </p>
        }
      />
    </section>
  );
}
