import type { LotteryPick } from '@lobbykit/api-contract';
import { PlatformError } from '../../../http/errors';

/**
 * One bet type of a lottery game. `code` is stable (stored with each bet, and what a launcher's
 * §3 "Chinese lottery entry" defaultPlayType names); odds are hundredths of the stake ("196" pays
 * 1.96 times the stake, stake included), so every payout is exact integer arithmetic.
 */
export interface PlayType<S extends object = Record<string, unknown>> {
  code: string;
  /** The wire selection, normalised, or a VALIDATION_FAILED naming the field (under `field`). */
  parse(selection: unknown, field: string): S;
  /** What the bet returns (stake included) for this result, in minor units; 0 when it loses. */
  payoutMinor(stakeMinor: bigint, selection: S, result: readonly number[]): bigint;
  /** Stake limits as catalogue amounts (100 = 1.00; api-contract `catalogueAmountMinor`). */
  minStake: bigint;
  maxStake: bigint;
  /** How the betting view picks the selection (the contract's LotteryPick). */
  pick: LotteryPick;
  /** What it pays, in hundredths of the stake, as the betting view shows it. */
  odds: PlayTypeOdds;
}

/** `fixed`: one figure; `perHit`: for each drawn number matching; `table`: by picks and hits. */
export type PlayTypeOdds =
  | { kind: 'fixed'; hundredths: number }
  | { kind: 'perHit'; hundredths: number }
  | { kind: 'table'; rows: readonly { picks: number; hits: number; hundredths: number }[] };

/** Erases a play type's selection type, so the game lists sit in one array. */
export function playType<S extends object>(type: PlayType<S>): PlayType {
  return type as unknown as PlayType;
}

export function refuse(field: string, message: string): never {
  throw new PlatformError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
}

/** Stake × odds in hundredths, rounded down to the minor unit. */
export function paid(stakeMinor: bigint, oddsHundredths: number): bigint {
  return (stakeMinor * BigInt(oddsHundredths)) / 100n;
}

function record(selection: unknown, field: string): Record<string, unknown> {
  if (typeof selection !== 'object' || selection === null || Array.isArray(selection)) {
    refuse(field, 'The selection must be an object.');
  }
  return selection as Record<string, unknown>;
}

/** A whole number from `min` to `max` at `selection[key]`. */
export function wholeNumber(
  selection: unknown,
  field: string,
  key: string,
  min: number,
  max: number,
): number {
  const value = record(selection, field)[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    refuse(`${field}.${key}`, `Pick a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** One of `values` at `selection[key]`. */
export function oneOf<T extends string>(
  selection: unknown,
  field: string,
  key: string,
  values: readonly T[],
): T {
  const value = record(selection, field)[key];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    refuse(`${field}.${key}`, `Choose one of ${values.join(', ')}.`);
  }
  return value as T;
}

/** `min` to `max` different whole numbers from `low` to `high`, returned ascending. */
export function distinctNumbers(
  selection: unknown,
  field: string,
  key: string,
  count: { min: number; max: number },
  range: { low: number; high: number },
): number[] {
  const value = record(selection, field)[key];
  const at = `${field}.${key}`;
  const size = count.min === count.max ? `${count.min}` : `${count.min} to ${count.max}`;
  if (!Array.isArray(value) || value.length < count.min || value.length > count.max) {
    refuse(at, `Pick ${size} numbers.`);
  }
  for (const n of value) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < range.low || n > range.high) {
      refuse(at, `Each number must be a whole number from ${range.low} to ${range.high}.`);
    }
  }
  const numbers = [...(value as number[])].sort((a, b) => a - b);
  if (new Set(numbers).size !== numbers.length) refuse(at, 'Pick each number once.');
  return numbers;
}

/** Big/small and odd/even on a sum: the side a sum falls on (null: neither, the tie). */
export const sides = {
  bigSmall: ['big', 'small'] as const,
  oddEven: ['odd', 'even'] as const,
};
export type BigSmall = (typeof sides.bigSmall)[number];
export type OddEven = (typeof sides.oddEven)[number];

export function sumOf(numbers: readonly number[]): number {
  return numbers.reduce((a, b) => a + b, 0);
}

export function parityOf(n: number): OddEven {
  return n % 2 === 0 ? 'even' : 'odd';
}
