import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { accountPopupAtom } from '@lobbykit/session';
import { Dialog, Tabs } from '@lobbykit/ui-kit';
import { RegisterPanel } from '../register/RegisterPanel';
import { LoginPanel } from './LoginPanel';

export type EntryTab = 'login' | 'register';

/**
 * §2.8 loginPopupModal and registerModal: one dialog with a login tab and a register tab. Switching
 * tabs keeps the dialog (and its focus trap and return target); the popup atom is written only to
 * close it, or to open another popup (forgot password).
 */
export function AccountEntryDialog({ initialTab }: { initialTab: EntryTab }) {
  const { t } = useLingui();
  const popup = useAtomValue(accountPopupAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const [tab, setTab] = useState<EntryTab>(initialTab);
  const [loginMethod] = useState(() => (popup.kind === 'login' ? popup.method : 'username'));
  const [registerMethod] = useState(() => (popup.kind === 'register' ? popup.method : 'username'));

  return (
    <Dialog
      title={tab === 'login' ? t`Log in` : t`Register`}
      closeLabel={t`Close`}
      isOpen
      onOpenChange={(open) => {
        if (!open) setPopup({ kind: 'closed' });
      }}
    >
      <Tabs
        label={t`Log in or register`}
        selectedId={tab}
        onSelectionChange={(id) => setTab(id === 'register' ? 'register' : 'login')}
        items={[
          { id: 'login', label: t`Log in`, content: <LoginPanel initialMethod={loginMethod} /> },
          {
            id: 'register',
            label: t`Register`,
            content: <RegisterPanel initialMethod={registerMethod} />,
          },
        ]}
      />
    </Dialog>
  );
}
