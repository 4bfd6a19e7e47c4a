import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseDate } from '@internationalized/date';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { EmptyState, Skeleton, Stat, Table } from '@lobbykit/ui-kit';
import type { TableColumn } from '@lobbykit/ui-kit';
import type { DateRange } from '@lobbykit/ui-kit';
import { categoryName } from './labels';
import { profitQuery } from './recordsQuery';
import type { Profit } from './recordsQuery';
import { ProfitChart } from './ProfitChart';
import { RangeFilter, RecordFailure, useRecordFormat, useRecordParams } from './RecordParts';
import * as styles from './records.css';

type Line = Profit['days'][number];

/** Sums decimal strings exactly: through the currency's minor units, never floating point. */
function sum(values: readonly string[]): string {
  const digits = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
  const minor = values.reduce((total, v) => {
    const [whole = '0', fraction = ''] = v.replace('-', '').split('.');
    const units = BigInt(whole + fraction.padEnd(digits, '0'));
    return total + (v.startsWith('-') ? -units : units);
  }, 0n);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Every day of the range, oldest first, each with its net over all categories (0 if no play). */
function perDay(range: DateRange, lines: readonly Line[]): { day: string; net: string }[] {
  const days: { day: string; net: string }[] = [];
  for (let d = range.start; d.compare(range.end) <= 0; d = d.add({ days: 1 })) {
    const day = d.toString();
    const nets = lines.filter((l) => l.day === day).map((l) => l.net);
    days.push({ day, net: nets.length ? sum(nets) : '0' });
  }
  return days;
}

/** Totals per category over the range, largest stake first. */
function perCategory(lines: readonly Line[]) {
  const byCategory = new Map<string, Line[]>();
  for (const line of lines)
    byCategory.set(line.category, [...(byCategory.get(line.category) ?? []), line]);
  return [...byCategory].map(([category, group]) => ({
    id: category,
    category,
    rounds: group.reduce((n, l) => n + l.rounds, 0),
    bet: sum(group.map((l) => l.bet)),
    payout: sum(group.map((l) => l.payout)),
    net: sum(group.map((l) => l.net)),
  }));
}

/**
 * §2.9 personalProfit: the member's profit and loss per day (the brand's calendar) and per
 * category over a range of days (in the address), as a bar chart to look at and tables to read.
 */
export function ProfitLoss() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const format = useRecordFormat();
  const filter = useRecordParams();
  const query = profitQuery(context, filter.wire ?? { from: '', to: '' });
  const profit = useQuery({ ...query, enabled: query.enabled && filter.wire !== null });
  const lines = profit.data?.days ?? [];
  const chartDays = perDay(filter.range, lines).map((d) => ({
    ...d,
    netText: format.amount(d.net),
  }));
  const categories = perCategory(lines);
  const totals = profit.data?.totals;
  const first = filter.range.start.toString();
  const last = filter.range.end.toString();

  const amountColumn = (id: 'bet' | 'payout' | 'net', label: string) => ({
    id,
    label,
    align: 'end' as const,
    render: (row: { bet: string; payout: string; net: string }) => (
      <span className={styles.amount}>{format.amount(row[id])}</span>
    ),
  });
  const categoryColumns: TableColumn<(typeof categories)[number]>[] = [
    {
      id: 'category',
      label: t`Category`,
      isRowHeader: true,
      render: (row) => categoryName(row.category, (d) => i18n._(d)),
    },
    { id: 'rounds', label: t`Rounds`, align: 'end', render: (row) => i18n.number(row.rounds) },
    amountColumn('bet', t`Bet`),
    amountColumn('payout', t`Payout`),
    amountColumn('net', t`Net result`),
  ];
  const dayColumns: TableColumn<Line & { id: string }>[] = [
    {
      id: 'day',
      label: t`Day`,
      isRowHeader: true,
      render: (row) => <time dateTime={row.day}>{dayText(row.day, i18n.locale)}</time>,
    },
    {
      id: 'category',
      label: t`Category`,
      render: (row) => categoryName(row.category, (d) => i18n._(d)),
    },
    { id: 'rounds', label: t`Rounds`, align: 'end', render: (row) => i18n.number(row.rounds) },
    amountColumn('bet', t`Bet`),
    amountColumn('payout', t`Payout`),
    amountColumn('net', t`Net result`),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <RangeFilter range={filter.range} tooWide={filter.tooWide} onChange={filter.setRange} />
      </div>
      {profit.error ? (
        <RecordFailure error={profit.error} onRetry={() => void profit.refetch()} />
      ) : null}
      {profit.isPending && filter.wire ? (
        <div aria-busy="true" className={styles.page}>
          <Skeleton width="100%" height={72} />
          <Skeleton width="100%" height={220} />
        </div>
      ) : profit.data && lines.length === 0 ? (
        <EmptyState
          title={t`No play in these dates`}
          description={t`Your wins and losses per day appear here once you play. Try other dates.`}
        />
      ) : profit.data && totals ? (
        <>
          <div className={styles.totals} role="group" aria-label={t`Totals`}>
            <Stat label={t`Rounds`} value={i18n.number(totals.rounds)} />
            <Stat label={t`Total bet`} value={format.amount(totals.bet)} />
            <Stat label={t`Total payout`} value={format.amount(totals.payout)} />
            <Stat label={t`Net result`} value={format.amount(totals.net)} />
          </div>
          <ProfitChart
            days={chartDays}
            summary={t`From ${first} to ${last}: net result ${format.amount(totals.net)} over ${i18n.number(totals.rounds)} rounds. The tables below give each day and category.`}
          />
          <h2 className={styles.sectionHeading}>
            <Trans>Per category</Trans>
          </h2>
          <Table
            label={t`Profit and loss per category`}
            columns={categoryColumns}
            rows={categories}
            loadingLabel={t`Loading`}
            emptyContent={null}
            errorContent={null}
          />
          <h2 className={styles.sectionHeading}>
            <Trans>Per day</Trans>
          </h2>
          <Table
            label={t`Profit and loss per day and category`}
            columns={dayColumns}
            rows={lines.map((line) => ({ ...line, id: `${line.day}:${line.category}` }))}
            loadingLabel={t`Loading`}
            emptyContent={null}
            errorContent={null}
          />
        </>
      ) : null}
    </div>
  );
}

/** A brand calendar day, written the page's way (DD/MM/YYYY as §2.4's times). */
function dayText(day: string, locale: string): string {
  try {
    const d = parseDate(day);
    return new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
  } catch {
    return day;
  }
}
