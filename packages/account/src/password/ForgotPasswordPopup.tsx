import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { accountPopupAtom } from '@lobbykit/session';
import { Dialog, Tabs } from '@lobbykit/ui-kit';
import { ForgotByEmailForm } from './ForgotByEmailForm';
import { ForgotByPhoneForm } from './ForgotByPhoneForm';

/** §2.8 forgetPassModal: by e-mail (a reset link) or by phone (an SMS code, then logged in). */
export default function ForgotPasswordPopup() {
  const popup = useAtomValue(accountPopupAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const { t } = useLingui();
  const by = popup.kind === 'forgotPassword' ? popup.by : 'email';
  const close = () => setPopup({ kind: 'closed' });
  return (
    <Dialog
      title={t`Forgot password`}
      closeLabel={t`Close`}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Tabs
        label={t`Recover by`}
        selectedId={by}
        onSelectionChange={(id) =>
          setPopup({ kind: 'forgotPassword', by: id === 'phone' ? 'phone' : 'email' })
        }
        items={[
          { id: 'email', label: t`By e-mail`, content: <ForgotByEmailForm onDone={close} /> },
          { id: 'phone', label: t`By phone`, content: <ForgotByPhoneForm /> },
        ]}
      />
    </Dialog>
  );
}
