import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@lobbykit/ui-kit';
import type { GameCategory } from '@lobbykit/api-contract';
import { platformPagedQuery, platformQueryContextAtom, useInfiniteQuery } from '@lobbykit/session';
import { GameGrid, GameGridSkeleton } from '../tiles/GameGrid';
import { closeLobbyDialogAtom } from './launchAtoms';
import type { LobbyDialog } from './launchAtoms';
import { LaunchFailureMessage } from './LaunchFailureMessage';
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
