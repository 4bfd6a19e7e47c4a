import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { calls } from '@lobbykit/api-contract';
import type { RegisterRules } from '@lobbykit/api-contract';
import {
  apiAtom,
  completeLoginAtom,
  languageAtom,
  platformQueryContextAtom,
  useQueryClient,
  isApiError,
} from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import { errorCodeMessages } from '@lobbykit/session/errors';
import { FormAlert, FormCheckbox, FormTextField, useContractForm } from '@lobbykit/forms';
import type { FieldMessages } from '@lobbykit/forms';
import { FormCaptchaField } from '../login/CaptchaField';
import { PhoneCodeFields } from '../login/PhoneCodeFields';
import { useCaptcha } from '../login/useCaptcha';
import { useDialingCodes } from '../login/useDialingCodes';
import { useFinishLogin } from '../login/useFinishLogin';
import { WarningDialog } from '../login/WarningDialog';
import { accountIntegrations } from '../verification/integrations';
import {
  emptyRegisterValues,
  fieldHint,
  optionalTextFields,
  registerLayout,
  validateRegistration,
} from './registerRules';
import type { OptionalTextField, RegisterField, RegistrationType } from './registerRules';
import { affiliateCheck, useAffiliate } from './useAffiliate';
import * as styles from '../login/forms.css';

/** §5: the two checkboxes, which the call does not carry. */
const checkboxes = { terms: z.boolean(), optIn: z.boolean() };

/** The contract's memberRegister request, as far as the form asks it, and the checkboxes. */
const usernameSchema = calls.memberRegister.request
  .pick({
    username: true,
    password: true,
    confirmPassword: true,
    mobileNum: true,
    verificationCode: true,
    affiliateCode: true,
    captcha: true,
    nickname: true,
    email: true,
    payeeName: true,
    qqNum: true,
    line: true,
    whatsapp: true,
    facebook: true,
    wechat: true,
    idNumber: true,
    paymentPassword: true,
  })
  .extend(checkboxes);

type RegisterSchema = z.ZodType<z.output<typeof usernameSchema>, z.input<typeof usernameSchema>>;

/**
 * Which schema checks a registration type: memberRegisterMobile's mobile number (required, §5
 * format) is the account; no username is asked, so none is checked. Its other fields are the same
 * building blocks as memberRegister's.
 */
const registerSchemas: Record<RegistrationType, RegisterSchema> = {
  username: usernameSchema,
  mobile: usernameSchema.extend({
    username: z.string(),
    mobileNum: calls.memberRegisterMobile.request.shape.mobileNum,
  }),
};

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

/** Fields whose problems the merchant's rule explains (its hint). */
const ruledFields = [
  'username',
  'password',
  'verificationCode',
  'affiliateCode',
  ...optionalTextFields.username,
] as const satisfies readonly (keyof RegisterRules['fields'] & RegisterField)[];

export interface RegisterFormProps {
  type: RegistrationType;
  rules: RegisterRules;
  /** The merchant verifies mobile numbers with an SMS code (REGMOBVERF3). */
  smsVerification: boolean;
}

/**
 * §4, §5 registration: every field the merchant's rules switch on, with hints from the pattern
 * library; validate (the contract's request schema and the merchant's rules), affiliate check,
 * human verification, memberRegister or memberRegisterMobile (E calls, encrypted by the client),
 * then completeLoginAtom and /. What the player typed is kept on any failure; the platform's field
 * problems show next to their fields.
 */
export function RegisterForm({ type, rules, smsVerification }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const api = useAtomValue(apiAtom);
  const context = useAtomValue(platformQueryContextAtom);
  const queryClient = useQueryClient();
  const lang = useAtomValue(languageAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finish = useFinishLogin();
  const dialing = useDialingCodes();
  const affiliate = useAffiliate();
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [urlWarningClosed, setUrlWarningClosed] = useState(false);

  const affiliateFieldWanted =
    affiliate.state.status === 'field' || affiliate.state.status === 'invalid';
  const layout = registerLayout(type, rules, smsVerification, affiliateFieldWanted);
  const captcha = useCaptcha(layout.captcha);
  const referralCode = affiliate.referralCode;
  const country = chosenCountry ?? dialing.preferred?.country ?? null;
  const dialingCode = dialing.choices.find((c) => c.country === country)?.dialingCode ?? null;
  const f = rules.fields;
  const hint = (field: keyof RegisterRules['fields']) => fieldHint(f[field], lang);
  const affiliateRefused = i18n._(errorCodeMessages.AFFILIATE_INVALID);
  const mobileMissing = t`Please enter your mobile number.`;

  const messages: FieldMessages<RegisterField> = {
    mobileNum: { required: mobileMissing, format: t`The mobile number must be 8 to 11 digits.` },
    captcha: { required: t`Please enter the captcha.` },
    terms: { unchecked: t`Please accept the terms to register.` },
    optIn: { unchecked: t`Please agree to receive SMS and news to register.` },
  };
  for (const field of ruledFields) {
    // §8 error_email; otherwise the rule's own hint says what is wanted.
    const text = hint(field);
    const broken =
      field === 'email'
        ? t`Please enter a valid e-mail address.`
        : t`This does not meet the rule: ${text}`;
    messages[field] = { tooShort: broken, tooLong: broken, pattern: broken };
  }
  messages.verificationCode = {
    ...messages.verificationCode,
    required: t`Please enter the verification code.`,
  };

  const { form, formProps, formError, busy, focusFirstInvalid } = useContractForm({
    schema: registerSchemas[type],
    defaultValues: emptyRegisterValues(),
    check: (values) => validateRegistration(layout, rules, values),
    messages,
    fieldOfCode: {
      USERNAME_TAKEN: 'username',
      MOBILE_TAKEN: 'mobileNum',
      PASSWORD_MISMATCH: 'confirmPassword',
      PASSWORD_WEAK: 'password',
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
      CAPTCHA_REQUIRED: 'captcha',
      CAPTCHA_INVALID: 'captcha',
      PHONE_INVALID: 'mobileNum',
    },
    aliases: { mobileNo: 'mobileNum' },
    onSubmit: async (values) => {
      const affiliateCode = layout.affiliate
        ? values.affiliateCode || undefined
        : affiliate.state.status === 'fromUrl'
          ? affiliate.state.code
          : undefined;
      try {
        // §4: the affiliate check when the affiliate field is shown, before anything is sent.
        if (layout.affiliate && affiliateCode) {
          const { valid } = await queryClient.fetchQuery(affiliateCheck(context, affiliateCode));
          if (!valid) {
            form.setError('affiliateCode', { type: 'server', message: affiliateRefused });
            setWarning(affiliateRefused);
            focusFirstInvalid();
            return;
          }
        }
        // §4, §7.4: human verification before the registration call.
        const humanVerificationToken = await accountIntegrations().humanVerifier.verify('register');
        const url = new URL(window.location.href);
        url.hash = '';
        const mobile = values.mobileNum || undefined;
        const common = {
          password: values.password,
          confirmPassword: values.confirmPassword,
          domain: window.location.host,
          login: true as const,
          registerUrl: url.toString().slice(0, 2048),
          registerMethod: 'WEB' as const,
          ...(affiliateCode ? { affiliateCode } : {}),
          ...(referralCode ? { referralCode } : {}),
          ...(layout.captcha && captcha.captcha
            ? { captcha: values.captcha ?? '', captchaId: captcha.captcha.captchaId }
            : {}),
          ...(humanVerificationToken ? { humanVerificationToken } : {}),
          ...(layout.smsCode && mobile ? { verificationCode: values.verificationCode } : {}),
          // The rest the merchant switched on (memberRegisterMobile takes only nickname and
          // e-mail, the only ones its layout has); the payment password is sent as typed.
          ...Object.fromEntries(
            layout.optional.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
          ),
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
                username: values.username,
                ...(mobile && layout.mobile
                  ? { mobileNum: mobile, countryDialingCode: dialingCode ?? '' }
                  : {}),
              });
        await finish(await completeLogin(value, 'registration'));
      } catch (error) {
        if (layout.captcha) {
          // A captcha is used once: a failed attempt needs a new one (refresh ≤ 1/s, §9).
          form.setValue('captcha', '');
          captcha.refresh();
        }
        if (isApiError(error) && error.errorCode === 'AFFILIATE_INVALID') {
          // §8 invalid affiliate code: the warning dialog; the field shows so it can be corrected.
          setWarning(affiliateRefused);
          if (!layout.affiliate && error.fields.some((x) => x.field === 'affiliateCode')) {
            const code = affiliateCode ?? '';
            form.setValue('affiliateCode', code);
            affiliate.markInvalid(code);
          }
        }
        throw error;
      }
    },
  });
  const mobile = useController({ control: form.control, name: 'mobileNum' });
  const code = useController({ control: form.control, name: 'verificationCode' });

  const sendCode = async () => {
    if ((form.getValues('mobileNum') ?? '').trim() === '') {
      form.setError('mobileNum', { type: 'required', message: mobileMissing });
      return null;
    }
    // The number alone is checked before a code is sent.
    if (!(await form.trigger('mobileNum')) || !dialingCode) return null;
    const humanVerificationToken = await accountIntegrations().humanVerifier.verify('sendCode');
    return api.verificationSmsRegister({
      mobileNo: (form.getValues('mobileNum') ?? '').trim(),
      countryDialingCode: dialingCode,
      ...(humanVerificationToken ? { humanVerificationToken } : {}),
    });
  };

  const text = (field: OptionalTextField) => {
    const input = optionalInput[field];
    const common = {
      control: form.control,
      name: field,
      hint: hint(field),
      isRequired: f[field].required,
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
      <FormTextField
        key={field}
        label={labels[field]}
        type="password"
        passwordToggleLabel={t`Show password`}
        {...common}
      />
    ) : (
      <FormTextField key={field} label={labels[field]} type={input?.type ?? 'text'} {...common} />
    );
  };

  const phone = layout.mobile ? (
    <PhoneCodeFields
      choices={dialing.choices}
      country={country}
      onCountryChange={setCountry}
      mobile={mobile.field.value ?? ''}
      onMobileChange={mobile.field.onChange}
      mobileError={mobile.fieldState.error?.message}
      mobileHint={hint('mobileNum')}
      mobileRequired={layout.mobileRequired}
      withCode={layout.smsCode}
      code={code.field.value ?? ''}
      onCodeChange={code.field.onChange}
      codeError={code.fieldState.error?.message}
      codeHint={hint('verificationCode')}
      codeRequired={type === 'mobile' || (mobile.field.value ?? '').trim() !== ''}
      onSend={sendCode}
    />
  ) : null;

  const shownWarning =
    warning ?? (affiliate.urlCodeRefused && !urlWarningClosed ? affiliateRefused : null);

  return (
    <form className={styles.form} {...formProps}>
      {type === 'username' ? (
        <FormTextField
          control={form.control}
          name="username"
          label={t`Username`}
          autoComplete="username"
          isRequired
          hint={hint('username')}
        />
      ) : (
        phone
      )}
      <FormTextField
        control={form.control}
        name="password"
        label={t`Password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        isRequired
        hint={hint('password')}
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label={t`Confirm password`}
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        isRequired
      />
      {layout.optional.map(text)}
      {type === 'username' ? phone : null}
      {layout.affiliate ? (
        <FormTextField
          control={form.control}
          name="affiliateCode"
          // §4: a code from the URL that failed its check shows in the field.
          defaultValue={affiliate.state.status === 'invalid' ? affiliate.state.code : ''}
          label={t`Invitation code`}
          autoComplete="off"
          isRequired={f.affiliateCode.required}
          hint={hint('affiliateCode')}
        />
      ) : null}
      {referralCode ? (
        <p className={styles.note}>
          <Trans>Referral code: {referralCode}</Trans>
        </p>
      ) : null}
      {layout.captcha ? (
        <FormCaptchaField
          control={form.control}
          name="captcha"
          captcha={captcha.captcha}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          isRequired={f.captcha.required}
        />
      ) : null}
      <FormCheckbox control={form.control} name="terms" isRequired>
        <Trans>
          I am of legal age and I accept the Terms of Use, the Privacy Policy and the Responsible
          Gaming policy.
        </Trans>
      </FormCheckbox>
      <FormCheckbox control={form.control} name="optIn" isRequired>
        <Trans>I agree to receive SMS and news about offers.</Trans>
      </FormCheckbox>
      <FormAlert message={formError} />
      <Button
        type="submit"
        isLoading={busy}
        isDisabled={affiliate.state.status === 'checking'}
        isFullWidth
      >
        <Trans>Register</Trans>
      </Button>
      {shownWarning !== null ? (
        <WarningDialog
          title={t`Invitation code`}
          message={shownWarning}
          onClose={() => {
            setWarning(null);
            setUrlWarningClosed(true);
          }}
        />
      ) : null}
    </form>
  );
}
