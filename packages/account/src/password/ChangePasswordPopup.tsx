import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { calls } from '@lobbykit/api-contract';
import {
  accountPopupAtom,
  apiAtom,
  endSessionLocallyAtom,
  loginAtom,
  logoutAtom,
  memberInfoAtom,
  isApiError,
} from '@lobbykit/session';
import type { ChangePasswordReason } from '@lobbykit/session';
import { Button, Dialog } from '@lobbykit/ui-kit';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

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
  const rule = useFieldRule('password');
  const [leaving, setLeaving] = useState(false);
  const ruleText = t`The new password must be: ${rule.hint}`;

  const { form, formProps, formError, busy } = useContractForm({
    schema: calls.memberPassword.request,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    // §5: the new password meets the merchant's rule; the confirmation equals it.
    check: (values) => {
      const problem = rule.check(values.newPassword);
      return {
        ...(problem ? { newPassword: problem } : {}),
        ...(values.confirmNewPassword !== values.newPassword
          ? { confirmNewPassword: 'mismatch' as const }
          : {}),
      };
    },
    messages: {
      oldPassword: { required: t`Please enter your current password.` },
      newPassword: {
        required: t`Please enter a new password.`,
        tooShort: ruleText,
        tooLong: ruleText,
        pattern: ruleText,
      },
    },
    fieldOfCode: {
      OLD_PASSWORD_WRONG: 'oldPassword',
      PASSWORD_WEAK: 'newPassword',
      PASSWORD_MISMATCH: 'confirmNewPassword',
    },
    onSubmit: async (values) => {
      try {
        await api.memberPassword(values);
      } catch (error) {
        if (isApiError(error) && error.kind === 'unauthenticated') {
          // The session ended meanwhile: log in again, now with a fresh popup.
          endSession();
          setPopup({ kind: 'login', method: 'username' });
          return;
        }
        throw error;
      }
      // The platform ends every session on a password change, this one too; logging in again
      // with the new password reloads the member info (§4) and closes the popup.
      try {
        if (!member) throw new Error('no member to log in again');
        await login({ username: member.account, password: values.newPassword, type: 'username' });
      } catch {
        endSession();
        setPopup({ kind: 'login', method: 'username' });
      }
      await navigate('/');
    },
  });

  const leave = async () => {
    // §4 logout: the same path as the confirm-logout dialog, then / replacing history.
    setLeaving(true);
    await logout();
    setLeaving(false);
    await navigate('/', { replace: true });
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
      <form className={styles.form} {...formProps}>
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
        <FormTextField
          control={form.control}
          name="oldPassword"
          label={t`Current password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="current-password"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          label={t`New password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          isRequired
          hint={rule.hint}
        />
        <FormTextField
          control={form.control}
          name="confirmNewPassword"
          label={t`Confirm new password`}
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          isRequired
        />
        <FormAlert message={formError} />
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
