import {
  checkFieldRule,
  checkPasswordRule,
  hintFor,
  optionalRegisterFields,
} from '@lobbykit/api-contract/rules';
import type { FieldRule, RegisterRules } from '@lobbykit/api-contract';
import type { FieldProblem } from '@lobbykit/forms';

export type RegistrationType = 'username' | 'mobile';

/** Free-text fields of §3 "Registration user" that a rule switches on, in the order shown. */
export const optionalTextFields = {
  username: optionalRegisterFields,
  // memberRegisterMobile takes only these of them (api-contract).
  mobile: ['nickname', 'email'],
} as const satisfies Record<RegistrationType, readonly string[]>;

export type OptionalTextField = (typeof optionalTextFields)['username'][number];

export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'affiliateCode'
  | 'captcha'
  | 'terms'
  | 'optIn'
  | OptionalTextField;

export type RegisterValues = Record<Exclude<RegisterField, 'terms' | 'optIn'>, string> & {
  terms: boolean;
  optIn: boolean;
};

/**
 * What a registration form starts with. The affiliate code is missing: its field starts empty
 * when it appears, or with the URL's code when that failed its check (§4).
 */
export function emptyRegisterValues(): Omit<RegisterValues, 'affiliateCode'> {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    nickname: '',
    email: '',
    payeeName: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    paymentPassword: '',
    // §5: the terms and the SMS/news opt-in are checked by default.
    terms: true,
    optIn: true,
  };
}

/** What the form shows for one registration type under the merchant's rules (§3, §5). */
export interface RegisterLayout {
  type: RegistrationType;
  optional: OptionalTextField[];
  /** The mobile number: always for mobile registration, else when its rule is enabled. */
  mobile: boolean;
  mobileRequired: boolean;
  /** The SMS code beside the mobile number, when the merchant verifies mobiles (REGMOBVERF3). */
  smsCode: boolean;
  affiliate: boolean;
  captcha: boolean;
}

export function registerLayout(
  type: RegistrationType,
  rules: RegisterRules,
  smsVerification: boolean,
  affiliateFieldWanted: boolean,
): RegisterLayout {
  const f = rules.fields;
  const mobile = type === 'mobile' || f.mobileNum.enabled;
  return {
    type,
    optional: optionalTextFields[type].filter((name) => f[name].enabled),
    mobile,
    mobileRequired: type === 'mobile' || (f.mobileNum.enabled && f.mobileNum.required),
    smsCode: mobile && smsVerification,
    affiliate: affiliateFieldWanted && f.affiliateCode.enabled,
    captcha: f.captcha.enabled,
  };
}

/**
 * What the form holds: the call's optional fields may be missing (the affiliate code until its
 * field is shown), read as empty.
 */
export type RegisterInput = Partial<RegisterValues>;

/** A rule that must be filled whatever the merchant says (the call cannot go without it). */
const mandatory = (rule: FieldRule): FieldRule => ({ ...rule, enabled: true, required: true });

/**
 * §5 registration rules, beyond what the contract's request schema checks (lengths, the mobile
 * format): each shown field against the merchant's rule (checkFieldRule, the same check as the
 * platform), confirm equal to password, the mobile when the rule requires it, the SMS code when
 * SMS is on and a number is given, the captcha when shown, and both checkboxes ticked.
 */
export function validateRegistration(
  layout: RegisterLayout,
  rules: RegisterRules,
  values: RegisterInput,
): Partial<Record<RegisterField, FieldProblem>> {
  const f = rules.fields;
  const problems: Partial<Record<RegisterField, FieldProblem>> = {};
  const check = (field: Exclude<RegisterField, 'terms' | 'optIn'>, rule: FieldRule) => {
    const problem = checkFieldRule(rule, values[field]);
    if (problem) problems[field] = problem;
  };
  if (layout.type === 'username') check('username', mandatory(f.username));
  // The password is checked as typed (never trimmed), like the platform stores it, for length and
  // characters only (ASVS 2.1 over §5); the common-password list is the platform's (PASSWORD_WEAK).
  const passwordProblem = checkPasswordRule(f.password, values.password);
  if (passwordProblem) problems.password = passwordProblem;
  if ((values.confirmPassword ?? '') !== (values.password ?? '')) {
    problems.confirmPassword = 'mismatch';
  }
  for (const name of layout.optional) check(name, f[name]);
  const mobile = (values.mobileNum ?? '').trim();
  if (layout.mobile && layout.mobileRequired && mobile === '') problems.mobileNum = 'required';
  if (layout.smsCode && mobile !== '') {
    check('verificationCode', mandatory(f.verificationCode));
  }
  if (layout.affiliate) check('affiliateCode', f.affiliateCode);
  if (layout.captcha && (values.captcha ?? '').trim() === '') problems.captcha = 'required';
  if (!values.terms) problems.terms = 'unchecked';
  if (!values.optIn) problems.optIn = 'unchecked';
  return problems;
}

/** §5 hint under a field: from the rule's pattern id, bounds filled in, one number when equal. */
export function fieldHint(rule: FieldRule, lang: 'EN' | 'JA'): string {
  return hintFor(rule, lang);
}
