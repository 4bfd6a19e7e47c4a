import type { Key, ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import type { SortDescriptor } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export type { SortDescriptor } from 'react-aria-components';

export const tableStates = ['ready', 'loading', 'error'] as const;
export type TableState = (typeof tableStates)[number];

export const tableColumnAligns = ['start', 'end'] as const;
export type TableColumnAlign = (typeof tableColumnAligns)[number];

export interface TableColumn<T> {
  /** Stable id, reported in `SortDescriptor.column`. */
  id: string;
  /** Header text (already translated); also the label of the value on a phone's card. */
  label: string;
  /** The cell of this column for a row. */
  render: (row: T) => ReactNode;
  /** Lets the header sort by this column (the caller sorts, see `onSortChange`). @default false */
  allowsSorting?: boolean;
  /** Names the row for assistive technology; one column should be. @default false */
  isRowHeader?: boolean;
  /** Text alignment: `end` for amounts and figures. @default 'start' */
  align?: TableColumnAlign;
}

export interface TableProps<T extends { id: Key }> {
  /** The table's accessible name (for example "Withdrawals"). */
  label: string;
  /** The columns, in order. */
  columns: readonly TableColumn<T>[];
  /** The rows, already sorted as `sortDescriptor` says. */
  rows: readonly T[];
  /** `loading` while rows load (rows already shown stay, under a loading line), `error` when they could not. @default 'ready' */
  state?: TableState;
  /** The column and direction the rows are sorted by (controlled). */
  sortDescriptor?: SortDescriptor;
  /** Called with the sort a header press asks for; the caller sorts the rows. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in the body when there are no rows (an `EmptyState`, typically). */
  emptyContent: ReactNode;
  /** Shown in the body in the `error` state (an `EmptyState` with a retry button, typically). */
  errorContent: ReactNode;
  /** Announced while the first rows load (for example "Loading withdrawals"). */
  loadingLabel: string;
  /**
   * Height after which the body scrolls under a sticky header (a CSS length or pixels); without it
   * the table grows with its rows.
   */
  maxHeight?: string | number;
}

/**
 * A data table with sortable columns and loading, empty and error states; on a narrow container
 * (under 600 px) each row becomes a card of label: value pairs and the sortable headers a sort bar.
 */
export function Table<T extends { id: Key }>({
  label,
  columns,
  rows,
  state = 'ready',
  sortDescriptor,
  onSortChange,
  emptyContent,
  errorContent,
  loadingLabel,
  maxHeight,
}: TableProps<T>) {
  const shownRows = state === 'error' ? [] : rows;
  return (
    <div className={styles.container}>
      {state === 'loading' && rows.length > 0 ? (
        <div className={styles.busy}>
          <Spinner label={loadingLabel} showLabel size="sm" />
        </div>
      ) : null}
      <div
        className={styles.scroller}
        // On the table's box: React Aria's Table does not pass aria-busy through.
        aria-busy={state === 'loading' || undefined}
        data-state={state}
        style={maxHeight === undefined ? undefined : { maxHeight }}
        data-scrolls={maxHeight === undefined ? undefined : true}
      >
        <AriaTable
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
        >
          <TableHeader className={styles.header} columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                className={styles.column}
                data-align={column.align ?? 'start'}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    {column.label}
                    {allowsSorting ? (
                      <span
                        className={styles.sortIcon}
                        aria-hidden="true"
                        data-direction={sortDirection ?? 'none'}
                      >
                        {sortDirection === 'descending' ? '▼' : sortDirection ? '▲' : '▲▼'}
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            className={styles.body}
            items={shownRows}
            dependencies={[columns, state]}
            renderEmptyState={() => (
              <div className={styles.stateCell} data-state={state}>
                {state === 'error' ? (
                  errorContent
                ) : state === 'loading' ? (
                  <Spinner label={loadingLabel} showLabel />
                ) : (
                  emptyContent
                )}
              </div>
            )}
          >
            {(row) => (
              <Row className={styles.row} columns={columns}>
                {(column) => (
                  <Cell className={styles.cell} data-align={column.align ?? 'start'}>
                    {/* The phone card's label; the column header already names the cell. */}
                    <span className={styles.cardLabel} aria-hidden="true">
                      {column.label}
                    </span>
                    <span className={styles.cellValue}>{column.render(row)}</span>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}

/** Sorts rows by a column's value, for callers that hold every row (strings by locale, numbers by value). */
export function sortRows<T>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  valueOf: (row: T, column: Key) => string | number,
  locale?: string,
): T[] {
  if (!descriptor) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true });
  const sorted = [...rows].sort((a, b) => {
    const x = valueOf(a, descriptor.column);
    const y = valueOf(b, descriptor.column);
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : collator.compare(String(x), String(y));
  });
  return descriptor.direction === 'descending' ? sorted.reverse() : sorted;
}
