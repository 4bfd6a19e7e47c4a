import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRemembered, readRemembered, remember, REMEMBER_KEY } from './rememberMe';

describe('remember-me (§9)', () => {
  beforeEach(() => localStorage.clear());
  const t0 = 1_800_000_000_000;

  it('keeps the last username and the mobile with its country code for one day (86,400,000 ms)', () => {
    remember({ username: 'player01' }, t0);
    remember({ mobile: '9012345678', countryDialingCode: '81' }, t0 + 1000);
    expect(readRemembered(t0 + 2000)).toEqual({
      username: 'player01',
      mobile: '9012345678',
      countryDialingCode: '81',
    });
    // §9: one day, written out here so a changed constant fails the test.
    const oneDay = 24 * 60 * 60 * 1000;
    expect(readRemembered(t0 + 1000 + oneDay - 1)?.username).toBe('player01');
    expect(readRemembered(t0 + 1000 + oneDay)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('never stores a password, whatever it is given (safer than §9)', () => {
    remember({ username: 'player01', password: 'secret123' } as never, t0);
    expect(localStorage.getItem(REMEMBER_KEY)).not.toContain('secret123');
    expect(readRemembered(t0)).toEqual({ username: 'player01' });
  });

  it('forgets one part and keeps the other', () => {
    remember({ username: 'player01', mobile: '9012345678', countryDialingCode: '81' }, t0);
    forgetRemembered('username', t0);
    expect(readRemembered(t0)).toEqual({ mobile: '9012345678', countryDialingCode: '81' });
    forgetRemembered('mobile', t0);
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem(REMEMBER_KEY, '{not json');
    expect(readRemembered(t0)).toBeNull();
  });
});
