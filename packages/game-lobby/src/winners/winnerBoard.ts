import type { RankEntry } from '@lobbykit/api-contract';
import { readCache, writeCache } from '../catalogue/sessionCache';

/** §7.3 winner board: gameCategory ALL, limitNum 20. */
export const WINNER_BOARD_LIMIT = 20;

export const winnerBoardCacheKey = (merchant: string, language: string) =>
  `winnerBoard:${merchant}:${language}`;

const isRankList = (value: unknown): value is RankEntry[] =>
  Array.isArray(value) && value.every((entry) => typeof entry?.winAmount === 'string');

export function cachedWinners(merchant: string, language: string): RankEntry[] | null {
  return readCache(winnerBoardCacheKey(merchant, language), isRankList);
}

export function cacheWinners(merchant: string, language: string, list: RankEntry[]): void {
  writeCache(winnerBoardCacheKey(merchant, language), list);
}
