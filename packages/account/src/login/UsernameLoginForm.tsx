import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { calls } from '@lobbykit/api-contract';
import { accountPopupAtom, loginAtom, isApiError } from '@lobbykit/session';
import { Button, Checkbox } from '@lobbykit/ui-kit';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { accountIntegrations } from '../verification/integrations';
import { FormCaptchaField } from './CaptchaField';
import { forgetRemembered, readRemembered, remember } from './rememberMe';
import { useCaptcha } from './useCaptcha';
import { useFinishLogin } from './useFinishLogin';
import * as styles from './forms.css';

/** The contract's login request, as far as this form asks it (§3 Login payload). */
const usernameLoginSchema = calls.sessionLogin.request.pick({
  username: true,
  password: true,
  captcha: true,
});

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
  const [remembered] = useState(() => readRemembered());
  const [rememberMe, setRememberMe] = useState(remembered?.username !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const { form, formProps, formError, busy } = useContractForm({
    schema: usernameLoginSchema,
    defaultValues: { username: remembered?.username ?? '', password: '', captcha: '' },
    // §5: the captcha is required once it is shown.
    check: (values) =>
      captchaShown && (values.captcha ?? '').trim() === '' ? { captcha: 'required' } : {},
    messages: {
      username: { required: t`Please enter your username.` },
      password: { required: t`Please enter your password.` },
      captcha: { required: t`Please enter the captcha.` },
    },
    fieldOfCode: { CAPTCHA_REQUIRED: 'captcha', CAPTCHA_INVALID: 'captcha' },
    onSubmit: async ({ username, password, captcha: captchaValue }) => {
      try {
        // §4: human verification before the login call.
        const humanVerificationToken = await accountIntegrations().humanVerifier.verify('login');
        const outcome = await login({
          type: 'username',
          username,
          password,
          ...(captchaShown && captcha.captcha
            ? { captcha: captchaValue ?? '', captchaId: captcha.captcha.captchaId }
            : {}),
          ...(humanVerificationToken ? { humanVerificationToken } : {}),
        });
        if (rememberMe) remember({ username });
        else forgetRemembered('username');
        await finish(outcome);
      } catch (error) {
        const code = isApiError(error) ? error.errorCode : undefined;
        const wantsCaptcha =
          isApiError(error) && (error.captchaRequired || code === 'CAPTCHA_REQUIRED');
        // A delayed attempt (issue 13 item 3) checked nothing: the typed captcha is still good.
        if (code === 'LOGIN_DELAYED') {
          if (wantsCaptcha) setCaptchaShown(true);
        } else if (wantsCaptcha || captchaShown) {
          // A captcha is used once: every failed attempt needs a new one (refresh ≤ 1/s, §9).
          setCaptchaShown(true);
          form.setValue('captcha', '');
          if (captchaShown) captcha.refresh();
        }
        throw error;
      }
    },
  });

  return (
    <form className={styles.form} {...formProps}>
      <FormTextField
        control={form.control}
        name="username"
        label={t`Username`}
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t`Password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="current-password"
        isRequired
      />
      {captchaShown ? (
        <FormCaptchaField
          control={form.control}
          name="captcha"
          captcha={captcha.captcha}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
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
      <FormAlert message={formError} />
      <Button type="submit" isLoading={busy} isFullWidth>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
