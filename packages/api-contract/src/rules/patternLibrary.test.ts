import { describe, expect, it } from 'vitest';
import {
  checkFieldRule,
  checkPasswordRule,
  hintFor,
  patternById,
  patternLibrary,
  patternRegExp,
  passwordRuleOf,
} from './patternLibrary';

const matches = (id: Parameters<typeof patternById>[0], value: string) =>
  patternRegExp(patternById(id).source).test(value);

describe('patternLibrary (§5)', () => {
  it('has about two dozen patterns with unique ids and both EN and JA hints', () => {
    expect(patternLibrary.length).toBeGreaterThanOrEqual(24);
    expect(new Set(patternLibrary.map((p) => p.id)).size).toBe(patternLibrary.length);
    for (const p of patternLibrary) {
      expect(p.hint.EN.length).toBeGreaterThan(0);
      expect(p.hint.JA.length).toBeGreaterThan(0);
      expect(() => patternRegExp(p.source)).not.toThrow();
    }
  });

  it('replaces (min) and (max) with the bounds', () => {
    expect(hintFor({ patternId: 'alphanumeric', minLength: 6, maxLength: 12 }, 'EN')).toBe(
      '6-12 half-width letters and digits',
    );
    expect(hintFor({ patternId: 'alphanumeric', minLength: 6, maxLength: 12 }, 'JA')).toBe(
      '半角英数字6〜12文字',
    );
  });

  it('shows one number when min and max are equal', () => {
    expect(hintFor({ patternId: 'digits', minLength: 6, maxLength: 6 }, 'EN')).toBe('6 digits');
    expect(hintFor({ patternId: 'digits', minLength: 6, maxLength: 6 }, 'JA')).toBe('半角数字6桁');
  });

  it('matches half-width alphanumerics for usernames and refuses full-width ones', () => {
    expect(matches('alphanumeric', 'alice01')).toBe(true);
    expect(matches('alphanumeric', 'ａｌｉｃｅ')).toBe(false);
    expect(matches('alphanumeric', 'ali ce')).toBe(false);
  });

  it('requires each of uppercase, lowercase, digit and symbol in the strong pattern', () => {
    expect(matches('strong', 'Abcdef1!')).toBe(true);
    expect(matches('strong', 'abcdef1!')).toBe(false);
    expect(matches('strong', 'Abcdefg!')).toBe(false);
    expect(matches('strong', 'Abcdef12')).toBe(false);
  });

  it('accepts both date forms and rejects impossible months', () => {
    expect(matches('dateYmd', '1990-12-31')).toBe(true);
    expect(matches('dateMdy', '12-31-1990')).toBe(true);
    expect(matches('dateYmd', '1990-13-01')).toBe(false);
  });

  it('accepts only Thai, Korean or Japanese script where asked', () => {
    expect(matches('thai', 'สวัสดี')).toBe(true);
    expect(matches('thai', 'hello')).toBe(false);
    expect(matches('korean', '안녕하세요')).toBe(true);
    expect(matches('fullWidthKanaKanji', 'やまだ太郎')).toBe(true);
    expect(matches('fullWidthKatakana', 'ヤマダ')).toBe(true);
    expect(matches('fullWidthKatakana', 'やまだ')).toBe(false);
  });

  it('needs at least two space-separated parts for a full name', () => {
    expect(matches('fullName', 'Taro Yamada')).toBe(true);
    expect(matches('fullName', 'Taro')).toBe(false);
  });
});

describe('checkFieldRule (§3, §5)', () => {
  const rule = {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 8,
    patternId: 'alphanumeric' as const,
    acceptedPattern: '[A-Za-z0-9]*',
  };

  it('reports each problem and passes a good value', () => {
    expect(checkFieldRule(rule, '')).toBe('required');
    expect(checkFieldRule(rule, 'abc')).toBe('tooShort');
    expect(checkFieldRule(rule, 'abcdefghi')).toBe('tooLong');
    expect(checkFieldRule(rule, 'abc-def')).toBe('pattern');
    expect(checkFieldRule(rule, 'abc123')).toBeNull();
  });

  it('lets an empty optional field and a disabled field through', () => {
    expect(checkFieldRule({ ...rule, required: false }, '')).toBeNull();
    expect(checkFieldRule({ ...rule, enabled: false }, 'x')).toBeNull();
  });

  it('treats the * pattern as matching anything (§3)', () => {
    expect(checkFieldRule({ ...rule, acceptedPattern: '*' }, 'a b-c!')).toBeNull();
  });
});

describe('checkPasswordRule (ASVS 2.1 under the brand rules of §5)', () => {
  const printable = {
    enabled: true,
    required: true,
    minLength: 8,
    maxLength: 128,
    patternId: 'printable',
    acceptedPattern: patternById('printable').source,
  } as const;
  // §5 "Username/password: half-width alphanumerics only, with min and max placeholders".
  const halfWidth = {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 'alphanumeric',
    acceptedPattern: '[A-Za-z0-9]*',
  } as const;

  it('needs 8 characters even where the brand rule allows 6', () => {
    expect(checkPasswordRule(halfWidth, 'abc123')).toBe('tooShort');
    expect(checkPasswordRule(printable, 'aaaaaa')).toBe('tooShort');
    expect(checkPasswordRule(halfWidth, 'abcd1234')).toBeNull();
  });

  it('allows 64 characters even where the brand rule stops at 20, and 128 at most', () => {
    expect(checkPasswordRule(halfWidth, 'a1'.repeat(32))).toBeNull();
    expect(checkPasswordRule(printable, 'x'.repeat(128))).toBeNull();
    expect(checkPasswordRule(printable, 'x'.repeat(129))).toBe('tooLong');
    expect(passwordRuleOf(halfWidth)).toMatchObject({ minLength: 8, maxLength: 64 });
  });

  it('takes any printable character, spaces and kana included, by default', () => {
    expect(checkPasswordRule(printable, 'correct horse battery staple ok 34')).toBeNull();
    expect(checkPasswordRule(printable, 'さくら の はな 2026!')).toBeNull();
  });

  it('counts leading and trailing spaces: a password is never trimmed', () => {
    expect(checkPasswordRule(printable, '   ab   ')).toBeNull();
    expect(checkPasswordRule(printable, '  abc  ')).toBe('tooShort');
  });

  it('refuses control characters whatever the pattern', () => {
    expect(checkPasswordRule(printable, 'tide pool\u0007 42')).toBe('pattern');
    expect(checkPasswordRule(printable, 'tide pool\n42')).toBe('pattern');
    expect(checkPasswordRule({ ...printable, acceptedPattern: '*' }, 'tide\u007Fpool42')).toBe(
      'pattern',
    );
  });

  it('§5 half-width alphanumerics: a brand that sets the rule still refuses a space', () => {
    expect(checkPasswordRule(halfWidth, 'correct horse battery')).toBe('pattern');
  });

  it('is required even where the rule says optional', () => {
    expect(checkPasswordRule({ ...printable, required: false }, '')).toBe('required');
  });
});
