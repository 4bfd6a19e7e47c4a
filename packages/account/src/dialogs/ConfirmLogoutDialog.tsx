import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { accountPopupAtom, logoutAtom } from '@lobbykit/session';
import { Button, Dialog } from '@lobbykit/ui-kit';
import * as styles from './dialogs.css';

/**
 * §4 logout: confirm, loader, the logout call; session storage is cleared except the merchant keys
 * (logoutAtom), then / replacing history so Back does not return to a member page.
 */
export default function ConfirmLogoutDialog() {
  const setPopup = useSetAtom(accountPopupAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    if (!busy) setPopup({ kind: 'closed' });
  };
  const confirm = async () => {
    setBusy(true);
    await logout();
    await navigate('/', { replace: true });
  };
  return (
    <Dialog
      title={t`Log out`}
      closeLabel={t`Cancel`}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      actions={
        <>
          <Button tone="neutral" variant="soft" onPress={cancel} isDisabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button tone="critical" isLoading={busy} onPress={() => void confirm()}>
            <Trans>Log out</Trans>
          </Button>
        </>
      }
    >
      <p className={styles.message}>
        <Trans>Do you want to log out?</Trans>
      </p>
    </Dialog>
  );
}
