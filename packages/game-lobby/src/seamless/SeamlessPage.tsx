import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router';
import {
  platformQuery,
  platformQueryContextAtom,
  requestLoginAtom,
  requireRealAccountAtom,
  sessionAtom,
  useQuery,
} from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { failureOf } from '../launch/launchAtoms';
import { readSeamlessQuery } from './seamlessAddress';
import type { SeamlessGameRef } from './seamlessAddress';
import { mayLaunch, seamlessState } from './seamlessState';
import type { SeamlessGame, SeamlessPlayer, SeamlessReads } from './seamlessState';
import { gameListPath, SeamlessView } from './SeamlessView';

/** The game the address names, from the catalogue (null: no such game here). */
function seamlessGameQuery(context: PlatformQueryContext, ref: SeamlessGameRef | null) {
  const query = platformQuery(context, ['seamlessGame', ref?.vassalage, ref?.gameCode], (signal) =>
    context.api
      .gameList(
        {
          vassalage: ref?.vassalage,
          gameCode: ref?.gameCode,
          pageSize: 1,
          language: context.language,
        },
        { signal },
      )
      .then((page): SeamlessGame | null => page.games[0] ?? null),
  );
  return { ...query, enabled: query.enabled === true && ref !== null };
}

/**
 * The launch of that game for this player: a single-use ticket (60 s), so it is asked once per
 * visit and forgotten when the page is left (a new visit launches afresh), never retried by
 * itself, never refetched on focus. Its key holds the session, so a login launches.
 */
function seamlessLaunchQuery(
  context: PlatformQueryContext,
  game: SeamlessGame | null,
  player: SeamlessPlayer,
) {
  const query = platformQuery(context, ['seamlessLaunch', game?.nodeId], (signal) => {
    if (!game) throw new Error('no game to launch');
    return context.api.launchGame(
      {
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        language: context.language,
        // §4, §6: a trial account plays free on its trial wallet; a member plays for real.
        freePlay: player === 'trial',
        // The game's own way back (it leaves the frame): the game's list on this site.
        returnUrl: new URL(gameListPath(game), window.location.href).href,
      },
      { signal },
    );
  });
  return {
    ...query,
    enabled: query.enabled === true && game !== null && mayLaunch(player, game),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  };
}

/** §2.1 /seamless (a lazy section, §2.11 "Seamless"): reads the address, the game and its launch. */
export default function SeamlessPage() {
  const [params] = useSearchParams();
  const ref = readSeamlessQuery(params);
  const context = useAtomValue(platformQueryContextAtom);
  const session = useAtomValue(sessionAtom);
  const requestLogin = useSetAtom(requestLoginAtom);
  const requireRealAccount = useSetAtom(requireRealAccountAtom);
  const player: SeamlessPlayer = session.kind;

  const game = useQuery(seamlessGameQuery(context, ref));
  const launch = useQuery(seamlessLaunchQuery(context, game.data ?? null, player));

  const reads: SeamlessReads = {
    named: ref !== null,
    player,
    // A retry after a failure shows the wait again, not the old failure.
    game:
      game.isPending || (game.isError && game.isFetching)
        ? { status: 'pending' }
        : game.isError
          ? { status: 'error', reason: lookupFailure(game.error) }
          : { status: 'success', game: game.data ?? null },
    launch: launch.data
      ? { status: 'success', url: launch.data.url }
      : launch.isError && !launch.isFetching
        ? { status: 'error', ...reasonOf(launch.error) }
        : { status: launch.isFetching ? 'pending' : 'idle' },
  };

  return (
    <SeamlessView
      state={seamlessState(reads)}
      onLogin={() => requestLogin()}
      onRealAccount={() => requireRealAccount()}
      onRetry={() => {
        if (game.isError) void game.refetch();
        else void launch.refetch();
      }}
    />
  );
}

/** The catalogue could not be read: the network, or anything else (§8 in words). */
function lookupFailure(error: unknown): 'network' | 'unknown' {
  return failureOf(error).reason === 'network' ? 'network' : 'unknown';
}

function reasonOf(error: unknown) {
  const failure = failureOf(error);
  return { reason: failure.reason, message: failure.message };
}
