import { describe, expect, it } from 'vitest';
import { clearExceptMerchantKeys, readKey, writeKey } from './sessionKeys.js';

describe('session storage keys', () => {
  it('§4 logout clears all session storage except the merchant keys, which are restored', () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('colourMap', '{}');
    sessionStorage.setItem('merchantCode', 'SAKURA01');
    clearExceptMerchantKeys(sessionStorage);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('colourMap')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('SAKURA01');
    expect(sessionStorage.length).toBe(1);
  });

  it('keeps working when storage throws (privacy modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      clear: () => {
        throw new Error('blocked');
      },
    };
    expect(readKey(broken, 'token')).toBeNull();
    expect(() => writeKey(broken, 'token', 'x')).not.toThrow();
    expect(() => clearExceptMerchantKeys(broken)).not.toThrow();
  });
});
