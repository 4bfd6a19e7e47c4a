import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { calls } from '@lobbykit/api-contract';
import { accountPopupAtom, apiAtom, isApiError } from '@lobbykit/session';
import { Button, Dialog } from '@lobbykit/ui-kit';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

/** The contract's request; the code comes from the link, not from the player. */
const resetPasswordSchema = calls.memberPasswordReset.request.omit({ code: true });

/**
 * The second half of forgot by e-mail (§3, §4): the e-mailed link's code and a new password. The
 * platform ends every session of the member; the player then logs in with the new password.
 */
export default function ResetPasswordPopup() {
  const popup = useAtomValue(accountPopupAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const api = useAtomValue(apiAtom);
  const { t } = useLingui();
  const rule = useFieldRule('password');
  const code = popup.kind === 'resetPassword' ? popup.code : '';
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);
  const close = () => setPopup({ kind: 'closed' });

  const ruleText = t`The new password must be: ${rule.hint}`;

  const { form, formProps, formError, busy } = useContractForm({
    schema: resetPasswordSchema,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
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
      newPassword: {
        required: t`Please enter a new password.`,
        tooShort: ruleText,
        tooLong: ruleText,
        pattern: ruleText,
      },
    },
    fieldOfCode: { PASSWORD_WEAK: 'newPassword', PASSWORD_MISMATCH: 'confirmNewPassword' },
    onSubmit: async (values) => {
      try {
        await api.memberPasswordReset({ code, ...values });
        setLinkDead(false);
        setDone(true);
      } catch (error) {
        setLinkDead(
          isApiError(error) &&
            (error.errorCode === 'RESET_LINK_INVALID' || error.errorCode === 'RESET_LINK_EXPIRED'),
        );
        throw error;
      }
    },
  });

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
        <form className={styles.form} {...formProps}>
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
