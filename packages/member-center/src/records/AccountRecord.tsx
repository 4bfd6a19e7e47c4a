import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { platformQueryContextAtom, useInfiniteQuery } from '@lobbykit/session';
import { EmptyState, NativeSelect, ShowMore, Table } from '@lobbykit/ui-kit';
import type { TableColumn } from '@lobbykit/ui-kit';
import { isKind, kindLabels } from './labels';
import { accountRecordQuery, bonusRecordQuery } from './recordsQuery';
import type { AccountRow, TransferKind } from './recordsQuery';
import {
  ExportButton,
  RangeFilter,
  RecordFailure,
  useRecordFormat,
  useRecordParams,
} from './RecordParts';
import * as styles from './records.css';

/**
 * §2.9 transactionHistory (every ledger movement: kind, signed amount, balance after, reference)
 * and bonusDetails (the same rows, of kind bonus only). Date range, and kind on the account
 * record, in the address; keyset pages; the account record exports CSV.
 */
export function AccountRecord({ bonusOnly = false }: { bonusOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const format = useRecordFormat();
  const filter = useRecordParams();
  const kindParam = filter.params.get('kind');
  const kind: TransferKind | null = !bonusOnly && isKind(kindParam) ? kindParam : null;
  const filters = filter.wire && { ...filter.wire, ...(kind ? { kind } : {}) };
  const query = bonusOnly
    ? bonusRecordQuery(context, filter.wire ?? {})
    : accountRecordQuery(context, filters ?? {});
  const record = useInfiniteQuery({ ...query, enabled: query.enabled && filters !== null });
  const rows = record.data?.pages.flatMap((page) => page.rows) ?? [];

  const columns: TableColumn<AccountRow & { id: string }>[] = [
    {
      id: 'time',
      label: t`Time`,
      render: (row) => <time dateTime={row.createdAt}>{format.time(row.createdAt)}</time>,
    },
    {
      id: 'kind',
      label: t`Kind`,
      isRowHeader: true,
      render: (row) => (
        <span>
          {i18n._(kindLabels[row.kind])}
          <br />
          <span className={styles.note}>{row.wallet}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      label: t`Amount`,
      align: 'end',
      render: (row) => <span className={styles.amount}>{format.amount(row.amount)}</span>,
    },
    {
      id: 'balance',
      label: t`Balance after`,
      align: 'end',
      render: (row) => <span className={styles.amount}>{format.amount(row.balanceAfter)}</span>,
    },
    {
      id: 'reference',
      label: t`Reference`,
      render: (row) => <span className={styles.roundId}>{row.reference ?? row.reason ?? '—'}</span>,
    },
  ];

  const kinds = Object.keys(kindLabels).filter(isKind);
  const label = bonusOnly ? t`Bonus movements` : t`Account record`;

  return (
    <div className={styles.page}>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <RangeFilter range={filter.range} tooWide={filter.tooWide} onChange={filter.setRange} />
        {bonusOnly ? null : (
          <NativeSelect
            label={t`Kind`}
            value={kind ?? ''}
            onChange={(value) => filter.set({ kind: value })}
            options={[
              { value: '', label: t`All kinds` },
              ...kinds.map((k) => ({ value: k, label: i18n._(kindLabels[k]) })),
            ]}
          />
        )}
      </div>
      {bonusOnly ? null : (
        <ExportButton
          read={filters && (() => context.api.download('memberTransactions', filters))}
          fileName={`account-record-${filter.range.start.toString()}-${filter.range.end.toString()}`}
          isDisabled={rows.length === 0}
        />
      )}
      {record.error ? (
        <RecordFailure error={record.error} onRetry={() => void record.refetch()} />
      ) : null}
      <Table
        label={label}
        columns={columns}
        // A transfer between two of the member's wallets is a row on each: the wallet keeps them apart.
        rows={rows.map((row) => ({ ...row, id: `${row.transferId}:${row.walletId}` }))}
        state={
          record.isPending && filters
            ? 'loading'
            : record.isError && rows.length === 0
              ? 'error'
              : 'ready'
        }
        loadingLabel={t`Loading`}
        errorContent={<Trans>The record could not be loaded.</Trans>}
        emptyContent={
          bonusOnly ? (
            <EmptyState
              size="sm"
              title={t`No bonuses in these dates`}
              description={t`Bonuses credited to your account in these dates are listed here with the balance after them. Try other dates.`}
            />
          ) : (
            <EmptyState
              size="sm"
              title={t`No movements in these dates`}
              description={t`Deposits, withdrawals, bets and payouts appear here. Try other dates or another kind.`}
            />
          )
        }
      />
      <ShowMore
        hasMore={record.hasNextPage}
        isLoading={record.isFetchingNextPage}
        onMore={() => void record.fetchNextPage()}
        label={t`Load more`}
        loadingLabel={t`Loading…`}
      />
    </div>
  );
}
