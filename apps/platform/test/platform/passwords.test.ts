import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  encrypted,
  lastSmsCode,
  login,
  seedMember,
  solvedCaptcha,
  testPlatform,
  uniqueName,
} from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('passwords');
  // BETA01 keeps the §5 "half-width alphanumerics only" password rule a brand may still choose.
  const beta = await app.repos.merchants.byCode('BETA01');
  if (!beta) throw new Error('no BETA01');
  const alphanumeric = {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 'alphanumeric',
    acceptedPattern: '[A-Za-z0-9]*',
  };
  await app.repos.merchants.update(beta.id, {
    registrationRules: {
      ...beta.registrationRules,
      password: alphanumeric,
      confirmPassword: alphanumeric,
    },
  });
});
afterAll(async () => {
  await app.close();
});

const weak = ['123456', 'password', 'aaaaaa', 'Password1'];
const passphrase = 'correct horse battery staple ok 34';
const sixtyFour = 'Tide7pool'.repeat(7) + 'Q';

let n = 0;
async function register(password: string, merchant = 'ALPHA01') {
  n += 1;
  return call(app, 'PUT', '/wps/member/register', {
    merchant,
    ip: `203.0.113.${n}`,
    body: await encrypted(app, {
      username: uniqueName('pw'),
      password,
      confirmPassword: password,
      domain: merchant === 'ALPHA01' ? 'alpha.example' : 'beta.example',
      login: true,
      registerUrl: 'https://alpha.example/register',
      registerMethod: 'WEB',
      ...(await solvedCaptcha(app, merchant)),
    }),
  });
}

function expectWeak(
  answer: { status: number; json: { errorCode?: string; fields?: unknown } },
  field: string,
) {
  expect(answer.status).toBe(400);
  expect(answer.json.errorCode).toBe('PASSWORD_WEAK');
  expect(answer.json.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

describe('password rule, ASVS 2.1 over §5', () => {
  it('has the test passwords at the lengths they claim', () => {
    expect(passphrase).toHaveLength(34);
    expect(sixtyFour).toHaveLength(64);
  });

  for (const password of weak) {
    it(`refuses ${password} at registration with PASSWORD_WEAK naming the password`, async () => {
      expectWeak(await register(password), 'password');
    });
  }

  it('registers a 34-character passphrase with spaces', async () => {
    const answer = await register(passphrase);
    expect(answer.status).toBe(200);
  });

  it('registers a 64-character password', async () => {
    const answer = await register(sixtyFour);
    expect(answer.status).toBe(200);
  });

  it('refuses a control character in the password, naming the field (the contract refuses them in every secret)', async () => {
    const answer = await register('tide pool\u0007 forty two');
    expect(answer.status).toBe(400);
    expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    expect(answer.json.fields.map((f: { field: string }) => f.field)).toContain('password');
  });

  it('§5 half-width alphanumerics: a brand that sets the rule still refuses a space', async () => {
    expectWeak(await register(passphrase, 'BETA01'), 'password');
    expect((await register('Tide7pool42', 'BETA01')).status).toBe(200);
  });

  it('§5 half-width alphanumerics: a brand rule of 6 characters still needs 8', async () => {
    expectWeak(await register('Tide7p', 'BETA01'), 'password');
  });

  it('the register rules the site reads say at least 8 and up to 64 or more', async () => {
    const answer = await call(app, 'GET', '/wps/system/setting/register');
    const rule = answer.json.value.fields.password;
    expect(rule.minLength).toBeGreaterThanOrEqual(8);
    expect(rule.maxLength).toBeGreaterThanOrEqual(64);
    const beta = await call(app, 'GET', '/wps/system/setting/register', { merchant: 'BETA01' });
    expect(beta.json.value.fields.password).toMatchObject({
      patternId: 'alphanumeric',
      minLength: 8,
    });
  });
});

describe('change password (§5 "new password meets the rule")', () => {
  for (const password of weak) {
    it(`refuses ${password} as a new password with PASSWORD_WEAK naming newPassword`, async () => {
      const member = await seedMember(app, 'ALPHA01');
      const { token } = (await login(app, member.account, member.password)).json.value;
      const answer = await call(app, 'POST', '/wps/member/password', {
        token,
        body: await encrypted(app, {
          oldPassword: member.password,
          newPassword: password,
          confirmNewPassword: password,
        }),
      });
      expectWeak(answer, 'newPassword');
    });
  }

  it('accepts a passphrase with spaces', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const answer = await call(app, 'POST', '/wps/member/password', {
      token,
      body: await encrypted(app, {
        oldPassword: member.password,
        newPassword: passphrase,
        confirmNewPassword: passphrase,
      }),
    });
    expect(answer.json).toEqual({ success: true, value: null });
    expect((await login(app, member.account, passphrase)).status).toBe(200);
  });
});

describe('password reset (§3 Forgot by e-mail and by phone)', () => {
  for (const password of weak) {
    it(`refuses ${password} by the e-mailed link with PASSWORD_WEAK naming newPassword`, async () => {
      n += 1;
      const email = `weak${n}.${Date.now()}@example.com`;
      const member = await seedMember(app, 'ALPHA01', { email });
      await call(app, 'POST', '/wps/member/password/email', {
        ip: `198.51.100.${n}`,
        body: { username: member.account, email },
      });
      const mail = (await app.repos.outbox.latest(50)).find((m) => m.to === email);
      const code = mail?.body.match(/#resetPassword=([A-Za-z0-9_-]+)/)?.[1];
      expect(code).toBeTruthy();
      const answer = await call(app, 'POST', '/wps/member/password/reset', {
        body: await encrypted(app, { code, newPassword: password, confirmNewPassword: password }),
      });
      expectWeak(answer, 'newPassword');
    });

    it(`refuses ${password} by SMS code with PASSWORD_WEAK naming newPassword`, async () => {
      n += 1;
      const mobile = `81${String(Date.now()).slice(-5)}${String(n).padStart(3, '0')}`;
      await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
      await call(app, 'POST', '/wps/verification/sms/noLogin', {
        ip: `198.51.100.${100 + n}`,
        body: { mobileNum: mobile, countryDialingCode: '81' },
      });
      const code = await lastSmsCode(app, `+81${mobile}`);
      const answer = await call(app, 'POST', '/wps/member/password/verification', {
        body: await encrypted(app, {
          newPassword: password,
          mobileNum: mobile,
          countryDialingCode: '81',
          verificationCode: code,
        }),
      });
      expectWeak(answer, 'newPassword');
    });
  }
});

describe('migration 0010 (issue 13 item 4)', () => {
  it('moves a merchant on the old default password rule to the ASVS default, and keeps a chosen one', async () => {
    const oldDefault = {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 20,
      patternId: 'alphanumeric',
      acceptedPattern: '[A-Za-z0-9]*',
    };
    const alpha = await app.repos.merchants.byCode('ALPHA01');
    if (!alpha) throw new Error('no ALPHA01');
    await app.repos.merchants.update(alpha.id, {
      registrationRules: {
        ...alpha.registrationRules,
        password: oldDefault,
        confirmPassword: oldDefault,
      },
    });
    const beta = await app.repos.merchants.byCode('BETA01');
    if (!beta) throw new Error('no BETA01');
    const chosen = { ...oldDefault, minLength: 10 };
    await app.repos.merchants.update(beta.id, {
      registrationRules: { ...beta.registrationRules, password: chosen, confirmPassword: chosen },
    });
    const migration = await readFile(
      join(import.meta.dirname, '../../drizzle/0010_password_rule_asvs.sql'),
      'utf8',
    );
    await app.db.execute(sql.raw(migration));
    const moved = (await app.repos.merchants.byCode('ALPHA01'))?.registrationRules;
    expect(moved?.password).toEqual({
      ...oldDefault,
      minLength: 8,
      maxLength: 128,
      patternId: 'printable',
      acceptedPattern: '\\P{Cc}*',
    });
    expect(moved?.confirmPassword).toEqual(moved?.password);
    expect((await app.repos.merchants.byCode('BETA01'))?.registrationRules.password).toEqual(
      chosen,
    );
  });
});
