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

/** Draw numbers from the next one after `from` through the last one at or before `until`. */
export function drawNumbersBetween(game: LotteryGame, from: Date, until: Date): bigint[] {
  const first = nextDrawNumber(game, from);
  const last = nextDrawNumber(game, until) - 1n;
  const numbers: bigint[] = [first];
  for (let n = first + 1n; n <= last; n += 1n) numbers.push(n);
  return numbers;
}
