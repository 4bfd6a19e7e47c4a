import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlMap } from '../../src/cache/ttlMap';

/** A promise the test settles by hand, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TtlMap (the platform’s short-lived read caches)', () => {
  it('loads once for many callers at a time and keeps the value for the TTL', async () => {
    const map = new TtlMap<string, number>(1000);
    const read = deferred<number>();
    const load = vi.fn(() => read.promise);
    const first = map.load('a', load);
    const second = map.load('a', load);
    read.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    expect(await map.load('a', async () => 8)).toBe(7);
  });

  it('serves a value past half its life while a fresh one loads, and never one past the TTL', async () => {
    const map = new TtlMap<string, number>(1000);
    await map.load('a', async () => 1);
    vi.advanceTimersByTime(600);
    const refresh = deferred<number>();
    expect(await map.load('a', () => refresh.promise)).toBe(1);
    refresh.resolve(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(map.get('a')).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(map.get('a')).toBeUndefined();
    expect(await map.load('a', async () => 3)).toBe(3);
  });

  it('does not keep undefined (an unknown token is read again next time)', async () => {
    const map = new TtlMap<string, number>(1000);
    const load = vi.fn(async () => undefined);
    expect(await map.load('a', load)).toBeUndefined();
    expect(await map.load('a', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a read that began before a delete neither is kept nor serves callers who come after it', async () => {
    const map = new TtlMap<string, string>(1000);
    const before = deferred<string>();
    const racing = map.load('token', () => before.promise);
    // The logout's write lands while the read is in flight.
    map.deleteWhere((value) => value === 'valid');
    const after = map.load('token', async () => 'revoked');
    before.resolve('valid');
    expect(await racing).toBe('valid');
    expect(await after).toBe('revoked');
    expect(map.get('token')).toBe('revoked');
  });

  it('drops expired entries as new ones arrive, and never holds more than its capacity', async () => {
    const map = new TtlMap<number, number>(1000, 3);
    for (let i = 0; i < 5; i += 1) map.set(i, i);
    expect([...map.valuesWithKeys()].map(([key]) => key)).toEqual([2, 3, 4]);
    vi.advanceTimersByTime(1000);
    map.set(9, 9);
    expect([...map.valuesWithKeys()].map(([key]) => key)).toEqual([9]);
  });
});
