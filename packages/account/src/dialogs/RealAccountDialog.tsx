import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { accountPopupAtom, logoutAtom } from '@lobbykit/session';
import { Button, Dialog } from '@lobbykit/ui-kit';
import * as styles from './dialogs.css';

/**
 * §5, §8 for a trial player stopped by an action that needs a real account: info dialog with
 * in_need_true_account and the confirm button in_increase_submit. Registering is the way forward:
 * the trial session ends first, so the new account starts clean.
 */
export default function RealAccountDialog() {
  const setPopup = useSetAtom(accountPopupAtom);
  const logout = useSetAtom(logoutAtom);
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const close = () => setPopup({ kind: 'closed' });
  const register = async () => {
    setBusy(true);
    await logout();
    setPopup({ kind: 'register', method: 'username' });
  };
  return (
    <Dialog
      title={t`A real account is needed`}
      closeLabel={t`Close`}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      actions={
        <>
          <Button tone="neutral" variant="soft" isLoading={busy} onPress={() => void register()}>
            <Trans>Register a real account</Trans>
          </Button>
          <Button onPress={close}>
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.message}>
          <Trans>You are playing for free with a trial account. This needs a real account.</Trans>
        </p>
        <p className={styles.secondary}>
          <Trans>Register to deposit, withdraw and play for real money.</Trans>
        </p>
      </div>
    </Dialog>
  );
}
