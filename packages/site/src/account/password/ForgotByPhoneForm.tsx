import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { apiAtom, completeLoginAtom } from '@lobbykit/session';
import { Button, NativeSelect, TextField } from '@lobbykit/ui-kit';
import { MessageDialog } from '../dialogs/MessageDialog';
import { useFailureText } from './failureText';
import { noErrors, placeFailure } from './formErrors';
import type { FormErrors } from './formErrors';
import { useFieldRule } from './passwordRule';
import { useCountryCodes } from './useCountryCodes';
import { useSmsCountdown } from './useSmsCountdown';
import * as styles from './forms.css';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword';
const fields: readonly Field[] = ['mobileNum', 'verificationCode', 'newPassword'];

/** §5, §9: a phone number is 8 to 11 digits. */
export const mobilePattern = /^\d{8,11}$/;

/**
 * §3, §4 forgot by phone: send a code (countdown, throttled), then the code and a new password;
 * the platform logs the member in (auto-login) and the site goes to /.
 */
export function ForgotByPhoneForm() {
  const api = useAtomValue(apiAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const failureText = useFailureText();
  const rule = useFieldRule('password');
  const countries = useCountryCodes();
  const countdown = useSmsCountdown();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countryDialingCode = dialingCode ?? countries.preferred;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const mobileProblem = (): string | null => {
    const mobile = values.mobileNum.trim();
    // §8: missing phone; invalid phone format.
    if (mobile === '') return t`Please enter your mobile number.`;
    if (!mobilePattern.test(mobile)) return t`The mobile number must be 8 to 11 digits.`;
    return null;
  };

  const sendCode = async () => {
    if (!countdown.takeClick()) return;
    const problem = mobileProblem();
    setErrors({ fields: problem ? { mobileNum: problem } : {}, form: null });
    if (problem) return;
    setSending(true);
    try {
      const { expiredMinutes } = await api.verificationSmsNoLogin({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode,
      });
      countdown.start(expiredMinutes);
      setSentNote(t`A code was sent to +${countryDialingCode} ${values.mobileNum.trim()}.`);
    } catch (error) {
      // §8 code-request failure: a warning dialog with the server message and a button.
      setSendFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors<Field>['fields'] = {};
    const problem = mobileProblem();
    if (problem) found.mobileNum = problem;
    // §8 invalid or missing code.
    if (values.verificationCode.trim() === '')
      found.verificationCode = t`Please enter the verification code.`;
    const passwordProblem = rule.check(values.newPassword);
    if (passwordProblem === 'required') found.newPassword = t`Please enter a new password.`;
    else if (passwordProblem) found.newPassword = t`The new password must be: ${rule.hint}`;
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const value = await api.memberPasswordVerification({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      // §4 auto-login: the same end as every login; the code stood in for the password.
      const outcome = await completeLogin(value, 'passwordReset');
      if (outcome.kind === 'done') await navigate('/');
    } catch (error) {
      setBusy(false);
      setErrors(
        placeFailure(
          error,
          failureText(error),
          {
            SMS_CODE_INVALID: 'verificationCode',
            SMS_CODE_EXPIRED: 'verificationCode',
            PASSWORD_WEAK: 'newPassword',
            PHONE_INVALID: 'mobileNum',
          },
          fields,
        ),
      );
    }
  };

  const sendLabel = countdown.counting
    ? t`Send again in ${countdown.secondsLeft} s`
    : sentNote
      ? t`Send again`
      : t`Send code`;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
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
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          isRequired
          value={values.mobileNum}
          onChange={set('mobileNum')}
          errorMessage={errors.fields.mobileNum}
        />
      </div>
      <div className={styles.codeRow}>
        <div className={styles.codeField}>
          <TextField
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
            value={values.verificationCode}
            onChange={set('verificationCode')}
            errorMessage={errors.fields.verificationCode}
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
      <div role="alert" className={styles.alert}>
        {errors.form}
      </div>
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
