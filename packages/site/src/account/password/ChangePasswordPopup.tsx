import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { isApiError } from '@lobbykit/api-client';
import {
  accountPopupAtom,
  apiAtom,
  endSessionLocallyAtom,
  loginAtom,
  logoutAtom,
  memberInfoAtom,
} from '@lobbykit/session';
import type { ChangePasswordReason } from '@lobbykit/session';
import { Button, Dialog, TextField } from '@lobbykit/ui-kit';
import { useFailureText } from './failureText';
import { noErrors, placeFailure } from './formErrors';
import type { FormErrors } from './formErrors';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const fields: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** §4: a default or expired password must be changed; only logging out leaves without it. */
export function isForcedChange(reason: ChangePasswordReason): boolean {
  return reason === 'defaultPassword' || reason === 'expired';
}

/**
 * §2.8 changePassModal, §4, §5: old password, a new one meeting the merchant's rule, and its
 * confirmation. The old password is always asked: the site never stores passwords, so the §5
 * "stored password" exception never applies.
 */
export default function ChangePasswordPopup() {
  const popup = useAtomValue(accountPopupAtom);
  const reason: ChangePasswordReason = popup.kind === 'changePassword' ? popup.reason : 'voluntary';
  const forced = isForcedChange(reason);
  const api = useAtomValue(apiAtom);
  const member = useAtomValue(memberInfoAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const login = useSetAtom(loginAtom);
  const logout = useSetAtom(logoutAtom);
  const endSession = useSetAtom(endSessionLocallyAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const failureText = useFailureText();
  const rule = useFieldRule('password');

  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const validate = (): FormErrors<Field> => {
    const found: FormErrors<Field>['fields'] = {};
    if (values.oldPassword === '') found.oldPassword = t`Please enter your current password.`;
    const problem = rule.check(values.newPassword);
    if (problem === 'required') found.newPassword = t`Please enter a new password.`;
    else if (problem) found.newPassword = t`The new password must be: ${rule.hint}`;
    // §8 confirm_password_error.
    if (values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t`The passwords do not match.`;
    return { fields: found, form: null };
  };

  const leave = async () => {
    // §4 logout: the same path as the confirm-logout dialog, then / replacing history.
    setLeaving(true);
    await logout();
    setLeaving(false);
    await navigate('/', { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found.fields).length > 0) return;
    setBusy(true);
    try {
      await api.memberPassword(values);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.kind === 'unauthenticated') {
        // The session ended meanwhile: log in again, now with a fresh popup.
        endSession();
        setPopup({ kind: 'login', method: 'username' });
        return;
      }
      setErrors(
        placeFailure(
          error,
          failureText(error),
          {
            OLD_PASSWORD_WRONG: 'oldPassword',
            PASSWORD_WEAK: 'newPassword',
            PASSWORD_MISMATCH: 'confirmNewPassword',
          },
          fields,
        ),
      );
      return;
    }
    // The platform ends every session on a password change, this one too; logging in again with
    // the new password reloads the member info (§4) and closes the popup.
    try {
      if (!member) throw new Error('no member to log in again');
      await login({ username: member.account, password: values.newPassword, type: 'username' });
    } catch {
      endSession();
      setPopup({ kind: 'login', method: 'username' });
    }
    setBusy(false);
    await navigate('/');
  };

  const close = () => {
    if (forced) void leave();
    else setPopup({ kind: 'closed' });
  };

  return (
    <Dialog
      title={t`Change password`}
      closeLabel={forced ? t`Log out without changing the password` : t`Close`}
      role={forced ? 'alertdialog' : 'dialog'}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {reason === 'defaultPassword' && (
          <p className={styles.note}>
            <Trans>
              You are still using the default password. Please choose your own to continue.
            </Trans>
          </p>
        )}
        {reason === 'expired' && (
          <p className={styles.note}>
            <Trans>Your password has expired. Please choose a new one to continue.</Trans>
          </p>
        )}
        {reason === 'firstLogin' && (
          <p className={styles.note}>
            <Trans>
              Welcome! You can choose a new password now, or later from the security centre.
            </Trans>
          </p>
        )}
        {forced && (
          <p className={styles.note} id="change-password-leave">
            <Trans>To leave without changing it, log out: closing this window logs you out.</Trans>
          </p>
        )}
        <TextField
          label={t`Current password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="current-password"
          isRequired
          value={values.oldPassword}
          onChange={set('oldPassword')}
          errorMessage={errors.fields.oldPassword}
        />
        <TextField
          label={t`New password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          isRequired
          hint={rule.hint}
          value={values.newPassword}
          onChange={set('newPassword')}
          errorMessage={errors.fields.newPassword}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          isRequired
          value={values.confirmNewPassword}
          onChange={set('confirmNewPassword')}
          errorMessage={errors.fields.confirmNewPassword}
        />
        <div role="alert" className={styles.alert}>
          {errors.form}
        </div>
        <div className={styles.actions}>
          {forced ? (
            <Button tone="neutral" variant="soft" isLoading={leaving} onPress={() => void leave()}>
              <Trans>Log out</Trans>
            </Button>
          ) : (
            <Button tone="neutral" variant="soft" onPress={close}>
              {reason === 'firstLogin' ? <Trans>Later</Trans> : <Trans>Cancel</Trans>}
            </Button>
          )}
          <Button type="submit" isLoading={busy}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
