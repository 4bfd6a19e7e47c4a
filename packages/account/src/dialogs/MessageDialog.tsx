import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@lobbykit/ui-kit';
import * as styles from './dialogs.css';

export interface MessageDialogProps {
  /** The heading (already translated). */
  title: string;
  /** The message, often the platform's own (§8 "the server message"). */
  message: string;
  /** Closes the dialog (the button, Esc or the close icon). */
  onClose: () => void;
}

/**
 * §8 warning dialog: a message and one button, for example when an SMS code could not be sent.
 * An alertdialog, so a stray click beside it does not dismiss what the player must read.
 */
export function MessageDialog({ title, message, onClose }: MessageDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={title}
      closeLabel={t`Close`}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <Button onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
