import { describe, expect, it } from 'vitest';
import { COLOUR_MAP_KEY, createColourMap, gameColours } from './gameColour';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** A random source that walks through the given values again and again. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('per-game colour (§3)', () => {
  it('picks blue, pink or skyblue', () => {
    const map = createColourMap(null, sequence(0, 0.4, 0.9));
    expect([map.colourOf('1'), map.colourOf('2'), map.colourOf('3')]).toEqual([
      'blue',
      'pink',
      'skyblue',
    ]);
    expect(gameColours).toEqual(['blue', 'pink', 'skyblue']);
  });

  it('keeps a game’s colour stable for the session, whatever the random source says next', () => {
    const map = createColourMap(null, sequence(0.9, 0, 0.4));
    const first = map.colourOf('100550');
    for (let i = 0; i < 10; i += 1) expect(map.colourOf('100550')).toBe(first);
  });

  it('keeps the colour across pages of the same session through session storage', async () => {
    const storage = memoryStorage();
    const before = createColourMap(storage, sequence(0.5));
    expect(before.colourOf('42')).toBe('pink');
    await flush();
    expect(JSON.parse(storage.data.get(COLOUR_MAP_KEY) ?? '{}')).toEqual({ '42': 'pink' });
    // A reload: a new map, a random source that would pick another colour.
    const after = createColourMap(storage, sequence(0));
    expect(after.colourOf('42')).toBe('pink');
    expect(after.colourOf('43')).toBe('blue');
  });

  it('starts afresh from a damaged or foreign entry instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(COLOUR_MAP_KEY, '{not json');
    expect(createColourMap(storage, sequence(0)).colourOf('1')).toBe('blue');
    storage.setItem(COLOUR_MAP_KEY, JSON.stringify({ '1': 'green', '2': 'skyblue' }));
    const map = createColourMap(storage, sequence(0));
    expect(map.colourOf('1')).toBe('blue');
    expect(map.colourOf('2')).toBe('skyblue');
  });
});
