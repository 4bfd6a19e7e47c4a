import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { apiAtom } from '@lobbykit/session';
import { Button, TextField } from '@lobbykit/ui-kit';
import { useFailureText } from './failureText';
import { noErrors } from './formErrors';
import type { FormErrors } from './formErrors';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

type Field = 'username' | 'email';

/** §5 e-mail rule: a valid format within 6 to 254 characters. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmailAddress(value: string): boolean {
  const v = value.trim();
  return v.length >= 6 && v.length <= 254 && emailPattern.test(v);
}

/**
 * §3 forgot by e-mail: username and e-mail. The answer is the same whether or not they match an
 * account (no account enumeration), so the success message (§8 in_been_out) says "if".
 */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const api = useAtomValue(apiAtom);
  const { t } = useLingui();
  const failureText = useFailureText();
  const usernameRule = useFieldRule('username');
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  // The form is gone with its focused button: the message takes the focus, inside the dialog.
  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field>['fields'] = {};
    const username = values.username.trim();
    const usernameProblem = usernameRule.check(username);
    if (usernameProblem === 'required') found.username = t`Please enter your username.`;
    else if (usernameProblem) found.username = t`The username must be: ${usernameRule.hint}`;
    // §8 error_email.
    if (values.email.trim() === '') found.email = t`Please enter your e-mail address.`;
    else if (!isEmailAddress(values.email)) found.email = t`Please enter a valid e-mail address.`;
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.memberPasswordEmail({ username, email: values.email.trim() });
      setSent(true);
    } catch (error) {
      setErrors({ fields: {}, form: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        {/* §8 in_been_out: said the same way whether or not an account matched. */}
        <p role="status" className={styles.success} ref={sentMessage} tabIndex={-1}>
          <Trans>
            If the username and e-mail address match an account, we have sent a link to reset the
            password. Please check your inbox; the link works for 30 minutes.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button onPress={onDone}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>
        <Trans>
          Enter your username and the e-mail address of your account. We will send you a link to
          choose a new password.
        </Trans>
      </p>
      <TextField
        label={t`Username`}
        autoComplete="username"
        isRequired
        hint={usernameRule.hint}
        value={values.username}
        onChange={(username) => setValues((v) => ({ ...v, username }))}
        errorMessage={errors.fields.username}
      />
      <TextField
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        errorMessage={errors.fields.email}
      />
      <div role="alert" className={styles.alert}>
        {errors.form}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Send reset link</Trans>
        </Button>
      </div>
    </form>
  );
}
