import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime.js';

describe('formatDateTime (§2.4: DD/MM/YYYY HH:mm:ss in the brand time zone)', () => {
  it('converts to Asia/Tokyo (UTC+9, no daylight saving), crossing midnight', () => {
    expect(formatDateTime('2026-12-31T15:30:05Z', 'Asia/Tokyo')).toBe('01/01/2027 00:30:05');
    expect(formatDateTime('2026-07-01T00:00:00Z', 'Asia/Tokyo')).toBe('01/07/2026 09:00:00');
  });

  it('follows Europe/Malta across the spring daylight-saving change (29 March 2026, 01:00 UTC)', () => {
    expect(formatDateTime('2026-03-29T00:59:59Z', 'Europe/Malta')).toBe('29/03/2026 01:59:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'Europe/Malta')).toBe('29/03/2026 03:00:00');
  });

  it('follows Europe/Malta across the autumn change (25 October 2026), where 02:xx happens twice', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z', 'Europe/Malta')).toBe('25/10/2026 02:30:00');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'Europe/Malta')).toBe('25/10/2026 02:30:00');
    expect(formatDateTime('2026-10-25T02:30:00Z', 'Europe/Malta')).toBe('25/10/2026 03:30:00');
  });

  it('honours the offset written in the string', () => {
    expect(formatDateTime('2026-01-02T03:04:05+09:00', 'UTC')).toBe('01/01/2026 18:04:05');
    expect(formatDateTime('2026-01-02T03:04:05.678-05:00', 'UTC')).toBe('02/01/2026 08:04:05');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 4, 1, 15, 0, 0)), 'Asia/Tokyo')).toBe(
      '02/05/2026 00:00:00',
    );
  });

  it('refuses strings without an offset, invalid dates and unknown time zones', () => {
    expect(() => formatDateTime('2026-01-02T03:04:05', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime('2026-01-02', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime('yesterday', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime('2026-01-02T03:04:05Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
