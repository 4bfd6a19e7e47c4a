import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { pairDelaySeconds, throttleRepository } from '../../src/modules/auth/throttle';
import type { ThrottleRepository } from '../../src/modules/auth/throttle';
import { openDatabase } from './helpers';

let database: DatabaseHandle;
let throttle: ThrottleRepository;
beforeAll(async () => {
  database = await openDatabase('throttle');
  throttle = throttleRepository(database.db);
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only the clock the counters read is set; the database keeps its own timers. */
function at(time: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

const minute = 60_000;
const windowStart = Math.floor(Date.UTC(2026, 10, 24, 12) / minute) * minute;

describe('throttle windows (issue 13 item 3)', () => {
  it('a sliding window still counts a burst at the edge of the last window; a fixed one forgets it at the turn', async () => {
    const sliding = { limit: 10, windowMs: minute, sliding: true };
    const fixed = { limit: 10, windowMs: minute };
    at(windowStart + minute - 1000);
    for (let n = 0; n < 10; n += 1) {
      await throttle.hit('edge:sliding', sliding);
      await throttle.hit('edge:fixed', fixed);
    }
    // One second into the next window, 59/60 of the burst is still within the last minute.
    at(windowStart + minute + 1000);
    expect(await throttle.count('edge:sliding', sliding)).toBe(9);
    expect(await throttle.hit('edge:sliding', sliding)).toBe(10);
    expect(await throttle.hit('edge:fixed', fixed)).toBe(1);
    // Half way through, half of the burst remains; a full window later, none of it.
    at(windowStart + minute + minute / 2);
    expect(await throttle.count('edge:sliding', sliding)).toBe(1 + 5);
    at(windowStart + 2 * minute + 1000);
    expect(await throttle.count('edge:sliding', sliding)).toBe(0);
  });

  it('pair delays grow from 1 second after five failures and stop at a minute', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 30].map(pairDelaySeconds)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});
