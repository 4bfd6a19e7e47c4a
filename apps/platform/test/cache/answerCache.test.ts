import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../../src/modules/catalogue/answerCache';

describe('AnswerCache (serialised catalogue answers)', () => {
  it('makes an answer once per key and serialises it as the call envelope', () => {
    const cache = new AnswerCache();
    const make = vi.fn(() => ({ list: [1, 2] }));
    const first = cache.get('k', make);
    expect(cache.get('k', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.envelope.toString())).toEqual({
      success: true,
      value: { list: [1, 2] },
    });
  });

  it('keeps the most recently used answers within its capacity (search terms are open-ended)', () => {
    const cache = new AnswerCache(2);
    cache.get('a', () => 1);
    cache.get('b', () => 2);
    cache.get('a', () => 1);
    cache.get('c', () => 3);
    expect(cache.size).toBe(2);
    const remade = vi.fn(() => 2);
    cache.get('b', remade);
    expect(remade).toHaveBeenCalledTimes(1);
    const kept = vi.fn(() => 1);
    cache.get('c', kept);
    expect(kept).not.toHaveBeenCalled();
  });
});
