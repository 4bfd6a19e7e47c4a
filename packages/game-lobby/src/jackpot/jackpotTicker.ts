/** §9 jackpot counter on the home page: 1,500,000 to 2,000,000, no decimals. */
export const HOME_JACKPOT_BOUNDS = { min: 1_500_000, max: 2_000_000 } as const;
/** §9 the default bounds elsewhere. */
export const DEFAULT_JACKPOT_BOUNDS = { min: 1_400_000, max: 1_500_000 } as const;
/** §4, §9: every 3, 4 or 5 seconds (at random) it grows by a random 100 to 500. */
export const JACKPOT_STEP_DELAYS_MS = [3000, 4000, 5000] as const;
export const JACKPOT_INCREMENT = { min: 100, max: 500 } as const;

export interface JackpotBounds {
  min: number;
  max: number;
}

const randomInt = (min: number, max: number, random: () => number) =>
  min + Math.floor(random() * (max - min + 1));

/** §4: the counter starts at a random whole value within the bounds. */
export function jackpotStart(bounds: JackpotBounds, random: () => number = Math.random): number {
  return randomInt(bounds.min, bounds.max, random);
}

/**
 * One step: a random 100 to 500 more, and the delay before the next step (3, 4 or 5 s). Past the
 * upper bound it starts again from the lower one, so an illustrative figure stays in its range.
 */
export function jackpotStep(
  value: number,
  bounds: JackpotBounds,
  random: () => number = Math.random,
): { value: number; nextDelayMs: number } {
  const grown = value + randomInt(JACKPOT_INCREMENT.min, JACKPOT_INCREMENT.max, random);
  const nextDelayMs =
    JACKPOT_STEP_DELAYS_MS[Math.floor(random() * JACKPOT_STEP_DELAYS_MS.length)] ?? 4000;
  return { value: grown > bounds.max ? bounds.min : grown, nextDelayMs };
}
