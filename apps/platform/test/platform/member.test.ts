import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarIds, defaultAvatarId } from '@lobbykit/api-contract';
import { startSession } from '../../src/modules/session/service';
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
  app = await testPlatform('member');
});
afterAll(async () => {
  await app.close();
});

let mobileSeq = 0;
function newMobile(): string {
  mobileSeq += 1;
  return `80${String(Date.now()).slice(-5)}${String(mobileSeq).padStart(3, '0')}`;
}

/** A registration body with a solved captcha (issue 13 item 2: every registration asks one). */
async function registration(overrides: Record<string, unknown> = {}) {
  return {
    ...(await solvedCaptcha(app)),
    username: uniqueName('reg'),
    password: 'tide7pool42',
    confirmPassword: 'tide7pool42',
    domain: 'alpha.example',
    login: true,
    registerUrl: 'https://alpha.example/register',
    registerMethod: 'WEB',
    ...overrides,
  };
}

describe('register by username (§3, §5)', () => {
  it('registers with the §3 fields and logs the member in', async () => {
    const body = await registration({ nickname: 'Hana', email: 'hana@example.com' });
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, body),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.value.member.account).toBe(String(body.username).toLowerCase());
    const info = await call(app, 'GET', '/wps/member/info', { token: answer.json.value.token });
    expect(info.json.value).toMatchObject({ nickname: 'Hana', type: 0, vipLevel: 1 });
  });

  it('enforces the merchant rules on the server', async () => {
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, await registration({ username: 'ab', nickname: 'with space' })),
    });
    expect(answer.json.errorCode).toBe('FIELD_RULE_FAILED');
    const fields = answer.json.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'nickname']));
  });

  it('answers PASSWORD_WEAK for a short password, naming the other refused fields with it', async () => {
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(
        app,
        await registration({ username: 'ab', password: 'short', confirmPassword: 'short' }),
      ),
    });
    expect(answer.json.errorCode).toBe('PASSWORD_WEAK');
    const fields = answer.json.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(['password', 'username']);
  });

  it('does not store a field the merchant rules disable, sent anyway (issue 13 item 7)', async () => {
    // The default rules disable payeeName, qqNum, line, idNumber and paymentPassword (§5: a field
    // is shown only when enabled); nickname is enabled.
    const body = await registration({
      nickname: 'Hana',
      payeeName: 'Taro Yamada',
      qqNum: '123456',
      line: 'taro-line',
      idNumber: 'X1234567',
      paymentPassword: 'pay123456',
    });
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, body),
    });
    expect(answer.status).toBe(200);
    const member = await app.repos.members.byId(Number(answer.json.value.member.id));
    expect(member).toMatchObject({
      nickname: 'Hana',
      payeeName: null,
      qqNum: null,
      line: null,
      idNumber: null,
      paymentPasswordHash: null,
    });
  });

  it('refuses a confirmation that differs', async () => {
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, await registration({ confirmPassword: 'different1' })),
    });
    expect(answer.json.errorCode).toBe('PASSWORD_MISMATCH');
  });

  it('refuses a taken username', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, await registration({ username: member.account })),
    });
    expect(answer.status).toBe(409);
    expect(answer.json.errorCode).toBe('USERNAME_TAKEN');
  });

  it('links a member to the agent of a valid affiliate code and refuses an invalid one', async () => {
    const agent = await seedMember(app, 'ALPHA01', {
      type: 1,
      inviteCode: `AG${Date.now().toString(36)}`,
    });
    const check = await call(app, 'GET', '/wps/agent/affiliate', {
      query: { code: String(agent.inviteCode), domain: 'alpha.example' },
    });
    expect(check.json.value).toEqual({ valid: true });
    const bad = await call(app, 'GET', '/wps/agent/affiliate', {
      query: { code: 'NOSUCH1', domain: 'alpha.example' },
    });
    expect(bad.json.value).toEqual({ valid: false });
    const ok = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, await registration({ affiliateCode: agent.inviteCode })),
    });
    const created = await app.repos.members.byId(Number(ok.json.value.member.id));
    expect(created?.parentId).toBe(agent.id);
    const refused = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, await registration({ affiliateCode: 'NOSUCH1' })),
    });
    expect(refused.json.errorCode).toBe('AFFILIATE_INVALID');
  });

  it('requires the SMS code when a mobile is given and the merchant verifies mobiles', async () => {
    const mobile = newMobile();
    const without = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(
        app,
        await registration({ mobileNum: mobile, countryDialingCode: '81' }),
      ),
    });
    expect(without.json.errorCode).toBe('SMS_CODE_INVALID');
  });
});

describe('register by mobile', () => {
  it('registers with a mobile number and its SMS code', async () => {
    const mobile = newMobile();
    const sent = await call(app, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '81' },
    });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode(app, `+81${mobile}`);
    const answer = await call(app, 'PUT', '/wps/member/register/mobile', {
      body: await encrypted(app, {
        ...(await registration()),
        username: undefined,
        mobileNum: mobile,
        countryDialingCode: '81',
        verificationCode: code,
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.value.member.account).toBe(mobile);
  });
});

describe('member info and icon', () => {
  it('answers the member and the VIP icon', async () => {
    const member = await seedMember(app, 'ALPHA01', { vipLevel: 3, nickname: 'Taro' });
    const { token } = (await login(app, member.account, member.password)).json.value;
    const info = await call(app, 'GET', '/wps/member/info', { token });
    expect(info.json.value).toMatchObject({
      id: String(member.id),
      account: member.account,
      nickname: 'Taro',
      vipLevel: 3,
    });
    const icon = await call(app, 'GET', '/wps/member/info/icon', { token });
    expect(icon.json.value).toMatchObject({ vipLevel: 3, iconId: 'vip3' });
  });
  it('answers the default avatar until the member chooses one, then the chosen one (issue 14 item 2)', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const before = (await call(app, 'GET', '/wps/member/info/icon', { token })).json.value;
    expect(before.avatar.id).toBe(defaultAvatarId);
    expect(before.avatars.map((a: { id: string }) => a.id)).toEqual([...avatarIds]);
    expect(before.avatar.url).toMatch(/\/images\/avatars\/star\.svg$/);

    const saved = await call(app, 'PUT', '/wps/member/info/icon', {
      token,
      body: { avatarId: 'rocket' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.value.avatar.id).toBe('rocket');
    expect((await app.repos.members.byId(member.id))?.icon).toBe('rocket');
    const after = (await call(app, 'GET', '/wps/member/info/icon', { token })).json.value;
    expect(after.avatar).toEqual(saved.json.value.avatar);
    expect(after.vipLevel).toBe(before.vipLevel);

    // The file is served, and the same answer again is a 304.
    const file = await app.inject({ method: 'GET', url: new URL(after.avatar.url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.body).toMatch(/^<svg /);
    const again = await app.inject({
      method: 'GET',
      url: new URL(after.avatar.url).pathname,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/images/avatars/nope.svg' })).statusCode).toBe(
      404,
    );

    // §2.6 the VIP level image the answer names is served too, with its level.
    expect(after.url).toMatch(new RegExp(`/images/vip/vip${after.vipLevel}\\.svg$`));
    const badge = await app.inject({ method: 'GET', url: new URL(after.url).pathname });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(badge.body).toContain(`<title>VIP ${after.vipLevel}</title>`);
    for (const url of ['/images/vip/vip7.svg', '/images/vip/vip1.png']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses an avatar outside the set, naming the field, and keeps the one chosen', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    await call(app, 'PUT', '/wps/member/info/icon', { token, body: { avatarId: 'moon' } });
    for (const avatarId of ['vip3', '../moon', '', 7]) {
      const bad = await call(app, 'PUT', '/wps/member/info/icon', { token, body: { avatarId } });
      expect(bad.status).toBe(400);
      expect(bad.json.errorCode).toBe('VALIDATION_FAILED');
      expect(bad.json.fields).toEqual([expect.objectContaining({ field: 'avatarId' })]);
    }
    expect((await app.repos.members.byId(member.id))?.icon).toBe('moon');
  });

  it('lets a trial player see the default avatar but not choose one (§6)', async () => {
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no ALPHA01');
    const trial = await seedMember(app, 'ALPHA01', { type: 4 });
    const { token } = await startSession(app, merchant, trial, null);
    const icon = await call(app, 'GET', '/wps/member/info/icon', { token });
    expect(icon.json.value.avatar.id).toBe(defaultAvatarId);
    const put = await call(app, 'PUT', '/wps/member/info/icon', {
      token,
      body: { avatarId: 'moon' },
    });
    expect(put.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    expect(
      (await call(app, 'PUT', '/wps/member/info/icon', { body: { avatarId: 'moon' } })).status,
    ).toBe(401);
  });
  it('stores the language', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const answer = await call(app, 'PUT', '/wps/member/language', {
      token,
      body: { language: 'EN' },
    });
    expect(answer.json).toEqual({ success: true, value: null });
    expect((await app.repos.members.byId(member.id))?.language).toBe('EN');
    const bad = await call(app, 'PUT', '/wps/member/language', { token, body: { language: 'FR' } });
    expect(bad.json.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('change password (§3, §4)', () => {
  it('password change makes the old token answer 401 and the new password works', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const other = (await login(app, member.account, member.password)).json.value.token;
    const answer = await call(app, 'POST', '/wps/member/password', {
      token,
      body: await encrypted(app, {
        oldPassword: member.password,
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      }),
    });
    expect(answer.json).toEqual({ success: true, value: null });
    expect((await call(app, 'GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await call(app, 'GET', '/wps/member/info', { token: other })).status).toBe(401);
    expect((await login(app, member.account, 'newpass99')).status).toBe(200);
  });
  it('refuses a wrong old password and a mismatched confirmation', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const wrong = await call(app, 'POST', '/wps/member/password', {
      token,
      body: await encrypted(app, {
        oldPassword: 'nope',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      }),
    });
    expect(wrong.json.errorCode).toBe('OLD_PASSWORD_WRONG');
    const mismatch = await call(app, 'POST', '/wps/member/password', {
      token,
      body: await encrypted(app, {
        oldPassword: member.password,
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass98',
      }),
    });
    expect(mismatch.json.errorCode).toBe('PASSWORD_MISMATCH');
  });
});

describe('forgot password', () => {
  it('forgot-password answers are identical for existing and unknown accounts', async () => {
    const member = await seedMember(app, 'ALPHA01', { email: 'kenji@example.com' });
    const known = await call(app, 'POST', '/wps/member/password/email', {
      body: { username: member.account, email: 'kenji@example.com' },
    });
    const unknown = await call(app, 'POST', '/wps/member/password/email', {
      body: { username: 'ghost-user', email: 'ghost@example.com' },
    });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
    const mail = (await app.repos.outbox.latest(5)).find((m) => m.to === 'kenji@example.com');
    expect(mail?.body).toContain('resetPassword=');
  });
  it('sets a new password by phone and logs the member in', async () => {
    const mobile = newMobile();
    const member = await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    const { token: oldToken } = (await login(app, member.account, member.password)).json.value;
    await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    const code = await lastSmsCode(app, `+81${mobile}`);
    const answer = await call(app, 'POST', '/wps/member/password/verification', {
      body: await encrypted(app, {
        newPassword: 'fresh1234',
        mobileNum: mobile,
        countryDialingCode: '81',
        verificationCode: code,
      }),
    });
    expect(answer.status).toBe(200);
    expect(
      (await call(app, 'GET', '/wps/member/info', { token: answer.json.value.token })).status,
    ).toBe(200);
    expect((await call(app, 'GET', '/wps/member/info', { token: oldToken })).status).toBe(401);
    expect((await login(app, member.account, 'fresh1234')).status).toBe(200);
  });
});
