import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import type { RegisterRules } from '@lobbykit/api-contract';
import { apiAtom, completeLoginAtom, languageAtom } from '@lobbykit/session';
import { Button, Checkbox, TextField } from '@lobbykit/ui-kit';
import { errorCodeMessages, useErrorMessage } from '../../forms/errorMessages';
import { CaptchaField } from '../login/CaptchaField';
import { PhoneCodeFields, useMobileProblem } from '../login/PhoneCodeFields';
import { useCaptcha } from '../login/useCaptcha';
import { useDialingCodes } from '../login/useDialingCodes';
import { useFinishLogin } from '../login/useFinishLogin';
import { WarningDialog } from '../login/WarningDialog';
import { accountIntegrations } from '../verification/integrations';
import {
  emptyRegisterValues,
  fieldHint,
  registerLayout,
  validateRegistration,
} from './registerRules';
import type {
  OptionalTextField,
  RegisterField,
  RegisterProblem,
  RegisterValues,
  RegistrationType,
} from './registerRules';
import { useAffiliate } from './useAffiliate';
import * as styles from '../login/forms.css';

type Errors = Partial<Record<RegisterField | 'form', string>>;

const optionalInput: Partial<
  Record<
    OptionalTextField,
    { type?: 'email' | 'password'; numeric?: boolean; autoComplete: string }
  >
> = {
  nickname: { autoComplete: 'nickname' },
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { numeric: true, autoComplete: 'off' },
  paymentPassword: { type: 'password', autoComplete: 'new-password' },
};

/** The registration code a field problem from the platform belongs to, when it names none. */
const fieldOfCode: Partial<Record<string, RegisterField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_WEAK: 'password',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  PHONE_INVALID: 'mobileNum',
};

export interface RegisterFormProps {
  type: RegistrationType;
  rules: RegisterRules;
  /** The merchant verifies mobile numbers with an SMS code (REGMOBVERF3). */
  smsVerification: boolean;
}

/**
 * §4, §5 registration: every field the merchant's rules switch on, with hints from the pattern
 * library; validate, affiliate check, human verification, memberRegister or memberRegisterMobile
 * (E calls, encrypted by the client), then completeLoginAtom and /. What the player typed is kept
 * on any failure; the platform's field problems show next to their fields.
 */
export function RegisterForm({ type, rules, smsVerification }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const api = useAtomValue(apiAtom);
  const lang = useAtomValue(languageAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finish = useFinishLogin();
  const errorMessage = useErrorMessage();
  const mobileProblem = useMobileProblem();
  const dialing = useDialingCodes();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [warning, setWarning] = useState<string | null>(null);
  // §8: a code in the URL that fails the check opens the invitation_code_error warning, and the
  // field shows with the code in it (§4).
  const affiliate = useAffiliate((code) => {
    setValues((v) => (v.affiliateCode ? v : { ...v, affiliateCode: code }));
    setWarning(i18n._(errorCodeMessages.AFFILIATE_INVALID));
  });
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const affiliateFieldWanted =
    affiliate.state.status === 'field' || affiliate.state.status === 'invalid';
  const layout = registerLayout(type, rules, smsVerification, affiliateFieldWanted);
  const captcha = useCaptcha(layout.captcha);
  const referralCode = affiliate.referralCode;
  const country = chosenCountry ?? dialing.preferred?.country ?? null;
  const dialingCode = dialing.choices.find((c) => c.country === country)?.dialingCode ?? null;
  const f = rules.fields;
  const hint = (field: keyof RegisterRules['fields']) => fieldHint(f[field], lang);
  const set =
    <K extends keyof RegisterValues>(field: K) =>
    (value: RegisterValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const problemText = (field: RegisterField, problem: RegisterProblem): string => {
    switch (problem) {
      case 'required':
        if (field === 'captcha') return t`Please enter the captcha.`;
        if (field === 'verificationCode') return t`Please enter the verification code.`;
        return t`This field is required.`;
      case 'mismatch':
        return i18n._(errorCodeMessages.PASSWORD_MISMATCH);
      case 'phoneMissing':
        return t`Please enter your mobile number.`;
      case 'phoneFormat':
        return t`The mobile number must be 8 to 11 digits.`;
      case 'unchecked':
        return field === 'terms'
          ? t`Please accept the terms to register.`
          : t`Please agree to receive SMS and news to register.`;
      case 'tooShort':
      case 'tooLong':
      case 'pattern': {
        // §8 error_email.
        if (field === 'email') return t`Please enter a valid e-mail address.`;
        const rule = field in f ? f[field as keyof typeof f] : null;
        const text = rule ? fieldHint(rule, lang) : '';
        return t`This does not meet the rule: ${text}`;
      }
      default: {
        const never: never = problem;
        return never;
      }
    }
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  /** Puts the platform's answer where the player looks: next to the named fields, or the form. */
  const showFailure = (error: unknown) => {
    const message = errorMessage(error);
    const code = isApiError(error) ? error.errorCode : undefined;
    if (code === 'AFFILIATE_INVALID') {
      // §8 invalid affiliate code: the warning dialog; the field shows so it can be corrected.
      setWarning(message);
      const named = isApiError(error) ? error.fields.map((x) => x.field) : [];
      if (named.includes('affiliateCode') && !layout.affiliate) {
        affiliate.markInvalid(
          values.affiliateCode ||
            (affiliate.state.status === 'fromUrl' ? affiliate.state.code : ''),
        );
      }
      setErrors(named.includes('affiliateCode') ? { affiliateCode: message } : { form: message });
      return;
    }
    const found: Errors = {};
    if (isApiError(error)) {
      for (const issue of error.fields) {
        const field = (issue.field === 'mobileNo' ? 'mobileNum' : issue.field) as RegisterField;
        if (!(field in values)) continue;
        if (code === 'FIELD_RULE_FAILED' && field in f) {
          const problem = validateRegistration(layout, rules, values)[field];
          found[field] = problem ? problemText(field, problem) : t`This value is not accepted.`;
        } else {
          found[field] = message;
        }
      }
    }
    const byCode = code ? fieldOfCode[code] : undefined;
    if (Object.keys(found).length === 0 && byCode) found[byCode] = message;
    if (Object.keys(found).length === 0) found.form = message;
    setErrors(found);
  };

  const sendCode = async () => {
    const problem = mobileProblem(values.mobileNum, true);
    setErrors((e) => ({ ...e, mobileNum: problem ?? undefined }));
    if (problem || !dialingCode) return null;
    const humanVerificationToken = await accountIntegrations().humanVerifier.verify('sendCode');
    return api.verificationSmsRegister({
      mobileNo: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      ...(humanVerificationToken ? { humanVerificationToken } : {}),
    });
  };

  const optional = (value: string) => {
    const v = value.trim();
    return v === '' ? undefined : v;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateRegistration(layout, rules, values);
    const found: Errors = {};
    for (const [field, problem] of Object.entries(problems) as [RegisterField, RegisterProblem][])
      found[field] = problemText(field, problem);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const affiliateCode = layout.affiliate
        ? optional(values.affiliateCode)
        : affiliate.state.status === 'fromUrl'
          ? affiliate.state.code
          : undefined;
      // §4: the affiliate check when the affiliate field is shown, before anything is sent.
      if (layout.affiliate && affiliateCode) {
        const { valid } = await api.agentAffiliate({
          code: affiliateCode,
          domain: window.location.host,
        });
        if (!valid) {
          const message = i18n._(errorCodeMessages.AFFILIATE_INVALID);
          setErrors({ affiliateCode: message });
          setWarning(message);
          setBusy(false);
          return;
        }
      }
      // §4, §7.4: human verification before the registration call.
      const humanVerificationToken = await accountIntegrations().humanVerifier.verify('register');
      const url = new URL(window.location.href);
      url.hash = '';
      const mobile = optional(values.mobileNum);
      const common = {
        password: values.password,
        confirmPassword: values.confirmPassword,
        domain: window.location.host,
        login: true as const,
        registerUrl: url.toString().slice(0, 2048),
        registerMethod: 'WEB' as const,
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(affiliate.referralCode ? { referralCode: affiliate.referralCode } : {}),
        ...(layout.captcha && captcha.captcha
          ? { captcha: values.captcha.trim(), captchaId: captcha.captcha.captchaId }
          : {}),
        ...(humanVerificationToken ? { humanVerificationToken } : {}),
        ...(optional(values.nickname) && layout.optional.includes('nickname')
          ? { nickname: optional(values.nickname) }
          : {}),
        ...(optional(values.email) && layout.optional.includes('email')
          ? { email: optional(values.email) }
          : {}),
        ...(layout.smsCode && mobile ? { verificationCode: values.verificationCode.trim() } : {}),
      };
      const value =
        type === 'mobile'
          ? await api.memberRegisterMobile({
              ...common,
              mobileNum: mobile ?? '',
              countryDialingCode: dialingCode ?? '',
            })
          : await api.memberRegister({
              ...common,
              username: values.username.trim(),
              ...(mobile && layout.mobile
                ? { mobileNum: mobile, countryDialingCode: dialingCode ?? '' }
                : {}),
              ...Object.fromEntries(
                layout.optional
                  .filter((name) => name !== 'nickname' && name !== 'email')
                  .flatMap((name) => {
                    // The payment password is a secret: sent as typed.
                    const v = name === 'paymentPassword' ? values[name] : optional(values[name]);
                    return v ? [[name, v]] : [];
                  }),
              ),
            });
      await finish(await completeLogin(value, 'registration'));
    } catch (error) {
      setBusy(false);
      if (layout.captcha) {
        // A captcha is used once: a failed attempt needs a new one (refresh ≤ 1/s, §9).
        setValues((v) => ({ ...v, captcha: '' }));
        captcha.refresh();
      }
      showFailure(error);
      focusFirstInvalid();
    }
  };

  const text = (field: OptionalTextField) => {
    const input = optionalInput[field];
    const common = {
      hint: hint(field),
      isRequired: f[field].required,
      value: values[field],
      onChange: set(field),
      errorMessage: errors[field],
      autoComplete: input?.autoComplete ?? 'off',
      ...(input?.numeric ? { inputMode: 'numeric' as const } : {}),
    };
    const labels: Record<OptionalTextField, string> = {
      nickname: t`Nickname`,
      email: t`E-mail`,
      payeeName: t`Full name (payee)`,
      qqNum: t`QQ number`,
      line: t`LINE ID`,
      whatsapp: t`WhatsApp`,
      facebook: t`Facebook`,
      wechat: t`WeChat`,
      idNumber: t`ID number`,
      paymentPassword: t`Payment password`,
    };
    return input?.type === 'password' ? (
      <TextField
        key={field}
        label={labels[field]}
        type="password"
        passwordToggleLabel={t`Show password`}
        {...common}
      />
    ) : (
      <TextField key={field} label={labels[field]} type={input?.type ?? 'text'} {...common} />
    );
  };

  const phone = layout.mobile ? (
    <PhoneCodeFields
      choices={dialing.choices}
      country={country}
      onCountryChange={setCountry}
      mobile={values.mobileNum}
      onMobileChange={set('mobileNum')}
      mobileError={errors.mobileNum}
      mobileHint={hint('mobileNum')}
      mobileRequired={layout.mobileRequired}
      withCode={layout.smsCode}
      code={values.verificationCode}
      onCodeChange={set('verificationCode')}
      codeError={errors.verificationCode}
      codeHint={hint('verificationCode')}
      codeRequired={type === 'mobile' || values.mobileNum.trim() !== ''}
      onSend={sendCode}
    />
  ) : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {type === 'username' ? (
        <TextField
          label={t`Username`}
          autoComplete="username"
          isRequired
          hint={hint('username')}
          value={values.username}
          onChange={set('username')}
          errorMessage={errors.username}
        />
      ) : (
        phone
      )}
      <TextField
        label={t`Password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        isRequired
        hint={hint('password')}
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errorMessage={errors.confirmPassword}
      />
      {layout.optional.map(text)}
      {type === 'username' ? phone : null}
      {layout.affiliate ? (
        <TextField
          label={t`Invitation code`}
          autoComplete="off"
          isRequired={f.affiliateCode.required}
          hint={hint('affiliateCode')}
          value={values.affiliateCode}
          onChange={set('affiliateCode')}
          errorMessage={errors.affiliateCode}
        />
      ) : null}
      {referralCode ? (
        <p className={styles.note}>
          <Trans>Referral code: {referralCode}</Trans>
        </p>
      ) : null}
      {layout.captcha ? (
        <CaptchaField
          captcha={captcha.captcha}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          value={values.captcha}
          onChange={set('captcha')}
          errorMessage={errors.captcha}
          isRequired={f.captcha.required}
        />
      ) : null}
      <Checkbox
        isSelected={values.terms}
        onChange={set('terms')}
        isRequired
        errorMessage={errors.terms}
      >
        <Trans>
          I am of legal age and I accept the Terms of Use, the Privacy Policy and the Responsible
          Gaming policy.
        </Trans>
      </Checkbox>
      <Checkbox
        isSelected={values.optIn}
        onChange={set('optIn')}
        isRequired
        errorMessage={errors.optIn}
      >
        <Trans>I agree to receive SMS and news about offers.</Trans>
      </Checkbox>
      <div role="alert" className={styles.alert}>
        {errors.form}
      </div>
      <Button
        type="submit"
        isLoading={busy}
        isDisabled={affiliate.state.status === 'checking'}
        isFullWidth
      >
        <Trans>Register</Trans>
      </Button>
      {warning !== null ? (
        <WarningDialog
          title={t`Invitation code`}
          message={warning}
          onClose={() => setWarning(null)}
        />
      ) : null}
    </form>
  );
}
