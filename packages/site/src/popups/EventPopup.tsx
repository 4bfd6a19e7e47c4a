import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NativeDialog } from '@lobbykit/ui-kit';
import type { EventPopup as Popup } from '@lobbykit/session';
import * as styles from './EventPopup.css';

/** §2.8 socket-event popup: an operator's message to the logged-in member, closed by them. */
export default function EventPopup({
  popup,
  onClose,
}: {
  popup: Extract<Popup, { kind: 'operator' }>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <NativeDialog
      title={popup.title}
      closeLabel={t`Close`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <Button onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p className={styles.body}>{popup.body}</p>
    </NativeDialog>
  );
}
