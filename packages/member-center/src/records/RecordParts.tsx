import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@lobbykit/forms';
import { formatAmount, formatDateTime } from '@lobbykit/i18n';
import { brandAtom, moneyFormatAtom, useMutation } from '@lobbykit/session';
import { today } from '@internationalized/date';
import { Button, DateRangePicker } from '@lobbykit/ui-kit';
import type { DateRange } from '@lobbykit/ui-kit';
import { maxRangeDays, rangeDays, rangeFromParams, rangeToWire, withParams } from './range';
import * as styles from './records.css';

export { RecordFailure } from './RecordFailure';

/** The brand's time zone and the amount and time formatters of a record page. */
export function useRecordFormat() {
  const timeZone = useAtomValue(brandAtom).timeZone;
  const money = useAtomValue(moneyFormatAtom);
  return {
    timeZone,
    /** §9: separators and the merchant currency's own decimals (JPY none, EUR two). */
    amount: (wire: string) => formatAmount(wire, money),
    /** §2.4 the brand's time zone, whatever the visitor's machine says. */
    time: (iso: string) => {
      try {
        return formatDateTime(iso, timeZone);
      } catch {
        return ''; // a malformed time is left out rather than shown wrong
      }
    },
  };
}

/**
 * The page's filters, kept in the address's search params (a reload or a shared link keeps
 * them): the range of brand days, and whatever else the page filters by.
 */
export function useRecordParams() {
  const [params, setParams] = useSearchParams();
  const timeZone = useAtomValue(brandAtom).timeZone;
  const range = rangeFromParams(params, timeZone);
  const tooWide = rangeDays(range) > maxRangeDays;
  return {
    params,
    range,
    tooWide,
    /** The range on the wire; null while it is wider than the platform answers. */
    wire: tooWide ? null : rangeToWire(range, timeZone),
    set: (changes: Record<string, string | null>) =>
      setParams(withParams(params, changes), { replace: true }),
    setRange: (next: DateRange) =>
      setParams(withParams(params, { from: next.start.toString(), to: next.end.toString() }), {
        replace: true,
      }),
  };
}

/** The date range filter: typed or picked, with the presets; at most 92 days (the platform's). */
export function RangeFilter({
  range,
  tooWide,
  onChange,
}: {
  range: DateRange;
  tooWide: boolean;
  onChange: (range: DateRange) => void;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useAtomValue(brandAtom).timeZone;
  return (
    <DateRangePicker
      label={t`Dates`}
      value={range}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      timeZone={timeZone}
      locale={i18n.locale}
      maxValue={today(timeZone)}
      errorMessage={tooWide ? t`Choose at most ${maxRangeDays} days.` : undefined}
      labels={{
        today: t`Today`,
        last7Days: t`Last 7 days`,
        last30Days: t`Last 30 days`,
        thisMonth: t`This month`,
        presets: t`Quick ranges`,
        previousMonth: t`Previous month`,
        nextMonth: t`Next month`,
      }}
    />
  );
}

/**
 * CSV of the whole filter, from the platform's export (read by the caller through the session's
 * api client, with its token), saved under `fileName`. A refusal is shown with the one error map.
 */
export function ExportButton({
  read,
  fileName,
  isDisabled = false,
}: {
  /** Reads the export; null while the filter cannot be asked (a range too wide). */
  read: (() => Promise<Blob>) | null;
  fileName: string;
  isDisabled?: boolean;
}) {
  const { i18n } = useLingui();
  const [saved, setSaved] = useState(false);
  const download = useMutation({
    mutationFn: () => (read ? read() : Promise.reject(new Error('no range'))),
    onSuccess: (blob) => {
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = `${fileName}.csv`;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once click() returns; the URL is not needed after.
      setTimeout(() => URL.revokeObjectURL(href), 0);
      setSaved(true);
    },
  });
  return (
    <div className={styles.toolbar}>
      <Button
        tone="neutral"
        variant="soft"
        size="sm"
        isDisabled={isDisabled || !read || download.isPending}
        onPress={() => {
          setSaved(false);
          download.mutate();
        }}
      >
        {download.isPending ? <Trans>Preparing CSV…</Trans> : <Trans>Export CSV</Trans>}
      </Button>
      <span role="status" className={styles.note}>
        {saved ? <Trans>CSV downloaded.</Trans> : null}
      </span>
      {download.error ? (
        <p role="alert" className={styles.note}>
          {errorMessage(i18n, download.error)}
        </p>
      ) : null}
    </div>
  );
}
