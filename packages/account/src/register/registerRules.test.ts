import { describe, expect, it } from 'vitest';
import { patternById } from '@lobbykit/api-contract';
import type { FieldRule, PatternId, RegisterRules } from '@lobbykit/api-contract';
import {
  emptyRegisterValues,
  fieldHint,
  registerLayout,
  validateRegistration,
} from './registerRules';

function rule(
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: PatternId,
): FieldRule {
  return {
    enabled,
    required,
    minLength,
    maxLength,
    patternId,
    acceptedPattern: patternById(patternId).source,
  };
}

const off = rule(false, false, 0, 255, 'any');
const rules: RegisterRules = {
  registrationTypes: ['username', 'mobile'],
  fields: {
    username: rule(true, true, 6, 16, 'alphanumeric'),
    password: rule(true, true, 6, 20, 'alphanumeric'),
    confirmPassword: rule(true, true, 6, 20, 'alphanumeric'),
    mobileNum: rule(true, false, 8, 11, 'digits'),
    verificationCode: rule(true, false, 6, 6, 'digits'),
    email: rule(true, false, 5, 100, 'email'),
    nickname: rule(true, true, 1, 20, 'noSpaces'),
    affiliateCode: rule(true, false, 4, 20, 'alphanumeric'),
    payeeName: off,
    paymentPassword: off,
    qqNum: rule(true, false, 5, 15, 'digits'),
    line: off,
    whatsapp: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    captcha: off,
  },
};

const valid = () => ({
  ...emptyRegisterValues(),
  username: 'player01',
  password: 'tide7pool42',
  confirmPassword: 'tide7pool42',
  nickname: 'Pl',
});

describe('registration rules (§3, §5)', () => {
  it('shows only the fields the merchant enables, and mobile registration only its own', () => {
    const username = registerLayout('username', rules, true, true);
    expect(username.optional).toEqual(['nickname', 'email', 'qqNum']);
    expect(username.mobile).toBe(true);
    expect(username.mobileRequired).toBe(false);
    expect(username.smsCode).toBe(true);
    expect(username.affiliate).toBe(true);
    const mobile = registerLayout('mobile', rules, false, false);
    expect(mobile.optional).toEqual(['nickname', 'email']);
    expect(mobile.mobileRequired).toBe(true);
    expect(mobile.smsCode).toBe(false);
    expect(mobile.affiliate).toBe(false);
  });

  it('hint text comes from the pattern id with (min) and (max) replaced; one number if equal', () => {
    expect(fieldHint(rules.fields.username, 'EN')).toBe('6-16 half-width letters and digits');
    expect(fieldHint(rules.fields.username, 'JA')).toBe('半角英数字6〜16文字');
    expect(fieldHint(rules.fields.verificationCode, 'EN')).toBe('6 digits');
    expect(fieldHint(rules.fields.verificationCode, 'JA')).toBe('半角数字6桁');
  });

  it('the terms and the opt-in are checked by default, and both are required', () => {
    const layout = registerLayout('username', rules, true, false);
    expect(emptyRegisterValues().terms).toBe(true);
    expect(emptyRegisterValues().optIn).toBe(true);
    expect(validateRegistration(layout, rules, valid())).toEqual({});
    expect(validateRegistration(layout, rules, { ...valid(), terms: false, optIn: false })).toEqual(
      { terms: 'unchecked', optIn: 'unchecked' },
    );
  });

  it('checks each shown field against its rule and confirm against password', () => {
    const layout = registerLayout('username', rules, true, true);
    expect(
      validateRegistration(layout, rules, {
        ...valid(),
        username: 'ab',
        confirmPassword: 'different1',
        nickname: '',
        email: 'not-an-address',
        qqNum: '12ab5',
        mobileNum: '1234',
        affiliateCode: 'x',
      }),
    ).toEqual({
      username: 'tooShort',
      confirmPassword: 'mismatch',
      nickname: 'required',
      email: 'pattern',
      qqNum: 'pattern',
      // The mobile format (8 to 11 digits) is the contract's schema's to check, not a brand rule.
      verificationCode: 'required',
      affiliateCode: 'tooShort',
    });
  });

  it('asks for the SMS code when SMS is on and a number is given, not otherwise', () => {
    const withSms = registerLayout('username', rules, true, false);
    expect(validateRegistration(withSms, rules, valid())).toEqual({});
    expect(validateRegistration(withSms, rules, { ...valid(), mobileNum: '9012345678' })).toEqual({
      verificationCode: 'required',
    });
    const withoutSms = registerLayout('username', rules, false, false);
    expect(
      validateRegistration(withoutSms, rules, { ...valid(), mobileNum: '9012345678' }),
    ).toEqual({});
    const mobile = registerLayout('mobile', rules, true, false);
    expect(validateRegistration(mobile, rules, { ...valid(), username: '' })).toEqual({
      mobileNum: 'required',
    });
  });

  it('never trims the password (a space can be part of it)', () => {
    const spaced = {
      ...rules,
      fields: { ...rules.fields, password: rule(true, true, 6, 20, 'any') },
    };
    const layout = registerLayout('username', spaced, false, false);
    expect(
      validateRegistration(layout, spaced, {
        ...valid(),
        password: ' abc123 ',
        confirmPassword: ' abc123',
      }),
    ).toEqual({ confirmPassword: 'mismatch' });
  });

  describe('the password (ASVS 2.1 under the brand rule of §5)', () => {
    const layout = registerLayout('username', rules, false, false);
    const withPassword = (password: string, fields = rules) =>
      validateRegistration(registerLayout('username', fields, false, false), fields, {
        ...valid(),
        password,
        confirmPassword: password,
      });
    const printable = {
      ...rules,
      fields: { ...rules.fields, password: rule(true, true, 8, 128, 'printable') },
    };

    it('needs 8 characters even where the §5 rule allows 6', () => {
      expect(layout.type).toBe('username');
      expect(withPassword('abc123')).toEqual({ password: 'tooShort' });
      expect(withPassword('abcd1234')).toEqual({});
    });

    it('allows 64 characters even where the §5 rule stops at 20', () => {
      expect(withPassword('a1'.repeat(32))).toEqual({});
    });

    it('§5 half-width alphanumerics: a brand that sets the rule still refuses a space', () => {
      expect(withPassword('correct horse battery')).toEqual({ password: 'pattern' });
    });

    it('takes a 34-character passphrase with spaces under the default rule', () => {
      expect(withPassword('correct horse battery staple ok 34', printable)).toEqual({});
    });

    it('counts the spaces around a password towards its length', () => {
      expect(withPassword('  abc1  ', printable)).toEqual({});
    });

    it('refuses a control character', () => {
      expect(withPassword('tide pool\u0007 42', printable)).toEqual({ password: 'pattern' });
    });
  });
});
