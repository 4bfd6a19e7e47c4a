import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { calls } from '@lobbykit/api-contract';
import { apiAtom, completeLoginAtom } from '@lobbykit/session';
import { Button, NativeSelect } from '@lobbykit/ui-kit';
import { MessageDialog } from '../dialogs/MessageDialog';
import {
  FormAlert,
  FormTextField,
  useContractForm,
  useErrorMessage,
  useSmsCountdown,
} from '@lobbykit/forms';
import { useFieldRule } from './passwordRule';
import { useDialingCodes } from '../login/useDialingCodes';
import * as styles from './forms.css';

/** The contract's request; the country code is the select's, outside the checked values. */
const forgotByPhoneSchema = calls.memberPasswordVerification.request.omit({
  countryDialingCode: true,
});

/**
 * §3, §4 forgot by phone: send a code (countdown, throttled), then the code and a new password;
 * the platform logs the member in (auto-login) and the site goes to /.
 */
export function ForgotByPhoneForm() {
  const api = useAtomValue(apiAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const failureText = useErrorMessage();
  const rule = useFieldRule('password');
  const countries = useDialingCodes();
  const countdown = useSmsCountdown();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const countryDialingCode = dialingCode ?? countries.preferred?.dialingCode ?? '81';
  const ruleText = t`The new password must be: ${rule.hint}`;

  const { form, formProps, formError, busy } = useContractForm({
    schema: forgotByPhoneSchema,
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
    // §5: the new password meets the merchant's rule.
    check: ({ newPassword }) => {
      const problem = rule.check(newPassword);
      return problem ? { newPassword: problem } : {};
    },
    messages: {
      // §8: missing phone; invalid phone format.
      mobileNum: {
        required: t`Please enter your mobile number.`,
        format: t`The mobile number must be 8 to 11 digits.`,
      },
      // §8 invalid or missing code.
      verificationCode: { required: t`Please enter the verification code.` },
      newPassword: {
        required: t`Please enter a new password.`,
        tooShort: ruleText,
        tooLong: ruleText,
        pattern: ruleText,
      },
    },
    fieldOfCode: {
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
      PASSWORD_WEAK: 'newPassword',
      PHONE_INVALID: 'mobileNum',
    },
    onSubmit: async (values) => {
      const value = await api.memberPasswordVerification({ ...values, countryDialingCode });
      // §4 auto-login: the same end as every login; the code stood in for the password.
      const outcome = await completeLogin(value, 'passwordReset');
      if (outcome.kind === 'done') await navigate('/');
    },
  });

  const sendCode = async () => {
    if (!countdown.takeClick()) return;
    // The number alone is checked before a code is sent.
    if (!(await form.trigger('mobileNum'))) return;
    const mobileNum = form.getValues('mobileNum').trim();
    setSending(true);
    try {
      const { expiredMinutes } = await api.verificationSmsNoLogin({
        mobileNum,
        countryDialingCode,
      });
      countdown.start(expiredMinutes);
      setSentNote(t`A code was sent to +${countryDialingCode} ${mobileNum}.`);
    } catch (error) {
      // §8 code-request failure: a warning dialog with the server message and a button.
      setSendFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const sendLabel = countdown.counting
    ? t`Send again in ${countdown.secondsLeft} s`
    : sentNote
      ? t`Send again`
      : t`Send code`;

  return (
    <form className={styles.form} {...formProps}>
      <p className={styles.note}>
        <Trans>We will send a verification code to the mobile number of your account.</Trans>
      </p>
      <div className={styles.phoneRow}>
        <NativeSelect
          label={t`Country code`}
          options={countries.choices.map((c) => ({
            value: c.dialingCode,
            label: `+${c.dialingCode} ${c.country}`,
          }))}
          value={countryDialingCode}
          onChange={setDialingCode}
        />
        <FormTextField
          control={form.control}
          name="mobileNum"
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          isRequired
        />
      </div>
      <div className={styles.codeRow}>
        <div className={styles.codeField}>
          <FormTextField
            control={form.control}
            name="verificationCode"
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
        </div>
        <Button
          tone="neutral"
          variant="soft"
          isDisabled={countdown.counting}
          isLoading={sending}
          onPress={() => void sendCode()}
        >
          {sendLabel}
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {sentNote}
      </p>
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
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Set password and log in</Trans>
        </Button>
      </div>
      {sendFailure !== null && (
        <MessageDialog
          title={t`The code could not be sent`}
          message={sendFailure}
          onClose={() => setSendFailure(null)}
        />
      )}
    </form>
  );
}
