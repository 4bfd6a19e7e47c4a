import { parseDate, toZoned } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { dateRangePreset } from '@lobbykit/ui-kit';
import type { DateRange } from '@lobbykit/ui-kit';

/** The platform's widest range (api-contract recordRangeMaxDays): every answer a bounded scan. */
export const maxRangeDays = 92;

/**
 * A record page's range as whole days of the brand's calendar, both ends included, kept in the
 * address (`?from=2026-11-20&to=2026-11-26`) so a reload or a shared link shows the same rows.
 * Missing or unreadable: the last 7 days, what a person expects of "my recent play".
 */
export function rangeFromParams(params: URLSearchParams, timeZone: string): DateRange {
  const fallback = dateRangePreset('last7Days', timeZone);
  const start = dayOf(params.get('from'));
  const end = dayOf(params.get('to'));
  if (!start || !end || end.compare(start) < 0) return fallback;
  return { start, end };
}

function dayOf(text: string | null): CalendarDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

/** The days a range covers (both ends). */
export function rangeDays(range: DateRange): number {
  return range.end.compare(range.start) + 1;
}

/**
 * The platform's instants for a range of brand days: `from` the first day's midnight in the
 * brand's time zone (inclusive), `to` the midnight after the last day (exclusive).
 */
export function rangeToWire(range: DateRange, timeZone: string): { from: string; to: string } {
  return {
    from: toZoned(range.start, timeZone).toDate().toISOString(),
    to: toZoned(range.end.add({ days: 1 }), timeZone)
      .toDate()
      .toISOString(),
  };
}

/** The address's params with the range (and the other filters) changed. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}
