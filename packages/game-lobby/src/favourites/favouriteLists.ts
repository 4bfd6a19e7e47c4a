import type { GameTile } from '@lobbykit/api-contract';

/** The §3 favourite payload: nodeId, vendor, gameType. */
export type FavouritePayload = { nodeId: string; vendor: string; gameType: GameTile['gameType'] };

export function favouritePayload(game: GameTile): FavouritePayload {
  return { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
}

/**
 * Both local favourite lists (§3 store state favGameIds, and the games of the /favorite page once
 * it has loaded them); §4 changes them before the server hears of it.
 */
export interface FavouriteLists {
  ids: readonly string[];
  /** Null until the /favorite page loads its games. */
  games: readonly GameTile[] | null;
}

export const emptyFavourites: FavouriteLists = { ids: [], games: null };

export function isFavourite(lists: FavouriteLists, nodeId: string): boolean {
  return lists.ids.includes(nodeId);
}

/** §4 add: appends locally (skipped, null, when already present). */
export function withAdded(lists: FavouriteLists, game: GameTile): FavouriteLists | null {
  if (isFavourite(lists, game.nodeId)) return null;
  return {
    ids: [...lists.ids, game.nodeId],
    games: lists.games && [...lists.games, game],
  };
}

/** §4 remove: deletes locally from both lists. */
export function withRemoved(lists: FavouriteLists, nodeId: string): FavouriteLists {
  return {
    ids: lists.ids.filter((id) => id !== nodeId),
    games: lists.games && lists.games.filter((game) => game.nodeId !== nodeId),
  };
}
