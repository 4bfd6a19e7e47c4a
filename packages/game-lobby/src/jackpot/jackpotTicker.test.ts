import { describe, expect, it } from 'vitest';
import { HOME_JACKPOT_BOUNDS, jackpotStart, jackpotStep } from './jackpotTicker';

describe('jackpot counter (§4, §9)', () => {
  it('starts at a random whole value within the home bounds 1,500,000 to 2,000,000', () => {
    expect(jackpotStart(HOME_JACKPOT_BOUNDS, () => 0)).toBe(1_500_000);
    expect(jackpotStart(HOME_JACKPOT_BOUNDS, () => 0.999999999)).toBe(2_000_000);
    const middle = jackpotStart(HOME_JACKPOT_BOUNDS, () => 0.5);
    expect(Number.isInteger(middle)).toBe(true);
  });

  it('grows by a random 100 to 500 each step', () => {
    expect(jackpotStep(1_600_000, HOME_JACKPOT_BOUNDS, () => 0).value).toBe(1_600_100);
    expect(jackpotStep(1_600_000, HOME_JACKPOT_BOUNDS, () => 0.999999).value).toBe(1_600_500);
  });

  it('waits 3, 4 or 5 seconds (at random) before the next step', () => {
    const delays = [0, 0.5, 0.99].map(
      (r) => jackpotStep(1_600_000, HOME_JACKPOT_BOUNDS, () => r).nextDelayMs,
    );
    expect(delays).toEqual([3000, 4000, 5000]);
  });

  it('stays within its bounds: past the top it starts again from the bottom', () => {
    expect(jackpotStep(1_999_900, HOME_JACKPOT_BOUNDS, () => 0.999).value).toBe(1_500_000);
  });
});
