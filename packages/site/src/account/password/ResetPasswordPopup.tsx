import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import { accountPopupAtom, apiAtom } from '@lobbykit/session';
import { Button, Dialog, TextField } from '@lobbykit/ui-kit';
import { useFailureText } from './failureText';
import { noErrors, placeFailure } from './formErrors';
import type { FormErrors } from './formErrors';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

type Field = 'newPassword' | 'confirmNewPassword';
const fields: readonly Field[] = ['newPassword', 'confirmNewPassword'];

/**
 * The second half of forgot by e-mail (§3, §4): the e-mailed link's code and a new password. The
 * platform ends every session of the member; the player then logs in with the new password.
 */
export default function ResetPasswordPopup() {
  const popup = useAtomValue(accountPopupAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const api = useAtomValue(apiAtom);
  const { t } = useLingui();
  const failureText = useFailureText();
  const rule = useFieldRule('password');
  const code = popup.kind === 'resetPassword' ? popup.code : '';
  const [values, setValues] = useState<Record<Field, string>>({
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  const [linkDead, setLinkDead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);
  const close = () => setPopup({ kind: 'closed' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field>['fields'] = {};
    const problem = rule.check(values.newPassword);
    if (problem === 'required') found.newPassword = t`Please enter a new password.`;
    else if (problem) found.newPassword = t`The new password must be: ${rule.hint}`;
    if (values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t`The passwords do not match.`;
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.memberPasswordReset({ code, ...values });
      setDone(true);
    } catch (error) {
      const dead =
        isApiError(error) &&
        (error.errorCode === 'RESET_LINK_INVALID' || error.errorCode === 'RESET_LINK_EXPIRED');
      setLinkDead(dead);
      setErrors(
        placeFailure(
          error,
          failureText(error),
          { PASSWORD_WEAK: 'newPassword', PASSWORD_MISMATCH: 'confirmNewPassword' },
          fields,
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t`Choose a new password`}
      closeLabel={t`Close`}
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {done ? (
        <div className={styles.form}>
          <p role="status" className={styles.success} ref={doneMessage} tabIndex={-1}>
            <Trans>Your password has been changed. Please log in with the new password.</Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={() => setPopup({ kind: 'login', method: 'username' })}>
              <Trans>Log in</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t`New password`}
            type="password"
            passwordToggleLabel={t`Show password`}
            autoComplete="new-password"
            isRequired
            hint={rule.hint}
            value={values.newPassword}
            onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
            errorMessage={errors.fields.newPassword}
          />
          <TextField
            label={t`Confirm new password`}
            type="password"
            passwordToggleLabel={t`Show password`}
            autoComplete="new-password"
            isRequired
            value={values.confirmNewPassword}
            onChange={(confirmNewPassword) => setValues((v) => ({ ...v, confirmNewPassword }))}
            errorMessage={errors.fields.confirmNewPassword}
          />
          <div role="alert" className={styles.alert}>
            {errors.form}
          </div>
          <div className={styles.actions}>
            {linkDead ? (
              <Button
                tone="neutral"
                variant="soft"
                onPress={() => setPopup({ kind: 'forgotPassword', by: 'email' })}
              >
                <Trans>Send a new link</Trans>
              </Button>
            ) : null}
            <Button type="submit" isLoading={busy}>
              <Trans>Save password</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
