import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCounter } from '../../src/modules/auth/password';
import { startSession } from '../../src/modules/session/service';
import { call, encrypted, login, seedMember, testPlatform } from './helpers';

// Issue 14 item 2: the security centre's payment password, bank accounts and last logins.
let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('security');
});
afterAll(async () => {
  await app.close();
});

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function member(values: Parameters<typeof seedMember>[2] = {}) {
  const seeded = await seedMember(app, 'ALPHA01', values);
  const answer = await call(app, 'POST', '/wps/session/login', {
    ip: '198.51.100.7',
    headers: { 'user-agent': phone },
    body: await encrypted(app, {
      username: seeded.account,
      password: seeded.password,
      type: 'username',
    }),
  });
  expect(answer.status).toBe(200);
  return { ...seeded, token: answer.json.value.token as string };
}

async function setPaymentPassword(token: string, current: string, next: string) {
  return call(app, 'POST', '/wps/member/paymentPassword', {
    token,
    body: await encrypted(app, {
      currentPassword: current,
      newPaymentPassword: next,
      confirmNewPaymentPassword: next,
    }),
  });
}

async function addAccount(token: string, values: Record<string, string>) {
  return call(app, 'PUT', '/wps/member/bankAccounts', {
    token,
    body: await encrypted(app, {
      holderName: 'Hanako Yamada',
      bankName: 'Sakura Bank',
      accountNumber: '1234-5678-90',
      paymentPassword: 'pay-secret-1',
      ...values,
    }),
  });
}

describe('security centre (issue 14 item 2)', () => {
  it('lists the last logins with time, device and IP, newest first, this one marked', async () => {
    const m = await member({
      mobile: '9012345678',
      countryDialingCode: '81',
      email: 'hanako@example.com',
    });
    const second = await login(app, m.account, m.password, 'ALPHA01', {}, '203.0.113.9');
    const answer = await call(app, 'GET', '/wps/member/security', { token: m.token });
    expect(answer.status).toBe(200);
    const value = answer.json.value;
    expect(value.hasPaymentPassword).toBe(false);
    expect(value.mobile).toBe('+81 •••• 5678');
    expect(value.email).toBe('h••••@example.com');
    expect(value.lastLogins).toHaveLength(2);
    const [newest, older] = value.lastLogins;
    expect(newest).toMatchObject({ ip: '203.0.113.9', current: false });
    expect(older).toMatchObject({ ip: '198.51.100.7', device: 'Chrome on Android', current: true });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
    expect(second.status).toBe(200);
  });

  it('sets the payment password with the login password, then changes it with itself', async () => {
    const m = await member();
    const wrong = await setPaymentPassword(m.token, 'not-my-password', 'pay-secret-1');
    expect(wrong.json.errorCode).toBe('OLD_PASSWORD_WRONG');
    expect((await setPaymentPassword(m.token, m.password, 'pay-secret-1')).json).toEqual({
      success: true,
      value: null,
    });
    const info = await call(app, 'GET', '/wps/member/security', { token: m.token });
    expect(info.json.value.hasPaymentPassword).toBe(true);
    // Once set, the login password no longer changes it.
    const withLogin = await setPaymentPassword(m.token, m.password, 'pay-secret-2');
    expect(withLogin.json.errorCode).toBe('OLD_PASSWORD_WRONG');
    const changed = await setPaymentPassword(m.token, 'pay-secret-1', 'pay-secret-2');
    expect(changed.json.success).toBe(true);
  });

  it('refuses the login password as payment password and a mismatched confirmation', async () => {
    const m = await member();
    const same = await setPaymentPassword(m.token, m.password, m.password);
    expect(same.json.errorCode).toBe('PASSWORD_WEAK');
    expect(same.json.fields).toEqual([expect.objectContaining({ field: 'newPaymentPassword' })]);
    const mismatch = await call(app, 'POST', '/wps/member/paymentPassword', {
      token: m.token,
      body: await encrypted(app, {
        currentPassword: m.password,
        newPaymentPassword: 'pay-secret-1',
        confirmNewPaymentPassword: 'pay-secret-9',
      }),
    });
    expect(mismatch.json.errorCode).toBe('PASSWORD_MISMATCH');
  });

  it('throttles payment password guesses like login', async () => {
    const m = await member();
    await setPaymentPassword(m.token, m.password, 'pay-secret-1');
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await addAccount(m.token, { paymentPassword: `guess-${i}` });
      codes.push(answer.json.errorCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('PAYMENT_PASSWORD_WRONG'));
    expect(codes[10]).toBe('RATE_LIMITED');
    // The right one is refused too until the window passes: guessing gains nothing.
    expect((await addAccount(m.token, {})).json.errorCode).toBe('RATE_LIMITED');
  });

  it('throttles payment password guesses sent at once: no more than the limit reach the hash', async () => {
    const m = await member();
    await setPaymentPassword(m.token, m.password, 'pay-secret-1');
    const hashed = hashCounter.count;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => addAccount(m.token, { paymentPassword: `burst-${i}` })),
    );
    const codes = answers.map((a) => a.json.errorCode as string);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(6);
    expect(hashCounter.count - hashed).toBe(10);
  });

  it('a right payment password does not use up the guesses', async () => {
    const m = await member();
    await setPaymentPassword(m.token, m.password, 'pay-secret-1');
    const remove = async (paymentPassword: string) =>
      call(app, 'POST', '/wps/member/bankAccounts/remove', {
        token: m.token,
        body: await encrypted(app, { id: 999_999, paymentPassword }),
      });
    for (let i = 0; i < 9; i += 1) {
      expect((await remove(`guess-${i}`)).json.errorCode).toBe('PAYMENT_PASSWORD_WRONG');
    }
    // Checked and right: the call goes on (to a bank account that does not exist).
    for (let i = 0; i < 3; i += 1) {
      expect((await remove('pay-secret-1')).json.errorCode).toBe('NOT_FOUND');
    }
    expect((await remove('guess-9')).json.errorCode).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await remove('pay-secret-1')).json.errorCode).toBe('RATE_LIMITED');
  });

  it('adds bank accounts masked, in the payee name, up to the brand maximum, once per number', async () => {
    const m = await member();
    expect((await addAccount(m.token, {})).json.errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    await setPaymentPassword(m.token, m.password, 'pay-secret-1');
    const first = await addAccount(m.token, {});
    expect(first.status).toBe(200);
    expect(first.json.value).toMatchObject({
      holderName: 'Hanako Yamada',
      bankName: 'Sakura Bank',
      accountNumber: '•••• 7890',
    });
    // The first account set the payee name; another holder is refused, the same name in
    // another case and spacing is not.
    const security = await call(app, 'GET', '/wps/member/security', { token: m.token });
    expect(security.json.value.payeeName).toBe('Hanako Yamada');
    const stranger = await addAccount(m.token, {
      holderName: 'Taro Sato',
      accountNumber: '555 666 777',
    });
    expect(stranger.json.errorCode).toBe('HOLDER_NAME_MISMATCH');
    expect(stranger.json.fields).toEqual([expect.objectContaining({ field: 'holderName' })]);
    const duplicate = await addAccount(m.token, { accountNumber: '1234567890' });
    expect(duplicate.json.errorCode).toBe('BANK_ACCOUNT_DUPLICATE');
    const second = await addAccount(m.token, {
      holderName: 'hanako  YAMADA',
      accountNumber: '555 666 777',
    });
    expect(second.status).toBe(200);
    // The alpha fixture brand allows 2 (brand.json memberCentre.maxBankAccounts).
    const third = await addAccount(m.token, { accountNumber: '111 222 333' });
    expect(third.json.errorCode).toBe('BANK_ACCOUNT_LIMIT');
    const list = await call(app, 'GET', '/wps/member/bankAccounts', { token: m.token });
    expect(list.json.value.max).toBe(2);
    expect(list.json.value.accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(
      ['•••• 7890', '•••• 6777'],
    );
    // No answer carries a whole number.
    expect(JSON.stringify(list.json)).not.toContain('1234567890');
  });

  it('removes an account with the payment password; another member’s is not found', async () => {
    const owner = await member();
    await setPaymentPassword(owner.token, owner.password, 'pay-secret-1');
    const added = (await addAccount(owner.token, {})).json.value;
    const other = await member();
    await setPaymentPassword(other.token, other.password, 'pay-secret-1');
    const remove = async (token: string, paymentPassword: string) =>
      call(app, 'POST', '/wps/member/bankAccounts/remove', {
        token,
        body: await encrypted(app, { id: added.id, paymentPassword }),
      });
    expect((await remove(other.token, 'pay-secret-1')).json.errorCode).toBe('NOT_FOUND');
    expect((await remove(owner.token, 'wrong-one')).json.errorCode).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await remove(owner.token, 'pay-secret-1')).json.success).toBe(true);
    const list = await call(app, 'GET', '/wps/member/bankAccounts', { token: owner.token });
    expect(list.json.value.accounts).toEqual([]);
  });

  it('two adds at once with one place left: exactly one is saved, under one payee name', async () => {
    const m = await member();
    await setPaymentPassword(m.token, m.password, 'pay-secret-1');
    const answers = await Promise.all([
      addAccount(m.token, { holderName: 'Hanako Yamada', accountNumber: '100 200 300' }),
      addAccount(m.token, { holderName: 'Taro Sato', accountNumber: '400 500 600' }),
      addAccount(m.token, { holderName: 'Hanako Yamada', accountNumber: '700 800 900' }),
    ]);
    const saved = answers.filter((a) => a.status === 200).map((a) => a.json.value.holderName);
    const list = await call(app, 'GET', '/wps/member/bankAccounts', { token: m.token });
    // Whichever came first named the payee; no account of another holder got in beside it.
    expect(
      new Set(list.json.value.accounts.map((a: { holderName: string }) => a.holderName)).size,
    ).toBe(1);
    expect(list.json.value.accounts).toHaveLength(saved.length);
    expect(saved.length).toBeLessThanOrEqual(2);
    expect(saved.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a trial account (§6) and a visitor', async () => {
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no ALPHA01');
    const trial = await seedMember(app, 'ALPHA01', { type: 4 });
    const { token } = await startSession(app, merchant, trial, null);
    for (const url of ['/wps/member/security', '/wps/member/bankAccounts']) {
      expect((await call(app, 'GET', url, { token })).json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
      expect((await call(app, 'GET', url)).status).toBe(401);
    }
  });
});

describe('profile (issue 14 item 2)', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    call(app, 'PUT', '/wps/member/profile', { token, body });

  it('reads and changes only the fields sent; null and empty text clear one', async () => {
    const m = await member({ email: 'hanako@example.com', line: 'hana-line' });
    const read = await call(app, 'GET', '/wps/member/profile', { token: m.token });
    expect(read.json.value).toMatchObject({
      account: m.account,
      email: 'hanako@example.com',
      messaging: { line: 'hana-line' },
      messagingShown: ['line', 'telegram'],
    });
    const changed = await update(m.token, {
      nickname: 'Hana',
      birthday: '1990-04-01',
      nationality: 'JP',
      placeOfBirth: 'Osaka',
      occupation: 'Designer',
      sourceOfIncome: 'salary',
      messaging: { telegram: '@hana' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.value).toMatchObject({
      nickname: 'Hana',
      birthday: '1990-04-01',
      nationality: 'JP',
      sourceOfIncome: 'salary',
      messaging: { line: 'hana-line', telegram: '@hana' },
    });
    const cleared = await update(m.token, { occupation: null, messaging: { line: '' } });
    expect(cleared.json.value).toMatchObject({
      occupation: null,
      placeOfBirth: 'Osaka',
      messaging: { line: null, telegram: '@hana' },
    });
  });

  it('names each field it refuses: under 18, a future birthday, a hidden messaging ID, a fixed payee', async () => {
    const m = await member({ payeeName: 'Hanako Yamada' });
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const young = await update(m.token, { birthday: seventeen, messaging: { wechat: 'x' } });
    expect(young.status).toBe(400);
    expect(young.json.errorCode).toBe('FIELD_RULE_FAILED');
    expect(young.json.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'birthday',
      'messaging.wechat',
    ]);
    const future = await update(m.token, { birthday: `${today.getUTCFullYear() + 1}-01-01` });
    expect(future.json.fields).toEqual([{ field: 'birthday', message: 'in the future' }]);
    const payee = await update(m.token, { payeeName: 'Someone Else' });
    expect(payee.json.fields).toEqual([expect.objectContaining({ field: 'payeeName' })]);
    const unknown = await update(m.token, { nationality: 'Japan' });
    expect(unknown.json.errorCode).toBe('VALIDATION_FAILED');
    // Nothing of a refused request was saved.
    const read = await call(app, 'GET', '/wps/member/profile', { token: m.token });
    expect(read.json.value).toMatchObject({ birthday: null, payeeName: 'Hanako Yamada' });
  });

  it('sets the payee name once when the member has none', async () => {
    const m = await member();
    expect((await update(m.token, { payeeName: 'Hanako Yamada' })).json.value.payeeName).toBe(
      'Hanako Yamada',
    );
    expect((await update(m.token, { payeeName: 'Hanako' })).json.errorCode).toBe(
      'FIELD_RULE_FAILED',
    );
  });
});
