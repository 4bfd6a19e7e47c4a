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

  it('seed-demo gives the member the mobile asked for, and names a malformed one', async () => {
    const seeded = await seedDemoCommand.run(
      ctx(),
      seedDemoCommand.parse(['BETA01', '--mobile', '+44 7700900123']),
    );
    expect(seeded.members.find((m) => m.role === 'member')?.mobile).toBe('+44 7700900123');
    expect(() => seedDemoCommand.parse(['BETA01', '--mobile', '07700900123'])).toThrow(
      /--mobile is/,
    );
  });
});

const list = '/wps/relay/CSP_getMessageListV2';
const open = '/wps/relay/CSP_readMessageV2';
const remove = '/wps/relay/CSP_deleteMessageV2';
const readAll = '/wps/relay/CSP_readAllMessageV2';

/** A member with a token and `n` messages, oldest first (titles m1…mn). */
async function memberWithMessages(n: number) {
  const member = await seedMember(app, 'ALPHA01');
  const { token } = (await login(app, member.account, member.password)).json.value;
  const send = (title: string) =>
    app.repos.messages.send({
      merchantId: member.merchantId,
      memberId: member.id,
      title,
      content: `${title} body`,
    });
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) ids.push((await send(`m${i}`)).id);
  return { member, token: token as string, ids, send };
}

describe('the messageV2 inbox (§2.9)', () => {
  it('lists newest first and opens a message, marking it read', async () => {
    const { token, ids } = await memberWithMessages(2);
    const page = await call(app, 'GET', list, { token });
    expect(page.status).toBe(200);
    expect(page.json.value.content.map((m: { title: string }) => m.title)).toEqual(['m2', 'm1']);
    expect(page.json.value.content[0]).toMatchObject({ body: 'm2 body', read: false });
    expect(page.json.value.next).toBeNull();
    const opened = await call(app, 'POST', open, { token, body: { id: ids[0] } });
    expect(opened.status).toBe(200);
    expect(opened.json.value).toMatchObject({ id: ids[0], title: 'm1', read: true });
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(1);
    // Opening it again keeps it read and the count where it is.
    await call(app, 'POST', open, { token, body: { id: ids[0] } });
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(1);
  });

  it("never opens or deletes another member's message, and says nothing about it", async () => {
    const mine = await memberWithMessages(1);
    const other = await memberWithMessages(0);
    const id = mine.ids[0];
    const opened = await call(app, 'POST', open, { token: other.token, body: { id } });
    const missing = await call(app, 'POST', open, { token: other.token, body: { id: 2e9 } });
    expect(opened.status).toBe(404);
    expect(opened.json.errorCode).toBe('NOT_FOUND');
    expect(opened.json).toEqual(missing.json);
    const deleted = await call(app, 'DELETE', remove, {
      token: other.token,
      query: { id: String(id) },
    });
    expect(deleted.status).toBe(404);
    expect(deleted.json.errorCode).toBe('NOT_FOUND');
    // Still there, still unread.
    expect((await call(app, 'GET', unread, { token: mine.token })).json.value.count).toBe(1);
    expect((await call(app, 'GET', list, { token: other.token })).json.value.content).toEqual([]);
  });

  it('deletes my message', async () => {
    const { token, ids } = await memberWithMessages(2);
    const deleted = await call(app, 'DELETE', remove, { token, query: { id: String(ids[1]) } });
    expect(deleted.status).toBe(200);
    const page = await call(app, 'GET', list, { token });
    expect(page.json.value.content.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(1);
    const again = await call(app, 'DELETE', remove, { token, query: { id: String(ids[1]) } });
    expect(again.status).toBe(404);
  });

  it('marks all read', async () => {
    const { token } = await memberWithMessages(3);
    const marked = await call(app, 'POST', readAll, { token, body: {} });
    expect(marked.json.value).toEqual({ marked: 3 });
    expect((await call(app, 'GET', unread, { token })).json.value.count).toBe(0);
    const page = await call(app, 'GET', list, { token });
    expect(page.json.value.content.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  it('pages without gaps or duplicates while messages arrive between pages', async () => {
    const { token, ids, send } = await memberWithMessages(5);
    const seen: number[] = [];
    let before: number | null | undefined;
    for (let round = 0; round < 10; round++) {
      const query: Record<string, string> = { size: '2' };
      if (before) query.before = String(before);
      const page = await call(app, 'GET', list, { token, query });
      expect(page.status).toBe(200);
      seen.push(...page.json.value.content.map((m: { id: number }) => m.id));
      before = page.json.value.next;
      await send(`arrived ${round}`);
      if (before === null) break;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('gives a trial account an empty inbox', async () => {
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    const page = await call(app, 'GET', list, { token: trial.json.value.token });
    expect(page.json.value).toEqual({ content: [], next: null });
  });
});
