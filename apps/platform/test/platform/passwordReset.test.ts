import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encrypted, login, seedMember, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('reset');
});
afterAll(async () => {
  await app.close();
});

const forgot = '/wps/member/password/email';
const reset = '/wps/member/password/reset';

/** The code of the newest reset e-mail to an address, read from the outbox like a player reads mail. */
async function mailedCode(to: string): Promise<string> {
  const mail = (await app.repos.outbox.latest(50)).find(
    (m) => m.channel === 'email' && m.to === to,
  );
  const code = mail?.body.match(/#resetPassword=([A-Za-z0-9_-]+)/)?.[1];
  if (!code) throw new Error(`no reset e-mail to ${to}`);
  return code;
}

async function redeem(body: Record<string, unknown>, ip?: string) {
  return call(app, 'POST', reset, { body: await encrypted(app, body), ...(ip ? { ip } : {}) });
}

let n = 0;
async function memberWithEmail() {
  n += 1;
  const email = `reset${n}.${Date.now()}@example.com`;
  const member = await seedMember(app, 'ALPHA01', { email });
  // Forgot-password requests are throttled per address (5 in 15 minutes): one address per player.
  return { member, email, ip: `198.51.100.${n}` };
}

describe('password reset by e-mail (§3, §4 Forgot by e-mail)', () => {
  it('puts the code in the link fragment, never in the query string', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const mail = (await app.repos.outbox.latest(5)).find((m) => m.to === email);
    expect(mail?.body).toMatch(/\/#resetPassword=[A-Za-z0-9_-]{43}/);
    expect(mail?.body).not.toContain('?');
  });

  it('sets a new password with the mailed code, ends every session, and the new password logs in', async () => {
    const { member, email, ip } = await memberWithEmail();
    const { token } = (await login(app, member.account, member.password)).json.value;
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const code = await mailedCode(email);
    const answer = await redeem({
      code,
      newPassword: 'brandnew1',
      confirmNewPassword: 'brandnew1',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, value: null });
    expect((await call(app, 'GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await login(app, member.account, member.password)).json.errorCode).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login(app, member.account, 'brandnew1')).status).toBe(200);
  });

  it('uses a code once', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const code = await mailedCode(email);
    expect(
      (await redeem({ code, newPassword: 'first1234', confirmNewPassword: 'first1234' })).status,
    ).toBe(200);
    const again = await redeem({ code, newPassword: 'second123', confirmNewPassword: 'second123' });
    expect(again.json.errorCode).toBe('RESET_LINK_INVALID');
    expect((await login(app, member.account, 'first1234')).status).toBe(200);
  });

  it('answers an unknown code exactly like a used one: nothing tells whose it was', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const code = await mailedCode(email);
    await redeem({ code, newPassword: 'first1234', confirmNewPassword: 'first1234' });
    const used = await redeem({ code, newPassword: 'other1234', confirmNewPassword: 'other1234' });
    const unknown = await redeem({
      code: 'A'.repeat(43),
      newPassword: 'other1234',
      confirmNewPassword: 'other1234',
    });
    expect(unknown.status).toBe(used.status);
    expect(unknown.json).toEqual(used.json);
  });

  it('accepts only the newest link when the player asked twice', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const older = await mailedCode(email);
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const newer = await mailedCode(email);
    expect(newer).not.toBe(older);
    const stale = await redeem({
      code: older,
      newPassword: 'older1234',
      confirmNewPassword: 'older1234',
    });
    expect(stale.json.errorCode).toBe('RESET_LINK_INVALID');
    expect(
      (await redeem({ code: newer, newPassword: 'newer1234', confirmNewPassword: 'newer1234' }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired link with RESET_LINK_EXPIRED', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const code = await mailedCode(email);
    const { smsCodes } = await import('../../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, `member:${member.id}`));
    const answer = await redeem({
      code,
      newPassword: 'late12345',
      confirmNewPassword: 'late12345',
    });
    expect(answer.json.errorCode).toBe('RESET_LINK_EXPIRED');
  });

  it('checks the confirmation and the password rule (§5) without using the link up', async () => {
    const { member, email, ip } = await memberWithEmail();
    await call(app, 'POST', forgot, { ip, body: { username: member.account, email } });
    const code = await mailedCode(email);
    const mismatch = await redeem({
      code,
      newPassword: 'tide7pool42',
      confirmNewPassword: 'abc12346',
    });
    expect(mismatch.json.errorCode).toBe('PASSWORD_MISMATCH');
    const weak = await redeem({ code, newPassword: 'short', confirmNewPassword: 'short' });
    expect(weak.json.errorCode).toBe('PASSWORD_WEAK');
    const same = await redeem({
      code,
      newPassword: member.account,
      confirmNewPassword: member.account,
    });
    expect(same.json.errorCode).toBe('PASSWORD_WEAK');
    expect(
      (await redeem({ code, newPassword: 'valid1234', confirmNewPassword: 'valid1234' })).status,
    ).toBe(200);
  });

  it('must be sent encrypted (E): the new password never travels in plain JSON', async () => {
    const answer = await call(app, 'POST', reset, {
      body: { code: 'A'.repeat(43), newPassword: 'tide7pool42', confirmNewPassword: 'tide7pool42' },
    });
    expect(answer.json.errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it('throttles wrong codes per address', async () => {
    const ip = '203.0.113.77';
    let last = await redeem(
      { code: 'B'.repeat(43), newPassword: 'tide7pool42', confirmNewPassword: 'tide7pool42' },
      ip,
    );
    for (let i = 0; i < 12 && last.json.errorCode !== 'RATE_LIMITED'; i += 1) {
      last = await redeem(
        { code: 'B'.repeat(43), newPassword: 'tide7pool42', confirmNewPassword: 'tide7pool42' },
        ip,
      );
    }
    expect(last.json.errorCode).toBe('RATE_LIMITED');
    expect(last.json.retryAfterSeconds).toBeGreaterThan(0);
  });
});
