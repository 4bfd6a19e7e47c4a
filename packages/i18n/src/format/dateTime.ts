const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown time zone, which is what a bad brand config deserves.
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Builds the time zone's formatter ahead of its first use. The first `Intl.DateTimeFormat` of a
 * page loads ICU's calendar, pattern and zone data, a task of its own of 40–190 ms on a slow
 * phone; called in a task of its own while the data is still being fetched, that cost no longer
 * lengthens the render that shows the times (issue 17 item 2). A bad zone is left for
 * `formatDateTime` to report.
 */
export function prepareDateTimeFormat(timeZone: string): void {
  try {
    formatterFor(timeZone);
  } catch {
    // formatDateTime throws the same RangeError where it is used.
  }
}

// Times on the wire carry an offset (api-contract); without one the instant would depend on the
// visitor's own time zone, so such strings are refused rather than guessed.
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

function toInstant(value: string | Date): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
    return value;
  }
  const text = value.trim();
  const date = new Date(text);
  if (!text.includes('T') || !HAS_OFFSET.test(text) || Number.isNaN(date.getTime())) {
    throw new RangeError(`Not an ISO 8601 date-time with an offset: ${JSON.stringify(value)}`);
  }
  return date;
}

/**
 * Formats an instant as `DD/MM/YYYY HH:mm:ss` in the brand's IANA time zone (§2.4), whatever
 * time zone the visitor's machine is in.
 */
export function formatDateTime(value: string | Date, timeZone: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(toInstant(value))) {
    parts[part.type] = part.value;
  }
  const { day, month, year, hour, minute, second } = parts;
  return `${day ?? ''}/${month ?? ''}/${year ?? ''} ${hour ?? ''}:${minute ?? ''}:${second ?? ''}`;
}
