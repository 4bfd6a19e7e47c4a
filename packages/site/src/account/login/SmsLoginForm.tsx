import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import { apiAtom, loginAtom } from '@lobbykit/session';
import { Button, Checkbox } from '@lobbykit/ui-kit';
import { useErrorMessage } from '../errorMessages';
import { accountIntegrations } from '../verification/integrations';
import { PhoneCodeFields, useMobileProblem } from './PhoneCodeFields';
import { forgetRemembered, readRemembered, remember } from './rememberMe';
import { useDialingCodes } from './useDialingCodes';
import { useFinishLogin } from './useFinishLogin';
import * as styles from './forms.css';

type Errors = Partial<Record<'mobile' | 'code' | 'form', string>>;

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
  const errorMessage = useErrorMessage();
  const mobileProblem = useMobileProblem();
  const dialing = useDialingCodes();
  const [remembered] = useState(() => readRemembered());
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const [mobile, setMobile] = useState(remembered?.mobile ?? '');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered?.mobile !== undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const rememberedChoice = dialing.choices.find(
    (c) => c.dialingCode === remembered?.countryDialingCode,
  );
  const country = chosenCountry ?? rememberedChoice?.country ?? dialing.preferred?.country ?? null;
  const dialingCode = dialing.choices.find((c) => c.country === country)?.dialingCode ?? null;

  const send = async () => {
    const problem = mobileProblem(mobile, true);
    setErrors(problem ? { mobile: problem } : {});
    if (problem || !dialingCode) return null;
    const humanVerificationToken = await accountIntegrations().humanVerifier.verify('sendCode');
    return api.verificationSmsNoLogin({
      mobileNum: mobile.trim(),
      countryDialingCode: dialingCode,
      ...(humanVerificationToken ? { humanVerificationToken } : {}),
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const problem = mobileProblem(mobile, true);
    if (problem) found.mobile = problem;
    if (code.trim() === '') found.code = t`Please enter the verification code.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !dialingCode) return;
    setBusy(true);
    try {
      const outcome = await login({
        type: 'sms',
        username: mobile.trim(),
        password: code.trim(),
        countryDialingCode: dialingCode,
      });
      if (rememberMe) remember({ mobile: mobile.trim(), countryDialingCode: dialingCode });
      else forgetRemembered('mobile');
      await finish(outcome);
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error);
      const errorCode = isApiError(error) ? error.errorCode : undefined;
      if (errorCode === 'SMS_CODE_INVALID' || errorCode === 'SMS_CODE_EXPIRED')
        setErrors({ code: message });
      else if (errorCode === 'PHONE_INVALID') setErrors({ mobile: message });
      else setErrors({ form: message });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <PhoneCodeFields
        choices={dialing.choices}
        country={country}
        onCountryChange={setCountry}
        mobile={mobile}
        onMobileChange={setMobile}
        mobileError={errors.mobile}
        mobileRequired
        code={code}
        onCodeChange={setCode}
        codeError={errors.code}
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
      <div role="alert" className={styles.alert}>
        {errors.form}
      </div>
      <Button type="submit" isLoading={busy} isFullWidth>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
