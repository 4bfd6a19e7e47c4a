/**
 * The demo instant game (issue 6 "Demo provider"): dice "roll under". The player picks a target;
 * the roll is a number from 0.00 to 99.99 taken from the first fair float, and the round wins when
 * the roll is below the target. Fully decided by the fair outcome: no choice after the bet.
 */

/** Whole-number targets: a 2 % to 95 % chance to win. */
export const minTarget = 2;
export const maxTarget = 95;

/** 1 % house edge: a win pays 99 ÷ target times the bet (return to player 99 %). */
export const diceReturnPercent = 99;

export interface DiceOutcome {
  /** Hundredths: 0 to 9999, shown as 0.00 to 99.99. */
  rollHundredths: number;
  target: number;
  win: boolean;
}

export function rollDice(floats: readonly number[], target: number): DiceOutcome {
  const f = floats[0];
  if (f === undefined || f < 0 || f >= 1) throw new RangeError('need a float in [0, 1)');
  assertTarget(target);
  const rollHundredths = Math.floor(f * 10_000);
  return { rollHundredths, target, win: rollHundredths < target * 100 };
}

export function assertTarget(target: number): void {
  if (!Number.isInteger(target) || target < minTarget || target > maxTarget) {
    throw new RangeError(`target must be a whole number from ${minTarget} to ${maxTarget}`);
  }
}

/** Payout in minor units, rounded down to the minor unit: bet × 99 ÷ target on a win. */
export function dicePayoutMinor(outcome: DiceOutcome, betMinor: bigint): bigint {
  if (!outcome.win) return 0n;
  return (betMinor * BigInt(diceReturnPercent)) / BigInt(outcome.target);
}

/** The multiplier shown before the roll, four decimals, rounded down (e.g. "1.9800"). */
export function diceMultiplierText(target: number): string {
  assertTarget(target);
  const tenThousandths = Math.floor((diceReturnPercent * 10_000) / target);
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}
