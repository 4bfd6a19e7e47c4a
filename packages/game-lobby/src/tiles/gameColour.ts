/** §3: each game tile gets one of these colours, stable per nodeId for the session. */
export const gameColours = ['blue', 'pink', 'skyblue'] as const;
export type GameColour = (typeof gameColours)[number];

/** §3 session storage "colour map". */
export const COLOUR_MAP_KEY = 'gameColourMap';

/** The parts of `Storage` used here, so tests can pass a plain object. */
export type ColourStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isColour(value: unknown): value is GameColour {
  return typeof value === 'string' && (gameColours as readonly string[]).includes(value);
}

function readMap(storage: ColourStorage | null): Map<string, GameColour> {
  const map = new Map<string, GameColour>();
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COLOUR_MAP_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') {
      for (const [nodeId, colour] of Object.entries(parsed))
        if (isColour(colour)) map.set(nodeId, colour);
    }
  } catch {
    // A damaged entry starts a fresh map; colours are decoration, never worth an error.
  }
  return map;
}

export interface ColourMap {
  /** The game's colour: the one it got earlier this session, else a random one, remembered. */
  colourOf(nodeId: string): GameColour;
}

/**
 * §3 per-game colour (blue, pink or skyblue) kept stable per nodeId for the session: picked at
 * random the first time a game is shown and kept in session storage, so a reload or another page
 * of the same session shows the same colour.
 */
export function createColourMap(
  storage: ColourStorage | null,
  random: () => number = Math.random,
): ColourMap {
  const map = readMap(storage);
  let writePending = false;
  const write = () => {
    writePending = false;
    try {
      storage?.setItem(COLOUR_MAP_KEY, JSON.stringify(Object.fromEntries(map)));
    } catch {
      // Full or blocked storage: colours stay stable for this page only.
    }
  };
  return {
    colourOf(nodeId) {
      const known = map.get(nodeId);
      if (known) return known;
      const colour = gameColours[Math.floor(random() * gameColours.length)] ?? 'blue';
      map.set(nodeId, colour);
      // A list shows many new games at once: one write for all of them.
      if (!writePending) {
        writePending = true;
        queueMicrotask(write);
      }
      return colour;
    },
  };
}
