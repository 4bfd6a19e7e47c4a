import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { permissionAtom } from '@lobbykit/session';
import { Tabs } from '@lobbykit/ui-kit';
import { RegisterForm } from './RegisterForm';
import type { RegistrationType } from './registerRules';
import * as styles from '../login/forms.css';

/**
 * §2.8 registerModal: the registration types the merchant offers (permission call's register
 * rules: username and mobile), a tab each when there are two.
 */
export function RegisterPanel({ initialMethod }: { initialMethod: RegistrationType }) {
  const { t } = useLingui();
  const permission = useAtomValue(permissionAtom);
  const [method, setMethod] = useState<RegistrationType>(initialMethod);
  if (!permission) return null;
  const rules = permission.register;
  const types = rules.registrationTypes;
  const smsVerification = permission.whitelabelVal.REGMOBVERF3;
  if (types.length === 0) {
    return (
      <p className={styles.message}>
        <Trans>Registration is not available at the moment.</Trans>
      </p>
    );
  }
  const form = (type: RegistrationType) => (
    <RegisterForm key={type} type={type} rules={rules} smsVerification={smsVerification} />
  );
  if (types.length === 1) return form(types[0] ?? 'username');
  return (
    <Tabs
      label={t`Register with`}
      selectedId={types.includes(method) ? method : types[0]}
      onSelectionChange={(id) => setMethod(id === 'mobile' ? 'mobile' : 'username')}
      items={types.map((type) => ({
        id: type,
        label: type === 'mobile' ? t`Mobile number` : t`Username`,
        content: form(type),
      }))}
    />
  );
}
