import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { permissionAtom } from '@lobbykit/session';
import type { LoginMethod } from '@lobbykit/session';
import { Tabs } from '@lobbykit/ui-kit';
import { FreePlayButton } from '../dialogs/FreePlayButton';
import { SmsLoginForm } from './SmsLoginForm';
import { SocialSignInButtons } from './SocialSignInButtons';
import { UsernameLoginForm } from './UsernameLoginForm';
import * as styles from './forms.css';

/**
 * §2.8 login: a username tab and an SMS tab (the SMS tab only when the merchant allows login by
 * code, MOBILEVERCODELOGIN3), the optional social sign-in, and §4 free play where the brand
 * offers it (the button renders nothing otherwise).
 */
export function LoginPanel({ initialMethod }: { initialMethod: LoginMethod }) {
  const { t } = useLingui();
  const smsAllowed = useAtomValue(permissionAtom)?.whitelabelVal.MOBILEVERCODELOGIN3 ?? false;
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  const selected = smsAllowed ? method : 'username';

  return (
    <div className={styles.form}>
      {smsAllowed ? (
        <Tabs
          label={t`Log in with`}
          selectedId={selected}
          onSelectionChange={(id) => setMethod(id === 'sms' ? 'sms' : 'username')}
          items={[
            { id: 'username', label: t`Username`, content: <UsernameLoginForm /> },
            { id: 'sms', label: t`SMS code`, content: <SmsLoginForm /> },
          ]}
        />
      ) : (
        <UsernameLoginForm />
      )}
      <SocialSignInButtons />
      <FreePlayButton />
    </div>
  );
}
