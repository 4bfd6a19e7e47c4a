import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { calls } from '@lobbykit/api-contract';
import { apiAtom } from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { useFieldRule } from './passwordRule';
import * as styles from './forms.css';

/** The contract's request without what the form does not ask (the human-verification token). */
const forgotByEmailSchema = calls.memberPasswordEmail.request.pick({ username: true, email: true });

/**
 * §3 forgot by e-mail: username and e-mail. The answer is the same whether or not they match an
 * account (no account enumeration), so the success message (§8 in_been_out) says "if".
 */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const api = useAtomValue(apiAtom);
  const { t } = useLingui();
  const usernameRule = useFieldRule('username');
  const [sent, setSent] = useState(false);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  // The form is gone with its focused button: the message takes the focus, inside the dialog.
  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);
  const ruleText = t`The username must be: ${usernameRule.hint}`;
  const { form, formProps, formError, busy } = useContractForm({
    schema: forgotByEmailSchema,
    defaultValues: { username: '', email: '' },
    // §5: the username meets the merchant's username rule.
    check: ({ username }) => {
      const problem = usernameRule.check(username.trim());
      return problem ? { username: problem } : {};
    },
    messages: {
      username: {
        required: t`Please enter your username.`,
        tooShort: ruleText,
        tooLong: ruleText,
        pattern: ruleText,
      },
      // §8 error_email.
      email: {
        required: t`Please enter your e-mail address.`,
        tooLong: t`Please enter a valid e-mail address.`,
        format: t`Please enter a valid e-mail address.`,
      },
    },
    onSubmit: async (values) => {
      await api.memberPasswordEmail(values);
      setSent(true);
    },
  });

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
    <form className={styles.form} {...formProps}>
      <p className={styles.note}>
        <Trans>
          Enter your username and the e-mail address of your account. We will send you a link to
          choose a new password.
        </Trans>
      </p>
      <FormTextField
        control={form.control}
        name="username"
        label={t`Username`}
        autoComplete="username"
        isRequired
        hint={usernameRule.hint}
      />
      <FormTextField
        control={form.control}
        name="email"
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Send reset link</Trans>
        </Button>
      </div>
    </form>
  );
}
