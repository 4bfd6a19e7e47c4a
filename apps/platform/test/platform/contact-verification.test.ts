import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../src/db/schema/index';
import { throttleRules } from '../../src/modules/auth/throttle';
import { startSession } from '../../src/modules/session/service';
import { call, encrypted, lastSmsCode, seedMember, testPlatform, uniqueName } from './helpers';
import type { Answer } from './helpers';

// Issue 14 item 2: the member proves their e-mail and mobile with a code, changes a contact only
// with a code sent to the new one, and resets the payment password with a code sent to a verified
// contact. The codes are the verification module's (§8 limits, 5 tries a code).
let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('contact-verification');
});
afterAll(async () => {
  await app.close();
});

let sequence = 0;
function newMobile(): string {
  sequence += 1;
  return `70${String(Date.now()).slice(-5)}${String(sequence).padStart(3, '0')}`;
}
let ipSequence = 0;
/** Each test from its own address, so the per-IP limits of one do not reach another. */
function newIp(): string {
  ipSequence += 1;
  return `203.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

async function member(values: Parameters<typeof seedMember>[2] = {}) {
  const seeded = await seedMember(app, 'ALPHA01', values);
  const answer = await call(app, 'POST', '/wps/session/login', {
    ip: newIp(),
    body: await encrypted(app, {
      username: seeded.account,
      password: seeded.password,
      type: 'username',
    }),
  });
  expect(answer.status).toBe(200);
  return { ...seeded, token: answer.json.value.token as string };
}

/** The code of the newest e-mail in the outbox to an address. */
async function lastEmailCode(to: string): Promise<string> {
  const messages = await app.repos.outbox.latest(50);
  const found = messages.find((m) => m.channel === 'email' && m.to === to);
  const code = found?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no e-mail to ${to}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function sendEmailCode(token: string, email: string, ip = newIp()) {
  return call(app, 'POST', '/wps/member/contact/email/code', { token, ip, body: { email } });
}
/** `password`: the login password, which replacing a verified contact needs. */
async function verifyEmail(
  token: string,
  email: string,
  verificationCode: string,
  password?: string,
  ip = newIp(),
) {
  return call(app, 'POST', '/wps/member/contact/email/verify', {
    token,
    ip,
    body: await encrypted(app, { email, verificationCode, ...(password ? { password } : {}) }),
  });
}
function sendMobileCode(token: string, mobileNum: string, ip = newIp()) {
  return call(app, 'POST', '/wps/member/contact/mobile/code', {
    token,
    ip,
    body: { mobileNum, countryDialingCode: '81' },
  });
}
async function verifyMobile(
  token: string,
  mobileNum: string,
  verificationCode: string,
  password?: string,
  ip = newIp(),
) {
  return call(app, 'POST', '/wps/member/contact/mobile/verify', {
    token,
    ip,
    body: await encrypted(app, {
      mobileNum,
      countryDialingCode: '81',
      verificationCode,
      ...(password ? { password } : {}),
    }),
  });
}
async function profile(token: string): Promise<Answer> {
  return call(app, 'GET', '/wps/member/profile', { token });
}

describe('e-mail verification (issue 14 item 2)', () => {
  it('sends a code to the current e-mail and marks it verified with that code', async () => {
    const email = `${uniqueName()}@example.com`;
    const m = await member({ email });
    expect((await profile(m.token)).json.value).toMatchObject({ email, emailVerified: false });

    const sent = await sendEmailCode(m.token, email);
    expect(sent.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastEmailCode(email);
    const verified = await verifyEmail(m.token, email, code);
    expect(verified.status).toBe(200);
    expect(verified.json.value).toMatchObject({
      email,
      emailVerified: true,
      mobileVerified: false,
    });
    expect((await profile(m.token)).json.value.emailVerified).toBe(true);
    const security = await call(app, 'GET', '/wps/member/security', { token: m.token });
    expect(security.json.value).toMatchObject({ emailVerified: true, mobileVerified: false });

    // Single use.
    const again = await verifyEmail(m.token, email, code);
    expect(again.json.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('changes a verified e-mail only with a code sent to the new one; the old stays until then', async () => {
    const old = `${uniqueName()}@example.com`;
    const m = await member({ email: old, emailVerifiedAt: new Date() });
    const fresh = `${uniqueName()}@example.com`;
    expect((await sendEmailCode(m.token, fresh)).status).toBe(200);
    const code = await lastEmailCode(fresh);
    // Not confirmed yet: the old address is the member's, still verified.
    expect((await profile(m.token)).json.value).toMatchObject({ email: old, emailVerified: true });
    // A code for the new address proves nothing about another one.
    const other = await verifyEmail(m.token, `${uniqueName()}@example.com`, code, m.password);
    expect(other.json.errorCode).toBe('SMS_CODE_INVALID');
    // Replacing a verified address needs the login password as well (a borrowed session must not
    // redirect the payment password's reset codes); a missing or wrong one leaves the code usable.
    const bare = await verifyEmail(m.token, fresh, code);
    expect(bare.json).toMatchObject({
      errorCode: 'OLD_PASSWORD_WRONG',
      fields: [expect.objectContaining({ field: 'password' })],
    });
    expect((await verifyEmail(m.token, fresh, code, 'not-it-1')).json.errorCode).toBe(
      'OLD_PASSWORD_WRONG',
    );
    expect((await profile(m.token)).json.value).toMatchObject({ email: old, emailVerified: true });
    const changed = await verifyEmail(m.token, fresh, code, m.password);
    expect(changed.json.value).toMatchObject({ email: fresh, emailVerified: true });
  });

  it('replacing a verified mobile needs the login password too; verifying it again does not', async () => {
    const mobile = newMobile();
    const m = await member({ mobile, countryDialingCode: '81', mobileVerifiedAt: new Date() });
    await sendMobileCode(m.token, mobile);
    const again = await verifyMobile(m.token, mobile, await lastSmsCode(app, `+81${mobile}`));
    expect(again.json.value).toMatchObject({ mobileVerified: true });
    const fresh = newMobile();
    await sendMobileCode(m.token, fresh);
    const code = await lastSmsCode(app, `+81${fresh}`);
    expect((await verifyMobile(m.token, fresh, code)).json.errorCode).toBe('OLD_PASSWORD_WRONG');
    const changed = await verifyMobile(m.token, fresh, code, m.password);
    expect(changed.json.value).toMatchObject({ mobileNum: fresh, mobileVerified: true });
  });

  it('refuses a wrong code and an expired one, naming the field', async () => {
    const email = `${uniqueName()}@example.com`;
    const m = await member({ email });
    await sendEmailCode(m.token, email);
    const code = await lastEmailCode(email);
    const bad = await verifyEmail(m.token, email, wrong(code));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      errorCode: 'SMS_CODE_INVALID',
      fields: [{ field: 'verificationCode' }],
    });
    await app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(smsCodes.mobile, `member:${m.id}:email:%`));
    const late = await verifyEmail(m.token, email, code);
    expect(late.json.errorCode).toBe('SMS_CODE_EXPIRED');
    expect((await profile(m.token)).json.value.emailVerified).toBe(false);
  });

  it("another member's e-mail: the same answer to the send, EMAIL_TAKEN only after a right code", async () => {
    const taken = `${uniqueName()}@example.com`;
    await seedMember(app, 'ALPHA01', { email: taken });
    const free = `${uniqueName()}@example.com`;
    const m = await member();
    const [toTaken, toFree] = [
      await sendEmailCode(m.token, taken.toUpperCase()),
      await sendEmailCode(m.token, free),
    ];
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.json).toEqual(toFree.json);
    // A wrong code says the same for both: nothing about who has the address.
    const wrongs = [
      await verifyEmail(m.token, taken.toUpperCase(), '000000'),
      await verifyEmail(m.token, free, '000000'),
    ];
    expect(wrongs[0]?.json).toEqual(wrongs[1]?.json);
    // Those wrong tries killed nothing yet (5 a code): the right code learns it is taken.
    const held = await verifyEmail(
      m.token,
      taken.toUpperCase(),
      await lastEmailCode(taken.toUpperCase()),
    );
    expect(held.status).toBe(409);
    expect(held.json).toMatchObject({ errorCode: 'EMAIL_TAKEN', fields: [{ field: 'email' }] });
    expect((await profile(m.token)).json.value.email).toBeNull();
    // The same address at another brand is no one's here.
    const beta = await seedMember(app, 'BETA01', { email: free });
    expect(beta.email).toBe(free);
    expect((await verifyEmail(m.token, free, await lastEmailCode(free))).status).toBe(200);
  });

  it('a trial account (§6) and a visitor are refused', async () => {
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no ALPHA01');
    const trial = await seedMember(app, 'ALPHA01', { type: 4 });
    const { token } = await startSession(app, merchant, trial, null);
    const answer = await sendEmailCode(token, 'trial@example.com');
    expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    const visitor = await call(app, 'POST', '/wps/member/contact/email/code', {
      body: { email: 'visitor@example.com' },
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses an address that is not one, naming the field', async () => {
    const m = await member();
    const answer = await sendEmailCode(m.token, 'not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.json.fields?.[0]?.field).toBe('email');
  });
});

describe('mobile verification (issue 14 item 2)', () => {
  it('verifies a new mobile and sets it (replacing a verified one, with the login password)', async () => {
    const old = newMobile();
    const m = await member({ mobile: old, countryDialingCode: '81', mobileVerifiedAt: new Date() });
    const fresh = newMobile();
    expect((await sendMobileCode(m.token, fresh)).json.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(app, `+81${fresh}`);
    expect((await profile(m.token)).json.value).toMatchObject({
      mobileNum: old,
      mobileVerified: true,
    });
    const verified = await verifyMobile(m.token, fresh, code, m.password);
    expect(verified.status).toBe(200);
    expect(verified.json.value).toMatchObject({
      mobile: `+81 ${fresh}`,
      mobileNum: fresh,
      countryDialingCode: '81',
      mobileVerified: true,
    });
  });

  it("another member's mobile answers MOBILE_TAKEN after a right code, and the number stays theirs", async () => {
    const taken = newMobile();
    const holder = await seedMember(app, 'ALPHA01', { mobile: taken, countryDialingCode: '81' });
    const m = await member();
    expect((await sendMobileCode(m.token, taken)).status).toBe(200);
    const answer = await verifyMobile(m.token, taken, await lastSmsCode(app, `+81${taken}`));
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      errorCode: 'MOBILE_TAKEN',
      fields: [{ field: 'mobileNum' }],
    });
    expect((await app.repos.members.byId(holder.id))?.mobile).toBe(taken);
    expect((await profile(m.token)).json.value.mobile).toBeNull();
  });

  it('§8: at most 3 codes per number in 5 minutes, SMS_RATE_LIMITED with the retry time', async () => {
    const m = await member();
    const mobile = newMobile();
    for (let n = 0; n < throttleRules.smsMobile.limit; n += 1) {
      expect((await sendMobileCode(m.token, mobile)).status).toBe(200);
    }
    const limited = await sendMobileCode(m.token, mobile);
    expect(limited.status).toBe(429);
    expect(limited.json.errorCode).toBe('SMS_RATE_LIMITED');
    expect(limited.json.retryAfterSeconds).toBeGreaterThan(0);
    // The budget is the number's, shared with the login codes sent to it.
    const login = await call(app, 'POST', '/wps/verification/sms/noLogin', {
      ip: newIp(),
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    expect(login.json.errorCode).toBe('SMS_RATE_LIMITED');
  });

  it('§8: wrong codes count per member across numbers, then every try is refused', async () => {
    const m = await member();
    const ip = newIp();
    for (let n = 0; n < throttleRules.codeCheckMobile.limit; n += 1) {
      const answer = await verifyMobile(m.token, newMobile(), '000000', undefined, ip);
      expect(answer.json.errorCode).toBe('SMS_CODE_INVALID');
    }
    // A new number and a fresh, right code: still refused until the window passes.
    const mobile = newMobile();
    await sendMobileCode(m.token, mobile);
    const limited = await verifyMobile(
      m.token,
      mobile,
      await lastSmsCode(app, `+81${mobile}`),
      undefined,
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.json.errorCode).toBe('SMS_RATE_LIMITED');
  });
});

describe('payment password reset by code (issue 14 item 2)', () => {
  async function sendResetCode(token: string, channel: 'mobile' | 'email') {
    return call(app, 'POST', '/wps/member/paymentPassword/code', {
      token,
      ip: newIp(),
      body: { channel },
    });
  }
  async function reset(token: string, fields: Record<string, string>) {
    return call(app, 'POST', '/wps/member/paymentPassword/reset', {
      token,
      ip: newIp(),
      body: await encrypted(app, {
        newPaymentPassword: 'pay-secret-9',
        confirmNewPaymentPassword: 'pay-secret-9',
        ...fields,
      }),
    });
  }
  /** The payment password works: removing a bank account that is not there says NOT_FOUND. */
  async function paymentPasswordIs(token: string, paymentPassword: string) {
    const answer = await call(app, 'POST', '/wps/member/bankAccounts/remove', {
      token,
      body: await encrypted(app, { id: 2_000_000_000, paymentPassword }),
    });
    return answer.json.errorCode === 'NOT_FOUND';
  }

  it('sends a code to the verified e-mail and sets the new payment password with it', async () => {
    const email = `${uniqueName()}@example.com`;
    const m = await member({ email, emailVerifiedAt: new Date() });
    await call(app, 'POST', '/wps/member/paymentPassword', {
      token: m.token,
      body: await encrypted(app, {
        currentPassword: m.password,
        newPaymentPassword: 'pay-secret-1',
        confirmNewPaymentPassword: 'pay-secret-1',
      }),
    });
    expect(await paymentPasswordIs(m.token, 'pay-secret-1')).toBe(true);
    expect((await sendResetCode(m.token, 'email')).json.value).toEqual({ expiredMinutes: 5 });
    const code = await lastEmailCode(email);

    const mismatch = await reset(m.token, {
      channel: 'email',
      verificationCode: code,
      confirmNewPaymentPassword: 'something-else',
    });
    expect(mismatch.json).toMatchObject({
      errorCode: 'PASSWORD_MISMATCH',
      fields: [{ field: 'confirmNewPaymentPassword' }],
    });
    const bad = await reset(m.token, { channel: 'email', verificationCode: wrong(code) });
    expect(bad.json.errorCode).toBe('SMS_CODE_INVALID');
    // The mismatch used nothing up and a wrong try leaves the code alive (5 tries).
    const done = await reset(m.token, { channel: 'email', verificationCode: code });
    expect(done.json).toEqual({ success: true, value: null });
    expect(await paymentPasswordIs(m.token, 'pay-secret-9')).toBe(true);
    expect(await paymentPasswordIs(m.token, 'pay-secret-1')).toBe(false);
    expect(
      (await reset(m.token, { channel: 'email', verificationCode: code })).json.errorCode,
    ).toBe('SMS_CODE_INVALID');
  });

  it('by the verified mobile; the login password is refused as the new one', async () => {
    const mobile = newMobile();
    const m = await member({ mobile, countryDialingCode: '81', mobileVerifiedAt: new Date() });
    await sendResetCode(m.token, 'mobile');
    const weak = await reset(m.token, {
      channel: 'mobile',
      verificationCode: await lastSmsCode(app, `+81${mobile}`),
      newPaymentPassword: m.password,
      confirmNewPaymentPassword: m.password,
    });
    expect(weak.json.errorCode).toBe('PASSWORD_WEAK');
    await sendResetCode(m.token, 'mobile');
    const done = await reset(m.token, {
      channel: 'mobile',
      verificationCode: await lastSmsCode(app, `+81${mobile}`),
    });
    expect(done.status).toBe(200);
    expect(await paymentPasswordIs(m.token, 'pay-secret-9')).toBe(true);
  });

  it('an unverified or missing contact answers CONTACT_NOT_VERIFIED naming the channel', async () => {
    const mobile = newMobile();
    const m = await member({
      mobile,
      countryDialingCode: '81',
      email: `${uniqueName()}@x.example`,
    });
    for (const channel of ['mobile', 'email'] as const) {
      const answer = await sendResetCode(m.token, channel);
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({
        errorCode: 'CONTACT_NOT_VERIFIED',
        fields: [{ field: 'channel' }],
      });
    }
    const bare = await member();
    expect((await sendResetCode(bare.token, 'email')).json.errorCode).toBe('CONTACT_NOT_VERIFIED');
  });

  it('a code sent before the contact changed dies with it', async () => {
    const email = `${uniqueName()}@example.com`;
    const m = await member({ email, emailVerifiedAt: new Date() });
    await sendResetCode(m.token, 'email');
    const resetCode = await lastEmailCode(email);
    const fresh = `${uniqueName()}@example.com`;
    await sendEmailCode(m.token, fresh);
    expect((await verifyEmail(m.token, fresh, await lastEmailCode(fresh), m.password)).status).toBe(
      200,
    );
    const answer = await reset(m.token, { channel: 'email', verificationCode: resetCode });
    expect(answer.json.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('an expired reset code is refused', async () => {
    const email = `${uniqueName()}@example.com`;
    const m = await member({ email, emailVerifiedAt: new Date() });
    await sendResetCode(m.token, 'email');
    const code = await lastEmailCode(email);
    await app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.purpose, 'paymentPassword'));
    const answer = await reset(m.token, { channel: 'email', verificationCode: code });
    expect(answer.json.errorCode).toBe('SMS_CODE_EXPIRED');
  });
});
