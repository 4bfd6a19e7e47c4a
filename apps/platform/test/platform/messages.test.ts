import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesCommand } from '../../src/cli/commands/messages';
import { seedDemoCommand } from '../../src/cli/commands/seedDemo';
import {
  call,
  encrypted,
  login,
  seedMember,
  solvedCaptcha,
  testPlatform,
  uniqueName,
} from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('messages');
});
afterAll(async () => {
  await app.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
const unread = '/wps/relay/CSP_unreadCount';

describe('CSP_unreadCount (§7.3, T)', () => {
  it('needs a token', async () => {
    const answer = await call(app, 'GET', unread);
    expect(answer.status).toBe(401);
    expect(answer.json.errorCode).toBe('UNAUTHENTICATED');
  });

  it('counts the welcome message a registration puts in the new inbox', async () => {
    const username = uniqueName('inbox');
    const registered = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, {
        username,
        password: 'tide7pool42',
        confirmPassword: 'tide7pool42',
        domain: 'alpha.example',
        login: true,
        registerUrl: 'https://alpha.example/',
        registerMethod: 'WEB',
        ...(await solvedCaptcha(app)),
      }),
    });
    expect(registered.status).toBe(200);
    const { token } = registered.json.value;
    const answer = await call(app, 'GET', unread, { token });
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual({ count: 1 });
    // The merchant's default language (ALPHA01: JA) is the new member's language.
    const listed = await messagesCommand.run(
      ctx(),
      messagesCommand.parse(['list', 'ALPHA01', username.toLowerCase()]),
    );
    expect(listed.action === 'list' && listed.rows[0]?.title).toBe('Alpha Gamesへようこそ');
  });

  it('goes up when the operator sends a message and down when one is read', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(0);
    const sent = await messagesCommand.run(
      ctx(),
      messagesCommand.parse([
        'send',
        'ALPHA01',
        member.account,
        '--title',
        'Your withdrawal is on its way',
        '--content',
        'It was approved at 12:00.',
      ]),
    );
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(1);
    if (sent.action !== 'send') throw new Error('not sent');
    expect(await app.repos.messages.markRead(member.id, sent.id)).toBe(true);
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(0);
  });

  it("counts only the caller's own messages", async () => {
    const a = await seedMember(app, 'ALPHA01');
    const b = await seedMember(app, 'ALPHA01');
    await app.repos.messages.send({
      merchantId: a.merchantId,
      memberId: a.id,
      title: 'for a',
      content: 'only a',
    });
    const { token } = (await login(app, b.account, b.password)).json.value;
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(0);
    expect(
      await app.repos.messages.markRead(b.id, (await app.repos.messages.list(a.id))[0]?.id ?? 0),
    ).toBe(false);
  });

  it('answers 0 for a trial account, which has no inbox (§6 Trial)', async () => {
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    if (trial.status !== 200) throw new Error(JSON.stringify(trial.json));
    const answer = await call(app, 'GET', unread, { token: trial.json.value.token });
    expect(answer.json.value).toEqual({ count: 0 });
  });

  it('seed-demo leaves a welcome message for every real account it makes', async () => {
    const seeded = await seedDemoCommand.run(ctx(), seedDemoCommand.parse(['BETA01']));
    const member = seeded.members.find((m) => m.role === 'member');
    if (!member) throw new Error('no member');
    expect(member.mobile).toMatch(/^\+81 90\d{8}$/);
    const { token } = (await login(app, member.account, member.password, 'BETA01')).json.value;
    expect((await call(app, 'GET', unread, { token, merchant: 'BETA01' })).json.value.count).toBe(
      1,
    );
    // BETA01's default language is EN.
    const listed = await messagesCommand.run(
      ctx(),
      messagesCommand.parse(['list', 'BETA01', member.account]),
    );
    expect(listed.action === 'list' && listed.rows[0]?.title).toBe('Welcome to Beta Play');
  });
});
