import { fromMinorUnits } from '@lobbykit/api-contract';
import type { CatalogueGame } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { assertTarget, maxTarget, minTarget } from '../games/dice';
import { lineBetLadderMinor, maxPayLines } from '../games/slot';

/** The most one spin or roll may stake: 100,000.00. */
export const maxBetMinor = 10_000_000n;

export interface BetLimits {
  minBetMinor: bigint;
  maxBetMinor: bigint;
  /** Slot: 1 to 25; a catalogue game with more lines (or ways) plays all 25. */
  maxLines: number;
  /** Slot line bets that can reach the minimum bet with every line played. */
  lineBetsMinor: bigint[];
}

export function betLimits(game: Pick<CatalogueGame, 'minBet' | 'lineCount'>): BetLimits {
  const maxLines = Math.min(maxPayLines, Math.max(1, game.lineCount ?? maxPayLines));
  return {
    minBetMinor: game.minBet,
    maxBetMinor,
    maxLines,
    lineBetsMinor: lineBetLadderMinor.filter(
      (bet) => bet * BigInt(maxLines) >= game.minBet && bet <= maxBetMinor,
    ),
  };
}

function refuse(field: string, message: string): never {
  throw new PlatformError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
}

/** Catalogue minimum bet on the total (line bet × lines); line bets from the ladder only. */
export function checkSlotBet(limits: BetLimits, lineBetMinor: bigint, lines: number): void {
  if (!Number.isInteger(lines) || lines < 1 || lines > limits.maxLines) {
    refuse('lines', `Play 1 to ${limits.maxLines} lines.`);
  }
  if (!limits.lineBetsMinor.includes(lineBetMinor)) {
    refuse('lineBet', 'Choose one of the line bets offered.');
  }
  const total = lineBetMinor * BigInt(lines);
  if (total < limits.minBetMinor) {
    refuse('lineBet', `The minimum bet is ${fromMinorUnits(limits.minBetMinor)}.`);
  }
  if (total > limits.maxBetMinor) {
    refuse('lineBet', `The maximum bet is ${fromMinorUnits(limits.maxBetMinor)}.`);
  }
}

export function checkDiceBet(limits: BetLimits, amountMinor: bigint, target: number): void {
  try {
    assertTarget(target);
  } catch {
    refuse('target', `Pick a target from ${minTarget} to ${maxTarget}.`);
  }
  if (amountMinor < limits.minBetMinor) {
    refuse('amount', `The minimum bet is ${fromMinorUnits(limits.minBetMinor)}.`);
  }
  if (amountMinor > limits.maxBetMinor) {
    refuse('amount', `The maximum bet is ${fromMinorUnits(limits.maxBetMinor)}.`);
  }
}
