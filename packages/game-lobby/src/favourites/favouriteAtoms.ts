import { atom } from 'jotai';
import type { GameTile } from '@lobbykit/api-contract';
import {
  apiAtom,
  invalidatePlatformQueriesAtom,
  requireRealAccountAtom,
  sessionAtom,
} from '@lobbykit/session';
import {
  emptyFavourites,
  favouritePayload,
  isFavourite,
  withAdded,
  withRemoved,
} from './favouriteLists';
import type { FavouriteLists } from './favouriteLists';
import { createLeadingThrottle, FAVOURITE_THROTTLE_MS } from './throttle';

/** The member's favourites as the lobby shows them (§3 favGameIds and the /favorite list). */
export const favouriteListsAtom = atom<FavouriteLists>(emptyFavourites);

/** Whose favourites are loaded: the member id, so a login as someone else reloads them. */
const favouritesOwnerAtom = atom<string | null>(null);

/**
 * Loads the favourite ids of the member logged in (a visitor or a trial player has none: §5 a
 * trial account is refused favourite actions). Runs again only when the member changes.
 */
export const syncFavouritesAtom = atom(null, async (get, set) => {
  const session = get(sessionAtom);
  if (session.kind !== 'member') {
    if (get(favouritesOwnerAtom) !== null || get(favouriteListsAtom) !== emptyFavourites) {
      set(favouritesOwnerAtom, null);
      set(favouriteListsAtom, emptyFavourites);
    }
    return;
  }
  const owner = String(session.member.id);
  if (get(favouritesOwnerAtom) === owner) return;
  set(favouritesOwnerAtom, owner);
  set(favouriteListsAtom, emptyFavourites);
  try {
    const { ids } = await get(apiAtom).favouriteGameIds();
    if (get(favouritesOwnerAtom) !== owner) return;
    set(favouriteListsAtom, (lists) => ({ ...lists, ids }));
  } catch {
    // Not loaded: the next sync tries again.
    if (get(favouritesOwnerAtom) === owner) set(favouritesOwnerAtom, null);
  }
});

/** One throttle per store (per page), created on first use. */
const throttleAtom = atom(() => createLeadingThrottle(FAVOURITE_THROTTLE_MS));

export type ToggleOutcome = 'added' | 'removed' | 'throttled' | 'blocked' | 'failed';

/**
 * §4 favourite toggle: adds if not a favourite, removes otherwise; needs login (§5: a visitor gets
 * the login popup, a trial player the real-account dialog, and the action is blocked); throttled
 * to once per 1000 ms ignoring trailing calls. Add appends locally first, then posts (skipped if
 * already present); remove deletes locally from both lists, then calls delete. A failed call
 * reloads the ids, so the hearts show what the server has.
 */
export const toggleFavouriteAtom = atom(
  null,
  async (get, set, game: GameTile): Promise<ToggleOutcome> => {
    if (!get(throttleAtom).tryRun()) return 'throttled';
    if (!set(requireRealAccountAtom)) return 'blocked';
    const api = get(apiAtom);
    const payload = favouritePayload(game);
    const lists = get(favouriteListsAtom);
    try {
      if (isFavourite(lists, game.nodeId)) {
        set(favouriteListsAtom, withRemoved(lists, game.nodeId));
        await api.removeFavouriteGame(payload);
        void set(invalidatePlatformQueriesAtom, ['favouriteGames']);
        return 'removed';
      }
      const added = withAdded(lists, game);
      if (added) {
        set(favouriteListsAtom, added);
        await api.addFavouriteGame(payload);
        void set(invalidatePlatformQueriesAtom, ['favouriteGames']);
      }
      return 'added';
    } catch {
      set(favouritesOwnerAtom, null);
      await set(syncFavouritesAtom);
      return 'failed';
    }
  },
);

export const isFavouriteAtom = (nodeId: string) =>
  atom((get) => isFavourite(get(favouriteListsAtom), nodeId));
