import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { calls, mobileNumSchema, text } from '@lobbykit/api-contract';
import { apiAtom, loginAtom } from '@lobbykit/session';
import { Button, Checkbox } from '@lobbykit/ui-kit';
import { FormAlert, useContractForm } from '@lobbykit/forms';
import { accountIntegrations } from '../verification/integrations';
import { PhoneCodeFields } from './PhoneCodeFields';
import { forgetRemembered, readRemembered, remember } from './rememberMe';
import { useDialingCodes } from './useDialingCodes';
import { useFinishLogin } from './useFinishLogin';
import * as styles from './forms.css';

/**
 * The contract's login request with type sms (§3): `username` is the mobile number (§5 format,
 * the contract's mobileNumSchema) and `password` the SMS code, typed text and so trimmed.
 */
const smsLoginSchema = calls.sessionLogin.request
  .pick({ username: true, password: true })
  .extend({ username: mobileNumSchema, password: text(1, 128) });

/**
 * §4 login by SMS: the mobile number with its country code, a code sent by verificationSmsNoLogin
 * (human verification runs before sending, §7.4), then the login call with type sms. Human
 * verification is skipped for the login itself (§4): the code already proves the phone.
 */
export function SmsLoginForm() {
  const { t } = useLingui();
  const api = useAtomValue(apiAtom);
  const login = useSetAtom(loginAtom);
  const finish = useFinishLogin();
  const dialing = useDialingCodes();
  const [remembered] = useState(() => readRemembered());
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const [rememberMe, setRememberMe] = useState(remembered?.mobile !== undefined);

  const rememberedChoice = dialing.choices.find(
    (c) => c.dialingCode === remembered?.countryDialingCode,
  );
  const country = chosenCountry ?? rememberedChoice?.country ?? dialing.preferred?.country ?? null;
  const dialingCode = dialing.choices.find((c) => c.country === country)?.dialingCode ?? null;

  const { form, formProps, formError, busy } = useContractForm({
    schema: smsLoginSchema,
    defaultValues: { username: remembered?.mobile ?? '', password: '' },
    messages: {
      // §8 missing phone, invalid phone format.
      username: {
        required: t`Please enter your mobile number.`,
        format: t`The mobile number must be 8 to 11 digits.`,
      },
      password: { required: t`Please enter the verification code.` },
    },
    fieldOfCode: {
      SMS_CODE_INVALID: 'password',
      SMS_CODE_EXPIRED: 'password',
      PHONE_INVALID: 'username',
    },
    onSubmit: async ({ username, password }) => {
      if (!dialingCode) return;
      const outcome = await login({
        type: 'sms',
        username,
        password,
        countryDialingCode: dialingCode,
      });
      if (rememberMe) remember({ mobile: username, countryDialingCode: dialingCode });
      else forgetRemembered('mobile');
      await finish(outcome);
    },
  });
  const mobile = useController({ control: form.control, name: 'username' });
  const code = useController({ control: form.control, name: 'password' });

  const send = async () => {
    // The number alone is checked before a code is sent.
    if (!(await form.trigger('username')) || !dialingCode) return null;
    const humanVerificationToken = await accountIntegrations().humanVerifier.verify('sendCode');
    return api.verificationSmsNoLogin({
      mobileNum: form.getValues('username').trim(),
      countryDialingCode: dialingCode,
      ...(humanVerificationToken ? { humanVerificationToken } : {}),
    });
  };

  return (
    <form className={styles.form} {...formProps}>
      <PhoneCodeFields
        choices={dialing.choices}
        country={country}
        onCountryChange={setCountry}
        mobile={mobile.field.value}
        onMobileChange={mobile.field.onChange}
        mobileError={mobile.fieldState.error?.message}
        mobileRequired
        code={code.field.value}
        onCodeChange={code.field.onChange}
        codeError={code.fieldState.error?.message}
        codeRequired
        onSend={send}
      />
      <Checkbox
        isSelected={rememberMe}
        onChange={setRememberMe}
        description={t`Your mobile number is kept on this device for one day.`}
      >
        <Trans>Remember me</Trans>
      </Checkbox>
      <FormAlert message={formError} />
      <Button type="submit" isLoading={busy} isFullWidth>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
