import { formatDateTime } from '@lobbykit/i18n';

/** A cashier time in the brand's time zone; empty for none or for one that cannot be read. */
export function cashierTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  try {
    return formatDateTime(iso, timeZone);
  } catch {
    return '';
  }
}
