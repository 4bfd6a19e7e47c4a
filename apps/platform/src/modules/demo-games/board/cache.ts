import { TtlMap } from '../../../cache/ttlMap';
import type { Database } from '../../../db/index';
import type { CatalogueGame } from '../../../db/schema/index';
import type { Win } from './rankList';

/**
 * How long a node trusts a winner board or a recent-games list it read. The lobby asks for both
 * on every home visit; reading them once a second instead of once per visitor keeps them fast at
 * 100 connections (issue 6 quality bar). A real win or a launch through this process clears the
 * entries it changes at once; one through another node shows within this time.
 */
export const BOARD_TTL_MS = 1000;

export interface RecentGame {
  game: CatalogueGame;
  lastPlayedAt: Date;
}

class BoardCache {
  /** By `merchantId|category|limit`. */
  readonly wins = new TtlMap<string, { merchantId: number; wins: Win[] }>(BOARD_TTL_MS);
  /** By `merchantId|memberId|limit`. */
  readonly recent = new TtlMap<string, { memberId: number; games: RecentGame[] }>(BOARD_TTL_MS);
}

const caches = new WeakMap<Database, BoardCache>();

export function boardCacheFor(db: Database): BoardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BoardCache();
    caches.set(db, cache);
  }
  return cache;
}

/** A real win was settled: the merchant's boards show it on the next read. */
export function forgetWins(db: Database, merchantId: number): void {
  caches.get(db)?.wins.deleteWhere((entry) => entry.merchantId === merchantId);
}

/** The member launched a game: their recent list shows it on the next read. */
export function forgetRecent(db: Database, memberId: number): void {
  caches.get(db)?.recent.deleteWhere((entry) => entry.memberId === memberId);
}
