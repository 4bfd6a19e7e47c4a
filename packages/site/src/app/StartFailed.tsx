import { Trans } from '@lingui/react/macro';
import { Button } from '@lobbykit/ui-kit';
import * as styles from '../routing/SectionError.css';

/** The permission call failed: say so and offer a retry, never a blank page (§8 network abnormal). */
export function StartFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.box} aria-labelledby="start-failed-title">
      <h1 id="start-failed-title" className={styles.title}>
        <Trans>Network abnormal</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The site could not reach its server. Check your connection and try again.</Trans>
      </p>
      <div className={styles.actions}>
        <Button tone="brand" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </main>
  );
}
