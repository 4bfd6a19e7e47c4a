import { atom } from 'jotai';
import type { GameCategory, GameTile } from '@lobbykit/api-contract';
import {
  accountPopupAtom,
  apiAtom,
  brandAtom,
  isSeamlessVendor,
  languageAtom,
  merchantWalletQuery,
  platformQueryContextAtom,
  queryClientAtom,
  requestLoginAtom,
  requireLoginAtom,
  requireRealAccountAtom,
  sessionAtom,
} from '@lobbykit/session';
import { seamlessHref } from '../seamless/seamlessAddress';
import { launchTarget } from './launchTarget';

export type PlayMode = 'real' | 'free';

export type LaunchFailure =
  'previousGameNotFinished' | 'freePlayUnavailable' | 'notFound' | 'network' | 'unknown';

/** The lobby's own popups: a provider's game list (§2.3), the launch in progress, a failure (§8). */
export type LobbyDialog =
  | { kind: 'closed' }
  | { kind: 'providerList'; vassalage: string; gameType: GameCategory; name: string }
  | { kind: 'launching'; gameName: string }
  | { kind: 'launchFailed'; reason: LaunchFailure; gameName: string; serverMessage: string | null };

export const lobbyDialogAtom = atom<LobbyDialog>({ kind: 'closed' });

export const closeLobbyDialogAtom = atom(null, (_get, set) =>
  set(lobbyDialogAtom, { kind: 'closed' }),
);

/**
 * How a launched game is opened: in the same tab (the game page has its "Back to lobby" link).
 * Tests replace it to stay on their page.
 */
export const gameOpenerAtom = atom<{ open: (url: string) => void }>({
  open: (url) => window.location.assign(url),
});

interface CodedError {
  kind?: string;
  errorCode?: string;
  message?: string;
}

/** A launch's failure in the player's terms (§8), from what the platform or the network said. */
export function failureOf(error: unknown): {
  reason: LaunchFailure | 'session' | 'realAccount';
  message: string | null;
} {
  const coded = (error ?? {}) as CodedError;
  const message = typeof coded.message === 'string' ? coded.message : null;
  if (coded.kind === 'network' || coded.kind === 'timeout')
    return { reason: 'network', message: null };
  if (coded.kind === 'unauthenticated') return { reason: 'session', message: null };
  switch (coded.errorCode) {
    case 'PREVIOUS_GAME_NOT_FINISHED':
      // The platform names the game with the open round, in the player's language.
      return { reason: 'previousGameNotFinished', message };
    case 'REAL_ACCOUNT_REQUIRED':
      return { reason: 'realAccount', message: null };
    case 'FREE_PLAY_DISABLED':
      return { reason: 'freePlayUnavailable', message: null };
    case 'NOT_FOUND':
      return { reason: 'notFound', message: null };
    default:
      return { reason: 'unknown', message: null };
  }
}

export interface LaunchRequest {
  game: GameTile;
  mode: PlayMode;
  /** The router's navigate, for entries that lead to a page (§2.3). */
  navigate: (to: string) => void;
}

/**
 * §2.3 launching an entry of a list: lottery and sports entries go to their pages, a provider
 * entry opens its game list (or its game-list-centre page); a game needs login (§5: a visitor gets
 * the login popup and the launch is cancelled). Real play needs a real account (a trial player
 * gets the real-account dialog); free play is the trial account's (§4, §6). A seamless vendor's
 * game (its money stays on the main wallet, §3 isSingle) opens in the site's frame at /seamless
 * (§2.1), which launches it; another vendor's game gets its address from the platform, opened in
 * this tab.
 */
export const launchGameAtom = atom(
  null,
  async (get, set, { game, mode, navigate }: LaunchRequest) => {
    const brand = get(brandAtom);
    const target = launchTarget(game, brand.gameListCenter);
    if (target.kind === 'route') {
      navigate(target.to);
      return;
    }
    if (target.kind === 'providerList') {
      set(lobbyDialogAtom, target);
      return;
    }
    const allowed = mode === 'real' ? set(requireRealAccountAtom) : set(requireLoginAtom);
    if (!allowed) return;
    set(lobbyDialogAtom, { kind: 'launching', gameName: game.gameName });
    try {
      const context = get(platformQueryContextAtom);
      const wallet = await get(queryClientAtom).fetchQuery(merchantWalletQuery(context));
      if (isSeamlessVendor(wallet, game.vassalage)) {
        set(lobbyDialogAtom, { kind: 'closed' });
        navigate(seamlessHref(game));
        return;
      }
      const launched = await get(apiAtom).launchGame({
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        language: get(languageAtom),
        freePlay: mode === 'free',
        // "Back to lobby" returns to this very page (the platform accepts only the merchant's hosts).
        returnUrl: window.location.href,
      });
      get(gameOpenerAtom).open(launched.url);
      set(lobbyDialogAtom, { kind: 'closed' });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.reason === 'session') {
        set(lobbyDialogAtom, { kind: 'closed' });
        set(requestLoginAtom);
      } else if (failure.reason === 'realAccount') {
        set(lobbyDialogAtom, { kind: 'closed' });
        set(accountPopupAtom, { kind: 'realAccountNeeded' });
      } else {
        set(lobbyDialogAtom, {
          kind: 'launchFailed',
          reason: failure.reason,
          gameName: game.gameName,
          serverMessage: failure.message,
        });
      }
    }
  },
);

/**
 * §2.2: the sports entry with no page launches the first sports vendor's game directly (for
 * real: a sports book is not a free-trial game).
 */
export const launchFirstGameAtom = atom(
  null,
  async (
    get,
    set,
    {
      vassalage,
      gameType,
      navigate,
    }: { vassalage: string; gameType: GameCategory; navigate: (to: string) => void },
  ) => {
    if (!set(requireRealAccountAtom)) return;
    try {
      const page = await get(apiAtom).gameList({
        gameType,
        vassalage,
        pageSize: 1,
        language: get(languageAtom),
      });
      const first = page.games[0];
      if (!first) throw Object.assign(new Error('no game'), { errorCode: 'NOT_FOUND' });
      await set(launchGameAtom, { game: first, mode: 'real', navigate });
    } catch (error) {
      const failure = failureOf(error);
      set(lobbyDialogAtom, {
        kind: 'launchFailed',
        reason: failure.reason === 'network' ? 'network' : 'notFound',
        gameName: vassalage,
        serverMessage: null,
      });
    }
  },
);

/** §9: the free-trial button shows only when supportPlay is 0 (and free play can happen here). */
export const freeTrialOfferedAtom = atom((get) => {
  const brand = get(brandAtom);
  const kind = get(sessionAtom).kind;
  // Free play runs on a trial account (§4, §6): a real member has no trial wallet, so the button
  // would only fail for them; a brand without free play has no trial accounts at all.
  return brand.features.freePlay && kind !== 'member';
});

export function offersFreeTrial(
  game: Pick<GameTile, 'supportPlay'>,
  freePlayPossible: boolean,
): boolean {
  return freePlayPossible && game.supportPlay === 0;
}
