import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@lobbykit/ui-kit';
import type { GameCategory } from '@lobbykit/api-contract';
import { platformPagedQuery, platformQueryContextAtom, useInfiniteQuery } from '@lobbykit/session';
import { GameGrid, GameGridSkeleton } from '../tiles/GameGrid';
import { closeLobbyDialogAtom } from './launchAtoms';
import type { LaunchFailure, LobbyDialog } from './launchAtoms';
import * as styles from './LobbyOverlays.css';

type OpenDialog = Exclude<LobbyDialog, { kind: 'closed' } | { kind: 'launching' }>;

/** The lobby's modal dialogs (lazy: loaded the first time one opens). */
export default function LobbyDialogs({ dialog }: { dialog: OpenDialog }) {
  const { t } = useLingui();
  const close = useSetAtom(closeLobbyDialogAtom);
  switch (dialog.kind) {
    case 'providerList':
      return (
        <Dialog
          isOpen
          title={dialog.name}
          closeLabel={t`Close`}
          size="lg"
          onOpenChange={(open) => (open ? undefined : close())}
        >
          <ProviderGames vassalage={dialog.vassalage} gameType={dialog.gameType} onLaunch={close} />
        </Dialog>
      );
    case 'launchFailed':
      return (
        <Dialog
          isOpen
          role="alertdialog"
          title={t`The game could not be opened`}
          closeLabel={t`Close`}
          size="sm"
          onOpenChange={(open) => (open ? undefined : close())}
          actions={(closeDialog) => (
            <Button onPress={closeDialog}>
              <Trans>OK</Trans>
            </Button>
          )}
        >
          <LaunchFailureMessage
            reason={dialog.reason}
            gameName={dialog.gameName}
            serverMessage={dialog.serverMessage}
          />
        </Dialog>
      );
    default: {
      const never: never = dialog;
      return never;
    }
  }
}

/** §8: what went wrong, in the player's words. */
function LaunchFailureMessage({
  reason,
  gameName,
  serverMessage,
}: {
  reason: LaunchFailure;
  gameName: string;
  serverMessage: string | null;
}) {
  switch (reason) {
    case 'previousGameNotFinished':
      return (
        <p className={styles.message}>
          {serverMessage ?? (
            <Trans>Your previous game is not finished. Finish it first, then try again.</Trans>
          )}
        </p>
      );
    case 'freePlayUnavailable':
      return (
        <p className={styles.message}>
          <Trans>{gameName} has no free trial. Log in with a real account to play it.</Trans>
        </p>
      );
    case 'notFound':
      return (
        <p className={styles.message}>
          <Trans>{gameName} is not available at the moment. Please choose another game.</Trans>
        </p>
      );
    case 'network':
      return (
        <p className={styles.message}>
          <Trans>The network is not responding. Check your connection and try again.</Trans>
        </p>
      );
    case 'unknown':
      return (
        <p className={styles.message}>
          <Trans>Something went wrong while opening {gameName}. Please try again.</Trans>
        </p>
      );
    default: {
      const never: never = reason;
      return never;
    }
  }
}

const PROVIDER_PAGE_SIZE = 24;

/** §2.3 the popup game list of a provider entry: its games, more on request. */
function ProviderGames({
  vassalage,
  gameType,
  onLaunch,
}: {
  vassalage: string;
  gameType: GameCategory;
  onLaunch: () => void;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const provider = useInfiniteQuery(
    platformPagedQuery(context, ['providerGames', vassalage, gameType], (pageNo, signal) =>
      context.api.gameList(
        { vassalage, gameType, pageNo, pageSize: PROVIDER_PAGE_SIZE, language: context.language },
        { signal },
      ),
    ),
  );
  const games = provider.data?.pages.flatMap((page) => page.games) ?? [];
  const state =
    provider.isPending || provider.isFetchingNextPage
      ? 'loading'
      : provider.isError || provider.isFetchNextPageError
        ? 'failed'
        : 'ready';

  return (
    <div className={styles.providerGames} aria-busy={state === 'loading'}>
      {games.length > 0 ? (
        <GameGrid games={games} label={t`Games`} eager={PROVIDER_PAGE_SIZE} onLaunch={onLaunch} />
      ) : state === 'loading' ? (
        <GameGridSkeleton count={8} />
      ) : state === 'ready' ? (
        <p className={styles.message}>
          <Trans>This provider has no games here at the moment.</Trans>
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className={styles.message} role="alert">
          <Trans>The games could not be loaded.</Trans>
        </p>
      ) : null}
      {provider.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          disabled={state === 'loading'}
          onClick={() => void provider.fetchNextPage()}
        >
          <Trans>Show more games</Trans>
        </button>
      ) : null}
    </div>
  );
}
