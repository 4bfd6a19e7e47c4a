import type { DemoGameKind } from '@lobbykit/api-contract';

/** The demo games every catalogue game is dressed as (issue 6 "Demo provider", issue 11). */
export { demoGameKinds } from '@lobbykit/api-contract';
export type { DemoGameKind } from '@lobbykit/api-contract';

/** Classify values that name a live table (a vendor's own tag for its live games). */
const liveClassifies = new Set(['LIVE', 'LIVE_CASINO', 'BACCARAT', 'TABLE']);

/**
 * Slot-like games (the RNG category, jackpot games, anything with pay lines) launch the slot;
 * live casino and card (PVP) games launch the baccarat table, so a live tile opens a table game
 * that looks like its category (issue 11); every other game (fishing, lottery, sports…) launches
 * the dice game.
 */
export function demoKindOf(game: {
  gameType: string;
  classify: string | null;
  lineCount: number | null;
}): DemoGameKind {
  if (game.gameType === 'RNG' || game.classify === 'JP') return 'slot';
  if (game.lineCount !== null && game.lineCount > 0) return 'slot';
  if (game.gameType === 'LIVE' || game.gameType === 'PVP') return 'baccarat';
  if (game.classify !== null && liveClassifies.has(game.classify.toUpperCase())) return 'baccarat';
  return 'dice';
}
