import { describe, expect, it } from 'vitest';
import {
  announcedMinutes,
  clockOffset,
  countdownParts,
  currentDraw,
  formatCountdown,
  remainingMs,
} from './countdown';

const at = (iso: string) => Date.parse(iso);

describe('the draw countdown, on the platform’s clock', () => {
  it('counts from serverTime, not the device clock: a device 2 minutes slow still shows the platform’s minutes', () => {
    // The platform says 12:00:00 when the device thinks it is 11:58:00.
    const offset = clockOffset('2026-11-28T12:00:00.000Z', at('2026-11-28T11:58:00.000Z'));
    expect(offset).toBe(120_000);
    // 30 device-seconds later, 2:30 is left to a 12:03:00 close, not 4:30.
    const left = remainingMs('2026-11-28T12:03:00.000Z', at('2026-11-28T11:58:30.000Z'), offset);
    expect(left).toBe(150_000);
    expect(formatCountdown(left)).toBe('02:30');
  });

  it('reads an offset in the server time’s zone and never goes below zero', () => {
    const offset = clockOffset('2026-11-28T21:00:00+09:00', at('2026-11-28T12:00:00Z'));
    expect(offset).toBe(0);
    expect(remainingMs('2026-11-28T11:59:00Z', at('2026-11-28T12:00:00Z'), offset)).toBe(0);
  });

  it('rounds seconds up and shows hours past an hour', () => {
    expect(countdownParts(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(4 * 3_600_000 - 1)).toBe('4:00:00');
    expect(formatCountdown(3 * 3_600_000 + 5 * 60_000 + 7_000)).toBe('3:05:07');
  });

  it('announces whole minutes, so the live region changes once a minute, not every second', () => {
    expect(announcedMinutes(180_000)).toBe(3);
    expect(announcedMinutes(179_000)).toBe(3);
    expect(announcedMinutes(120_001)).toBe(3);
    expect(announcedMinutes(120_000)).toBe(2);
    expect(announcedMinutes(1)).toBe(1);
    expect(announcedMinutes(0)).toBe(0);
  });

  it('moves to the next draw once the first has closed, and has none when all have', () => {
    const draws = [
      { drawNumber: 7, closeAt: '2026-11-28T12:00:00Z' },
      { drawNumber: 8, closeAt: '2026-11-28T12:03:00Z' },
    ];
    expect(currentDraw(draws, at('2026-11-28T11:59:59Z'), 0)?.drawNumber).toBe(7);
    expect(currentDraw(draws, at('2026-11-28T12:00:00Z'), 0)?.drawNumber).toBe(8);
    // The device is 10 s fast: the platform's clock says 7 is still open.
    expect(currentDraw(draws, at('2026-11-28T12:00:05Z'), -10_000)?.drawNumber).toBe(7);
    expect(currentDraw(draws, at('2026-11-28T12:03:00Z'), 0)).toBeNull();
  });
});
