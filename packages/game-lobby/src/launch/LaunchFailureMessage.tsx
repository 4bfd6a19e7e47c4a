import { Trans } from '@lingui/react/macro';
import type { LaunchFailure } from './launchAtoms';
import * as styles from './LobbyOverlays.css';

/** §8: what went wrong, in the player's words. */
export function LaunchFailureMessage({
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
