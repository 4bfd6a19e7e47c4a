import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../src/db/schema/index';
import { call, encrypted, lastSmsCode, seedMember, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('verification');
});
afterAll(async () => {
  await app.close();
});

let mobileSeq = 0;
function newMobile(): string {
  mobileSeq += 1;
  return `90${String(Date.now()).slice(-5)}${String(mobileSeq).padStart(3, '0')}`;
}

async function smsLogin(mobile: string, code: string) {
  return call(app, 'POST', '/wps/session/login', {
    body: await encrypted(app, {
      username: mobile,
      password: code,
      type: 'sms',
      countryDialingCode: '81',
    }),
  });
}

describe('SMS codes (§3, §8, §9)', () => {
  it('sends a 6-digit code to the outbox and logs in with it', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    const sent = await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    expect(sent.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(app, `+81${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await app.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, `81-${mobile}`));
    expect(stored[0]?.codeHash).not.toContain(code);
    const answer = await smsLogin(mobile, code);
    expect(answer.status).toBe(200);
    expect(answer.json.value.token).toBeTruthy();
  });

  it('refuses a used code', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    const code = await lastSmsCode(app, `+81${mobile}`);
    expect((await smsLogin(mobile, code)).status).toBe(200);
    const again = await smsLogin(mobile, code);
    expect(again.json.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    const code = await lastSmsCode(app, `+81${mobile}`);
    await app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, `81-${mobile}`));
    const answer = await smsLogin(mobile, code);
    expect(answer.json.errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('too many wrong tries kill the code', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    const code = await lastSmsCode(app, `+81${mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) {
      expect((await smsLogin(mobile, wrong)).json.errorCode).toBe('SMS_CODE_INVALID');
    }
    const right = await smsLogin(mobile, code);
    expect(right.json.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('throttles resends: the 4th code in 5 minutes is SMS_RATE_LIMITED with a retry time', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    const send = () =>
      call(app, 'POST', '/wps/verification/sms/noLogin', {
        body: { mobileNum: mobile, countryDialingCode: '81' },
      });
    for (let n = 0; n < 3; n += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.json.errorCode).toBe('SMS_RATE_LIMITED');
    expect(refused.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json.retryAfterSeconds).toBeLessThanOrEqual(300);
  });

  it('answers an unknown mobile the same as a known one and sends nothing', async () => {
    const mobile = newMobile();
    const answer = await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '81' },
    });
    expect(answer.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    await expect(lastSmsCode(app, `+81${mobile}`)).rejects.toThrow();
  });

  it('refuses a phone number outside 8 to 11 digits', async () => {
    const answer = await call(app, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '1234', countryDialingCode: '81' },
    });
    expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    expect(answer.json.fields[0].field).toBe('mobileNum');
  });

  it('answers a registration code request for a registered mobile like any other, and tells the owner instead of sending a code (issue 13 item 2)', async () => {
    const mobile = newMobile();
    await seedMember(app, 'ALPHA01', { mobile, countryDialingCode: '81' });
    const answer = await call(app, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '81' },
    });
    expect(answer.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sent = (await app.repos.outbox.latest(20)).find((m) => m.to === `+81${mobile}`);
    expect(sent?.body).toContain('already has one');
    await expect(lastSmsCode(app, `+81${mobile}`)).rejects.toThrow();
  });
});
