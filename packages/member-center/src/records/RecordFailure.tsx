import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@lobbykit/forms';
import { Button } from '@lobbykit/ui-kit';
import * as styles from './records.css';

/** A failed read: the one error map's words (§8) and a way to ask again. */
export function RecordFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={styles.failure}>
      <span>{errorMessage(i18n, error)}</span>
      <Button tone="neutral" variant="soft" size="sm" onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
