import { describe, expect, it } from 'vitest';
import { createLeadingThrottle } from './throttle';

describe('favourite throttle (§4, §9)', () => {
  it('runs the first call and ignores calls within 1000 ms, without replaying them later', () => {
    let now = 10_000;
    const throttle = createLeadingThrottle(1000, () => now);
    const ran: number[] = [];
    const call = () => {
      if (throttle.tryRun()) ran.push(now);
    };
    call();
    now += 200;
    call();
    now += 799;
    call();
    expect(ran).toEqual([10_000]);
    // Nothing trailing: time passing alone runs nothing.
    now += 5000;
    expect(ran).toEqual([10_000]);
    call();
    expect(ran).toEqual([10_000, 15_999]);
  });

  it('lets a call through exactly 1000 ms after the last one that ran', () => {
    let now = 0;
    const throttle = createLeadingThrottle(1000, () => now);
    expect(throttle.tryRun()).toBe(true);
    now = 999;
    expect(throttle.tryRun()).toBe(false);
    now = 1000;
    expect(throttle.tryRun()).toBe(true);
  });
});
