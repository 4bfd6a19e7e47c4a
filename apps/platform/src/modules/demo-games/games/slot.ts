/**
 * The demo slot (issue 6 "Demo provider"): 5 reels × 3 rows, up to 25 pay lines, a wild that
 * stands for every symbol but the scatter, and a scatter that pays anywhere and awards free spins.
 * Everything here is pure: the reel stops come from the provably fair floats (fair/fair.ts) and
 * the same inputs always give the same grid and wins. public/fair.js repeats this mapping for the
 * browser; a test keeps the two in step.
 */

export const slotSymbols = [
  'TEN',
  'JACK',
  'QUEEN',
  'KING',
  'ACE',
  'HEART',
  'DIAMOND',
  'STAR',
  'SEVEN',
  'WILD',
  'SCATTER',
] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

export const reelCount = 5;
export const rowCount = 3;

/**
 * The reel strips, 32 stops each. Low symbols are common, the seven and the wild rare, one
 * scatter per reel; the figures give a return to player of about 96 % (a test measures it).
 */
const strip = (counts: Partial<Record<SlotSymbol, number>>, order: readonly SlotSymbol[]) => {
  const pool: SlotSymbol[] = [];
  // Deal the symbols round-robin so equal symbols spread over the strip instead of clumping.
  const left = { ...counts };
  while (pool.length < 32) {
    let placed = false;
    for (const symbol of order) {
      const n = left[symbol] ?? 0;
      if (n > 0) {
        pool.push(symbol);
        left[symbol] = n - 1;
        placed = true;
      }
    }
    if (!placed) break;
  }
  return pool;
};

const baseCounts: Record<SlotSymbol, number> = {
  TEN: 5,
  JACK: 5,
  QUEEN: 4,
  KING: 4,
  ACE: 4,
  HEART: 3,
  DIAMOND: 2,
  STAR: 2,
  SEVEN: 1,
  WILD: 1,
  SCATTER: 1,
};

export const reelStrips: readonly (readonly SlotSymbol[])[] = [
  strip(baseCounts, [
    'TEN',
    'HEART',
    'JACK',
    'QUEEN',
    'SEVEN',
    'KING',
    'ACE',
    'DIAMOND',
    'STAR',
    'WILD',
    'SCATTER',
  ]),
  strip(baseCounts, [
    'JACK',
    'ACE',
    'TEN',
    'STAR',
    'KING',
    'QUEEN',
    'HEART',
    'WILD',
    'DIAMOND',
    'SCATTER',
    'SEVEN',
  ]),
  strip(baseCounts, [
    'QUEEN',
    'TEN',
    'DIAMOND',
    'KING',
    'JACK',
    'SCATTER',
    'ACE',
    'HEART',
    'SEVEN',
    'STAR',
    'WILD',
  ]),
  strip(baseCounts, [
    'KING',
    'JACK',
    'HEART',
    'TEN',
    'ACE',
    'WILD',
    'QUEEN',
    'STAR',
    'SCATTER',
    'DIAMOND',
    'SEVEN',
  ]),
  strip(baseCounts, [
    'ACE',
    'QUEEN',
    'TEN',
    'SEVEN',
    'JACK',
    'DIAMOND',
    'KING',
    'SCATTER',
    'HEART',
    'STAR',
    'WILD',
  ]),
];

/** Line pays as multiples of the line bet for 3, 4 and 5 in a row from the left reel. */
export const linePays: Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]> = {
  TEN: [12, 35, 120],
  JACK: [12, 45, 140],
  QUEEN: [16, 45, 170],
  KING: [22, 55, 220],
  ACE: [28, 70, 280],
  HEART: [45, 110, 450],
  DIAMOND: [55, 170, 700],
  STAR: [70, 220, 1100],
  SEVEN: [110, 550, 2800],
  WILD: [280, 1100, 5500],
};

/** Scatter pays anywhere, as multiples of the total bet, for 3, 4 and 5 scatters. */
export const scatterPays: readonly [number, number, number] = [2, 10, 50];
/** Free spins awarded by 3, 4 and 5 scatters, played at the triggering spin's bet. */
export const freeSpinAwards: readonly [number, number, number] = [5, 10, 15];

/** Rows of each pay line from the left reel to the right (0 top, 1 middle, 2 bottom). */
export const payLines: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];
export const maxPayLines = payLines.length;

/**
 * Line bets a player may choose, in minor units (0.01 to 1,000.00 in a 1-2-5 series). The
 * catalogue's minimum bet applies to the total bet (line bet × lines).
 */
export const lineBetLadderMinor: readonly bigint[] = [
  1n,
  2n,
  5n,
  10n,
  20n,
  50n,
  100n,
  200n,
  500n,
  1_000n,
  2_000n,
  5_000n,
  10_000n,
  20_000n,
  50_000n,
  100_000n,
];

export interface LineWin {
  /** 1-based line number, as the paytable shows it. */
  line: number;
  symbol: Exclude<SlotSymbol, 'SCATTER'>;
  count: 3 | 4 | 5;
  /** Multiple of the line bet. */
  multiplier: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[row][reel]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Multiple of the total bet paid by the scatters. */
  scatterMultiplier: number;
  freeSpinsAwarded: number;
}

/** The stop of each reel from the first five fair floats. */
export function slotStops(floats: readonly number[]): number[] {
  return reelStrips.map((reel, r) => {
    const f = floats[r];
    if (f === undefined || f < 0 || f >= 1) throw new RangeError('need five floats in [0, 1)');
    return Math.floor(f * reel.length);
  });
}

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: rowCount }, (_, row) =>
    reelStrips.map((reel, r) => {
      const stop = stops[r] ?? 0;
      return reel[(stop + row) % reel.length] as SlotSymbol;
    }),
  );
}

function payOf(symbol: Exclude<SlotSymbol, 'SCATTER'>, count: number): number {
  return count >= 3 ? (linePays[symbol][count - 3] ?? 0) : 0;
}

/** One line, left to right: the wild stands for any symbol but the scatter; the better reading pays. */
function evaluateLine(symbols: readonly SlotSymbol[]): Omit<LineWin, 'line'> | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'WILD') wildRun += 1;
  const target = symbols[wildRun];
  let best: Omit<LineWin, 'line'> | null = null;
  const wildPay = payOf('WILD', wildRun);
  if (wildPay > 0) best = { symbol: 'WILD', count: wildRun as 3 | 4 | 5, multiplier: wildPay };
  if (target !== undefined && target !== 'SCATTER' && target !== 'WILD') {
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'WILD')) {
      count += 1;
    }
    const pay = payOf(target, count);
    if (pay > (best?.multiplier ?? 0))
      best = { symbol: target, count: count as 3 | 4 | 5, multiplier: pay };
  }
  return best;
}

/** Wins of a grid on the first `lines` pay lines. */
export function evaluateSlot(stops: readonly number[], lines: number): SlotOutcome {
  if (!Number.isInteger(lines) || lines < 1 || lines > maxPayLines) {
    throw new RangeError(`lines must be 1 to ${maxPayLines}`);
  }
  const grid = slotGrid(stops);
  const lineWins: LineWin[] = [];
  payLines.slice(0, lines).forEach((rows, index) => {
    const symbols = rows.map((row, reel) => grid[row]?.[reel] as SlotSymbol);
    const win = evaluateLine(symbols);
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const scatterCount = grid.flat().filter((s) => s === 'SCATTER').length;
  const tier = Math.min(scatterCount, 5) - 3;
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    scatterMultiplier: tier >= 0 ? (scatterPays[tier] ?? 0) : 0,
    freeSpinsAwarded: tier >= 0 ? (freeSpinAwards[tier] ?? 0) : 0,
  };
}

/** Payout in minor units: line wins × line bet plus scatter × total bet. */
export function slotPayoutMinor(outcome: SlotOutcome, lineBetMinor: bigint, lines: number): bigint {
  const lineTotal = outcome.lineWins.reduce((sum, w) => sum + BigInt(w.multiplier), 0n);
  return (
    lineTotal * lineBetMinor + BigInt(outcome.scatterMultiplier) * lineBetMinor * BigInt(lines)
  );
}

export function spinSlot(floats: readonly number[], lines: number): SlotOutcome {
  return evaluateSlot(slotStops(floats), lines);
}
