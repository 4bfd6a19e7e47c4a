import { beforeEach, describe, expect, it } from 'vitest';
import { resolveLocale } from './resolveLocale.js';

const jaDefault = { supportLanguages: ['EN', 'JA'], defaultLang: 'JA' };

describe('resolveLocale (§4, §9: stored lang → brand defaultLang → EN)', () => {
  beforeEach(() => localStorage.clear());

  it('opens in the brand default language on a first visit', () => {
    expect(resolveLocale(jaDefault)).toBe('ja');
  });

  it('prefers the stored lang when the brand supports it', () => {
    localStorage.setItem('lang', 'EN');
    expect(resolveLocale(jaDefault)).toBe('en');
  });

  it('reads a stored lang in any case', () => {
    localStorage.setItem('lang', 'en');
    expect(resolveLocale(jaDefault)).toBe('en');
  });

  it('ignores a stored lang the brand does not support', () => {
    localStorage.setItem('lang', 'JA');
    expect(resolveLocale({ supportLanguages: ['EN'], defaultLang: 'EN' })).toBe('en');
    localStorage.setItem('lang', 'TY');
    expect(resolveLocale(jaDefault)).toBe('ja');
  });

  it('falls back to EN when the brand default is not supported or unknown', () => {
    expect(resolveLocale({ supportLanguages: ['EN', 'JA'], defaultLang: 'TY' })).toBe('en');
    expect(resolveLocale({ supportLanguages: ['EN'], defaultLang: 'JA' })).toBe('en');
  });

  it('works without storage, and when storage throws', () => {
    expect(resolveLocale(jaDefault, null)).toBe('ja');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(resolveLocale(jaDefault, broken)).toBe('ja');
  });
});
