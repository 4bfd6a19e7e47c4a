import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import { accountPopupAtom, loginAtom } from '@lobbykit/session';
import { Button, Checkbox, TextField } from '@lobbykit/ui-kit';
import { useErrorMessage } from '../errorMessages';
import { accountIntegrations } from '../verification/integrations';
import { CaptchaField } from './CaptchaField';
import { forgetRemembered, readRemembered, remember } from './rememberMe';
import { useCaptcha } from './useCaptcha';
import { useFinishLogin } from './useFinishLogin';
import * as styles from './forms.css';

type Field = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<Field | 'form', string>>;

/**
 * §4 login by username: validate (values trimmed; the password is sent as typed, since a space
 * can be part of it), human verification, the login call, then completeLoginAtom. When the
 * platform answers with the captcha flag the captcha appears and is required from then on.
 */
export function UsernameLoginForm() {
  const { t } = useLingui();
  const login = useSetAtom(loginAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  const finish = useFinishLogin();
  const errorMessage = useErrorMessage();
  const [remembered] = useState(() => readRemembered());
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered?.username !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const validate = (): Errors => {
    const found: Errors = {};
    if (username.trim() === '') found.username = t`Please enter your username.`;
    if (password === '') found.password = t`Please enter your password.`;
    if (captchaShown && captchaValue.trim() === '') found.captcha = t`Please enter the captcha.`;
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // §4: human verification before the login call.
      const humanVerificationToken = await accountIntegrations().humanVerifier.verify('login');
      const outcome = await login({
        type: 'username',
        username: username.trim(),
        password,
        ...(captchaShown && captcha.captcha
          ? { captcha: captchaValue.trim(), captchaId: captcha.captcha.captchaId }
          : {}),
        ...(humanVerificationToken ? { humanVerificationToken } : {}),
      });
      if (rememberMe) remember({ username: username.trim() });
      else forgetRemembered('username');
      await finish(outcome);
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error);
      const code = isApiError(error) ? error.errorCode : undefined;
      const wantsCaptcha =
        isApiError(error) && (error.captchaRequired || code === 'CAPTCHA_REQUIRED');
      if (wantsCaptcha || captchaShown) {
        // A captcha is used once: every failed attempt needs a new one (refresh ≤ 1/s, §9).
        setCaptchaShown(true);
        setCaptchaValue('');
        if (captchaShown) captcha.refresh();
      }
      if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID')
        setErrors({ captcha: message });
      else setErrors({ form: message });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t`Username`}
        autoComplete="username"
        isRequired
        value={username}
        onChange={setUsername}
        errorMessage={errors.username}
      />
      <TextField
        label={t`Password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={errors.password}
      />
      {captchaShown ? (
        <CaptchaField
          captcha={captcha.captcha}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          value={captchaValue}
          onChange={setCaptchaValue}
          errorMessage={errors.captcha}
        />
      ) : null}
      <div className={styles.row}>
        <Checkbox
          isSelected={rememberMe}
          onChange={setRememberMe}
          description={t`Your username is kept on this device for one day. Your password is never stored.`}
        >
          <Trans>Remember me</Trans>
        </Checkbox>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => setPopup({ kind: 'forgotPassword', by: 'email' })}
        >
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <div role="alert" className={styles.alert}>
        {errors.form}
      </div>
      <Button type="submit" isLoading={busy} isFullWidth>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
