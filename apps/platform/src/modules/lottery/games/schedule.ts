import type { LotteryGame } from './game';

/**
 * Draw times: draw number n of a game is at epoch + n × everyMs (UTC), so every node computes
 * the same numbers and times without asking anyone.
 */
export const scheduleEpochMs = Date.UTC(2026, 0, 1);

export function drawTimeOf(game: LotteryGame, drawNumber: bigint): Date {
  return new Date(scheduleEpochMs + Number(drawNumber) * game.everyMs);
}

export function closeTimeOf(game: LotteryGame, drawNumber: bigint): Date {
  return new Date(drawTimeOf(game, drawNumber).getTime() - game.closeBeforeMs);
}

/** The first draw whose time is after `at`. */
export function nextDrawNumber(game: LotteryGame, at: Date): bigint {
  return BigInt(Math.floor((at.getTime() - scheduleEpochMs) / game.everyMs) + 1);
}

/**
 * Draw numbers from the next one after `from` through the last one at or before `until`, and at
 * least through the first one still taking bets at `from`: in the minute between a lotto's close
 * and its draw, the draw after it must exist, or a player opening the game has nothing to bet on.
 */
export function drawNumbersBetween(game: LotteryGame, from: Date, until: Date): bigint[] {
  const first = nextDrawNumber(game, from);
  const firstOpen = closeTimeOf(game, first) > from ? first : first + 1n;
  const last = bigMax(nextDrawNumber(game, until) - 1n, firstOpen);
  const numbers: bigint[] = [first];
  for (let n = first + 1n; n <= last; n += 1n) numbers.push(n);
  return numbers;
}

function bigMax(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
