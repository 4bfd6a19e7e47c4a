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
