import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@lobbykit/ui-kit';
import * as styles from './forms.css';

export interface WarningDialogProps {
  /** The heading (already translated). */
  title: string;
  /** The message: the §8 text, or the server's own message. */
  message: string;
  onClose: () => void;
}

/**
 * §8 warning dialog with a message and one button (a code that could not be sent, an invalid
 * invitation code). An alertdialog over the popup; closing it returns focus to the button pressed.
 */
export function WarningDialog({ title, message, onClose }: WarningDialogProps) {
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
