import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { brandAtom, platformQueryContextAtom, useInfiniteQuery } from '@lobbykit/session';
import { EmptyState, NativeSelect, ShowMore, Stat, Table } from '@lobbykit/ui-kit';
import type { TableColumn } from '@lobbykit/ui-kit';
import { categoryLabels, categoryName, isCategory, resultLabels } from './labels';
import { betRecordQuery } from './recordsQuery';
import type { BetFilters, BetRow } from './recordsQuery';
import {
  ExportButton,
  RangeFilter,
  RecordFailure,
  useRecordFormat,
  useRecordParams,
} from './RecordParts';
import * as styles from './records.css';

/**
 * §2.9 personalHistoryCopy: every round the member played, newest first, with game, vendor,
 * category, bet, payout, result, round id and time (the brand's time zone); filters by category,
 * game and date range (in the address); totals over the whole filter; keyset pages; CSV export.
 */
export function BettingRecord() {
  const { t, i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const context = useAtomValue(platformQueryContextAtom);
  const format = useRecordFormat();
  const filter = useRecordParams();
  const category = filter.params.get('category');
  const game = filter.params.get('game');
  const filters: BetFilters | null = filter.wire && {
    ...filter.wire,
    ...(isCategory(category) ? { category } : {}),
    ...(game ? { nodeId: game } : {}),
  };
  const query = betRecordQuery(context, filters ?? {});
  const record = useInfiniteQuery({ ...query, enabled: query.enabled && filters !== null });
  const rows = record.data?.pages.flatMap((page) => page.rows) ?? [];
  // Totals come with the first page, over the whole filter (not just the rows shown).
  const totals = record.data?.pages[0]?.totals ?? null;

  // The brand's own categories, in its menu's order (§2.2), plus one an address may name.
  const categories = [...new Set([...brand.gameListCenter, ...brand.gameCenter])].filter(
    isCategory,
  );
  if (isCategory(category) && !categories.includes(category)) categories.push(category);
  // The games of the rows shown; a chosen game stays listed though the rows change.
  const games = new Map(rows.map((row) => [row.nodeId, row.gameName]));
  if (game && !games.has(game)) games.set(game, game);

  const columns: TableColumn<BetRow & { id: string }>[] = [
    {
      id: 'time',
      label: t`Time`,
      render: (row) => <time dateTime={row.createdAt}>{format.time(row.createdAt)}</time>,
    },
    {
      id: 'game',
      label: t`Game`,
      isRowHeader: true,
      render: (row) => (
        <span>
          {row.gameName}
          <br />
          <span className={styles.note}>
            {row.vendor} · {categoryName(row.category, (d) => i18n._(d))}
          </span>
        </span>
      ),
    },
    {
      id: 'bet',
      label: t`Bet`,
      align: 'end',
      render: (row) => <span className={styles.amount}>{format.amount(row.bet)}</span>,
    },
    {
      id: 'payout',
      label: t`Payout`,
      align: 'end',
      render: (row) => <span className={styles.amount}>{format.amount(row.payout)}</span>,
    },
    {
      id: 'result',
      // "Open" has a context: game-lobby's "Open" (a provider, 開く) shares the one message table.
      label: t`Result`,
      align: 'end',
      render: (row) => (
        <span className={styles.amount}>
          {row.status === 'open'
            ? t({ message: 'Open', context: 'bet state' })
            : i18n._(resultLabels[row.result])}{' '}
          {format.amount(row.net)}
        </span>
      ),
    },
    {
      id: 'round',
      label: t`Round ID`,
      render: (row) => <span className={styles.roundId}>{row.roundId}</span>,
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <RangeFilter range={filter.range} tooWide={filter.tooWide} onChange={filter.setRange} />
        <NativeSelect
          label={t`Category`}
          value={isCategory(category) ? category : ''}
          onChange={(value) => filter.set({ category: value, game: null })}
          options={[
            { value: '', label: t`All categories` },
            ...categories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) })),
          ]}
        />
        <NativeSelect
          label={t`Game`}
          value={game ?? ''}
          onChange={(value) => filter.set({ game: value })}
          options={[
            { value: '', label: t`All games` },
            ...[...games].map(([value, label]) => ({ value, label })),
          ]}
        />
      </div>
      {totals ? (
        <div className={styles.totals} role="group" aria-label={t`Totals`}>
          <Stat label={t`Rounds`} value={i18n.number(totals.rounds)} />
          <Stat label={t`Total bet`} value={format.amount(totals.bet)} />
          <Stat label={t`Total payout`} value={format.amount(totals.payout)} />
          <Stat label={t`Net result`} value={format.amount(totals.net)} />
        </div>
      ) : null}
      <ExportButton
        read={filters && (() => context.api.download('bettingRecord', filters))}
        fileName={`betting-record-${filter.range.start.toString()}-${filter.range.end.toString()}`}
        isDisabled={rows.length === 0}
      />
      {record.error ? (
        <RecordFailure error={record.error} onRetry={() => void record.refetch()} />
      ) : null}
      <Table
        label={t`Betting record`}
        columns={columns}
        rows={rows.map((row) => ({ ...row, id: row.roundId }))}
        state={
          record.isPending && filters
            ? 'loading'
            : record.isError && rows.length === 0
              ? 'error'
              : 'ready'
        }
        loadingLabel={t`Loading the betting record`}
        errorContent={<Trans>The betting record could not be loaded.</Trans>}
        emptyContent={
          <EmptyState
            size="sm"
            title={t`No rounds in these dates`}
            description={t`Rounds you play appear here. Try other dates or another category.`}
          />
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
