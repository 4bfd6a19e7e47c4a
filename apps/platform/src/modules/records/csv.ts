/**
 * CSV for the record exports (issue 14 item 6). A cell that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return that some strip first) is prefixed with a
 * quote (OWASP "CSV injection"), so a game name or reference can never run in the member's sheet.
 * Amounts are exported as text too: "-30.00" is quoted like any other cell starting with "-".
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** "2026-11-25 13:45:07" in `timeZone`: the brand's clock (§9), in an order spreadsheets sort. */
export function brandTime(at: Date, timeZone: string): string {
  return at.toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' });
}
