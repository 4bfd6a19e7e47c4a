import { describe, expect, it } from 'vitest';
import { minutesSince, nextCheckAt } from './schedule';

const since = Date.UTC(2026, 10, 27, 9, 0, 0);
const min = 60_000;

describe('nextCheckAt', () => {
  it('is one interval after the login at first', () => {
    expect(nextCheckAt(since, 10, since)).toBe(since + 10 * min);
    expect(nextCheckAt(since, 10, since + 1)).toBe(since + 10 * min);
  });

  it('keeps the login clock across a reload: the next whole interval after now', () => {
    expect(nextCheckAt(since, 10, since + 25 * min)).toBe(since + 30 * min);
    expect(nextCheckAt(since, 45, since + 50 * min)).toBe(since + 90 * min);
  });

  it('moves on to the next interval once one is due', () => {
    expect(nextCheckAt(since, 15, since + 15 * min)).toBe(since + 30 * min);
  });

  it('treats a clock behind the login as the login itself', () => {
    expect(nextCheckAt(since, 20, since - 5 * min)).toBe(since + 20 * min);
  });
});

describe('minutesSince', () => {
  it('counts whole minutes played, never below zero', () => {
    expect(minutesSince(since, since + 61 * min + 59_000)).toBe(61);
    expect(minutesSince(since, since - min)).toBe(0);
  });
});
