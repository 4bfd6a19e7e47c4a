import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { brandAtom } from '@lobbykit/session';
import { Button, Spinner } from '@lobbykit/ui-kit';
import { LaunchFailureMessage } from '../launch/LaunchFailureMessage';
import { vendorPath } from '../navigation/buildNavigation';
import { categoryLabels } from '../navigation/labels';
import type { SeamlessGame, SeamlessState } from './seamlessState';
import * as styles from './Seamless.css';

export interface SeamlessViewProps {
  state: SeamlessState;
  /** §5: opens the login popup (a visitor). */
  onLogin: () => void;
  /** §5, §8: the real-account prompt (a trial account on a real-money game). */
  onRealAccount: () => void;
  /** Asks the platform again after a failure. */
  onRetry: () => void;
}

/** Where "back to the game's list" goes: the vendor's games of that category (§2.3 vassalage). */
export function gameListPath(game: Pick<SeamlessGame, 'gameType' | 'vassalage'>): string {
  return vendorPath(game.gameType, game.vassalage) ?? '/';
}

/**
 * §2.1 /seamless: a seamless-wallet vendor's game inside the site's frame (balance hidden in the
 * header, no transfer step: the game plays on the main wallet), under a bar with the way back to
 * the lobby and to the game's list, always in view; or, when it cannot play, why, in words.
 */
export function SeamlessView({ state, onLogin, onRealAccount, onRetry }: SeamlessViewProps) {
  const { t, i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const game = 'game' in state ? state.game : null;
  const category = game
    ? (brand.gameCategoryName[game.gameType] ?? i18n._(categoryLabels[game.gameType]))
    : null;
  const busy = state.kind === 'loading' || state.kind === 'launching';

  return (
    <div className={styles.page} data-state={state.kind} aria-busy={busy}>
      <div className={styles.bar}>
        <nav className={styles.ways} aria-label={t`Way back`}>
          <Link to="/" className={styles.back}>
            <span aria-hidden="true">←&nbsp;</span>
            <Trans>Back to lobby</Trans>
          </Link>
          {game && category ? (
            <Link to={gameListPath(game)} className={`${styles.back} ${styles.backToList}`}>
              <Trans>Back to {category}</Trans>
            </Link>
          ) : null}
        </nav>
        <h1 className={styles.title}>{game ? game.gameName : t`Game`}</h1>
      </div>
      <SeamlessBody
        state={state}
        onLogin={onLogin}
        onRealAccount={onRealAccount}
        onRetry={onRetry}
      />
    </div>
  );
}

function SeamlessBody({ state, onLogin, onRealAccount, onRetry }: SeamlessViewProps) {
  const { t } = useLingui();
  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.panel}>
          <Spinner label={t`Loading the game`} showLabel />
        </div>
      );
    case 'launching': {
      const name = state.game.gameName;
      return (
        <div className={styles.panel}>
          <Spinner label={t`Opening ${name}`} showLabel />
        </div>
      );
    }
    case 'playing': {
      const name = state.game.gameName;
      return (
        // The provider's page in the frame; it is allowed to be framed by this site only (its
        // frame-ancestors), and its own way back leaves the frame.
        <iframe
          className={styles.game}
          src={state.url}
          title={t`${name} (game)`}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      );
    }
    case 'login': {
      const name = state.game.gameName;
      return (
        <section className={styles.panel} aria-labelledby="seamless-panel-title">
          <h2 id="seamless-panel-title" className={styles.panelTitle}>
            <Trans>Log in to play {name}</Trans>
          </h2>
          <p className={styles.panelText}>
            <Trans>
              The game plays on your main balance, with no transfer. Log in or register to start.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={onLogin}>
              <Trans>Log in</Trans>
            </Button>
          </div>
        </section>
      );
    }
    case 'realAccount': {
      const name = state.game.gameName;
      return (
        <section className={styles.panel} aria-labelledby="seamless-panel-title">
          <h2 id="seamless-panel-title" className={styles.panelTitle}>
            <Trans>{name} is played with real money</Trans>
          </h2>
          <p className={styles.panelText}>
            <Trans>
              A trial account plays free-trial games only. A real account plays this one.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={onRealAccount}>
              <Trans>Get a real account</Trans>
            </Button>
          </div>
        </section>
      );
    }
    case 'notFound':
      return (
        <section className={styles.panel} aria-labelledby="seamless-panel-title" role="alert">
          <h2 id="seamless-panel-title" className={styles.panelTitle}>
            <Trans>This game is not here</Trans>
          </h2>
          <p className={styles.panelText}>
            <Trans>
              The address names no game of this site, or the game has been removed. Choose another
              game in the lobby.
            </Trans>
          </p>
        </section>
      );
    case 'failed':
      return (
        <section className={styles.panel} aria-labelledby="seamless-panel-title" role="alert">
          <h2 id="seamless-panel-title" className={styles.panelTitle}>
            <Trans>The game could not be opened</Trans>
          </h2>
          <LaunchFailureMessage
            reason={state.reason}
            gameName={state.game?.gameName ?? t`the game`}
            serverMessage={state.serverMessage}
          />
          <div className={styles.actions}>
            <Button onPress={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </section>
      );
    default: {
      const never: never = state;
      return never;
    }
  }
}
