import type { GameTile } from '@lobbykit/api-contract';
import type { LaunchFailure } from '../launch/launchAtoms';

/** The game a /seamless page shows, as far as the page knows it. */
export type SeamlessGame = Pick<
  GameTile,
  'nodeId' | 'vassalage' | 'gameType' | 'gameName' | 'gameCode' | 'supportPlay'
>;

/**
 * What the /seamless page shows (§2.1): the game inside the site's frame, or why not. One state
 * at a time; the way back is shown in every one.
 */
export type SeamlessState =
  | { kind: 'loading' }
  /** The address names no game of this site (§8: a not-found message with the way back). */
  | { kind: 'notFound' }
  /** §6: a visitor browses the page; playing needs a login (§5). */
  | { kind: 'login'; game: SeamlessGame }
  /** §5, §6: a trial account on a game with no free trial. */
  | { kind: 'realAccount'; game: SeamlessGame }
  | { kind: 'launching'; game: SeamlessGame }
  | { kind: 'playing'; game: SeamlessGame; url: string }
  /** §8: the launch failed, in words; `retry` asks the platform again. */
  | {
      kind: 'failed';
      game: SeamlessGame | null;
      reason: LaunchFailure;
      serverMessage: string | null;
    };

export type SeamlessStateKind = SeamlessState['kind'];

/** The session as this page cares about it. */
export type SeamlessPlayer = 'restoring' | 'visitor' | 'trial' | 'member';

/** What the page's two reads answered: the game from the catalogue, then its launch. */
export interface SeamlessReads {
  /** False when the address names no game at all (a field missing). */
  named: boolean;
  player: SeamlessPlayer;
  game:
    | { status: 'pending' }
    | { status: 'error'; reason: LaunchFailure }
    | { status: 'success'; game: SeamlessGame | null };
  launch:
    | { status: 'idle' | 'pending' }
    | { status: 'error'; reason: LaunchFailure | 'session' | 'realAccount'; message: string | null }
    | { status: 'success'; url: string };
}

/** Whether this player may launch this game here: a member for real, a trial on a free-trial game. */
export function mayLaunch(player: SeamlessPlayer, game: SeamlessGame): boolean {
  return player === 'member' || (player === 'trial' && game.supportPlay === 0);
}

/** The page's state from its reads, in the order a player meets the checks (§5, §6, §8). */
export function seamlessState(reads: SeamlessReads): SeamlessState {
  if (!reads.named) return { kind: 'notFound' };
  if (reads.game.status === 'pending' || reads.player === 'restoring') return { kind: 'loading' };
  if (reads.game.status === 'error') {
    return { kind: 'failed', game: null, reason: reads.game.reason, serverMessage: null };
  }
  const { game } = reads.game;
  if (!game) return { kind: 'notFound' };
  if (reads.player === 'visitor') return { kind: 'login', game };
  if (!mayLaunch(reads.player, game)) return { kind: 'realAccount', game };
  const { launch } = reads;
  switch (launch.status) {
    case 'idle':
    case 'pending':
      return { kind: 'launching', game };
    case 'success':
      return { kind: 'playing', game, url: launch.url };
    case 'error':
      if (launch.reason === 'session') return { kind: 'login', game };
      if (launch.reason === 'realAccount') return { kind: 'realAccount', game };
      if (launch.reason === 'notFound') return { kind: 'notFound' };
      return { kind: 'failed', game, reason: launch.reason, serverMessage: launch.message };
    default: {
      const never: never = launch;
      return never;
    }
  }
}
