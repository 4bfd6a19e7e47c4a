import { catalogueAmountMinor, catalogueScale, fromMinorUnits } from '@lobbykit/api-contract';
import type { CatalogueGame } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { assertTarget, maxTarget, minTarget } from '../games/dice';
import { lineBetLadderMinor, maxPayLines } from '../games/slot';

/**
 * The most one spin, roll or hand may stake, as a catalogue amount (100,000.00): 100,000.00 in
 * EUR, ¥10,000,000 in JPY (issue 11: limits scale with the currency, api-contract
 * `catalogueScale`).
 */
export const maxBetReferenceMinor = 10_000_000n;

/**
 * The smallest line bet that reads naturally in the currency: 0.01 where there are decimals, ¥10
 * where there are none (a yen ladder is 10, 20, 50, 100… yen a line, never ¥1 or ¥5).
 */
export function smallestLineBetMinor(minorUnits: number): bigint {
  return minorUnits === 0 ? 10n : catalogueScale(minorUnits);
}

/** A table's smallest bet (the baccarat table): 1.00, or ¥100. */
export function smallestTableBetMinor(minorUnits: number): bigint {
  return catalogueAmountMinor(100n, minorUnits);
}

export interface BetLimits {
  /** The currency's minor units, for the amounts in refusals. */
  minorUnits: number;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  /** Slot: 1 to 25; a catalogue game with more lines (or ways) plays all 25. */
  maxLines: number;
  /** Slot line bets that can reach the minimum bet with every line played. */
  lineBetsMinor: bigint[];
}

/**
 * A game's limits in the merchant's currency: the catalogue's amounts scaled to it. A table game
 * never goes below the table's smallest bet.
 */
export function betLimits(
  game: Pick<CatalogueGame, 'minBet' | 'lineCount'>,
  minorUnits: number,
  options: { table?: boolean } = {},
): BetLimits {
  const scale = catalogueScale(minorUnits);
  const maxLines = Math.min(maxPayLines, Math.max(1, game.lineCount ?? maxPayLines));
  const maxBetMinor = maxBetReferenceMinor * scale;
  const catalogueMin = game.minBet * scale;
  const minBetMinor =
    options.table && catalogueMin < smallestTableBetMinor(minorUnits)
      ? smallestTableBetMinor(minorUnits)
      : catalogueMin;
  const smallestLine = smallestLineBetMinor(minorUnits);
  return {
    minorUnits,
    minBetMinor,
    maxBetMinor,
    maxLines,
    lineBetsMinor: lineBetLadderMinor
      .map((bet) => bet * scale)
      .filter(
        (bet) => bet >= smallestLine && bet * BigInt(maxLines) >= minBetMinor && bet <= maxBetMinor,
      ),
  };
}

function refuse(field: string, message: string): never {
  throw new PlatformError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
}

/** Catalogue minimum bet on the total (line bet × lines); line bets from the ladder only. */
export function checkSlotBet(limits: BetLimits, lineBetMinor: bigint, lines: number): void {
  const amount = (minor: bigint) => fromMinorUnits(minor, limits.minorUnits);
  if (!Number.isInteger(lines) || lines < 1 || lines > limits.maxLines) {
    refuse('lines', `Play 1 to ${limits.maxLines} lines.`);
  }
  if (!limits.lineBetsMinor.includes(lineBetMinor)) {
    refuse('lineBet', 'Choose one of the line bets offered.');
  }
  const total = lineBetMinor * BigInt(lines);
  if (total < limits.minBetMinor) {
    refuse('lineBet', `The minimum bet is ${amount(limits.minBetMinor)}.`);
  }
  if (total > limits.maxBetMinor) {
    refuse('lineBet', `The maximum bet is ${amount(limits.maxBetMinor)}.`);
  }
}

/** A single stake (a dice roll, a baccarat hand) between the game's minimum and the maximum. */
export function checkStake(limits: BetLimits, amountMinor: bigint): void {
  const amount = (minor: bigint) => fromMinorUnits(minor, limits.minorUnits);
  if (amountMinor < limits.minBetMinor) {
    refuse('amount', `The minimum bet is ${amount(limits.minBetMinor)}.`);
  }
  if (amountMinor > limits.maxBetMinor) {
    refuse('amount', `The maximum bet is ${amount(limits.maxBetMinor)}.`);
  }
}

export function checkDiceBet(limits: BetLimits, amountMinor: bigint, target: number): void {
  try {
    assertTarget(target);
  } catch {
    refuse('target', `Pick a target from ${minTarget} to ${maxTarget}.`);
  }
  checkStake(limits, amountMinor);
}
