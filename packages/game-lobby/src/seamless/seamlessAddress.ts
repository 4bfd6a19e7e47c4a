import type { GameTile } from '@lobbykit/api-contract';

/** §2.1 the game page of a seamless-wallet vendor. */
export const SEAMLESS_PATH = '/seamless';

/** What a /seamless address names: one vendor's game by its code (§2.3 query fields). */
export interface SeamlessGameRef {
  vassalage: string;
  gameCode: string;
}

/**
 * The /seamless address of a game: its vendor and code, as §2.3 sends a list's game to its page
 * (`gameCode`, `vassalage`). Nothing else: the page asks the catalogue for the rest, so a shared or
 * reloaded address opens the same game in the reader's language.
 */
export function seamlessHref(game: Pick<GameTile, 'vassalage' | 'gameCode'>): string {
  const query = new URLSearchParams({ vassalage: game.vassalage, gameCode: game.gameCode });
  return `${SEAMLESS_PATH}?${query.toString()}`;
}

/** The game a /seamless query names, or null when a field is missing or unusable. */
export function readSeamlessQuery(search: URLSearchParams): SeamlessGameRef | null {
  const vassalage = search.get('vassalage')?.trim() ?? '';
  const gameCode = search.get('gameCode')?.trim() ?? '';
  // The catalogue's limits (vendor code 1–32, game code 1–64): a longer value names no game.
  if (!vassalage || !gameCode || vassalage.length > 32 || gameCode.length > 64) return null;
  return { vassalage, gameCode };
}
