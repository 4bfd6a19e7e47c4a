import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Merchant } from '../../src/db/schema/index';
import { Painter } from '../../src/modules/catalogue/artwork/painter';
import {
  call,
  callMultipart,
  encrypted,
  login,
  seedMember,
  testPlatform,
  uniqueName,
} from './helpers';
import { openLaunchUrl, pickGame, player } from './demo-games.helpers';

/**
 * The malformed requests that answered HTTP 500 in the issue 13 attack (item 6) and the two leaks
 * of item 7, one test each. A refusal is a 4xx envelope with an errorCode, never a 500.
 */

let app: FastifyInstance;
let merchant: Merchant;

beforeAll(async () => {
  app = await testPlatform('bad_input');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  merchant = found;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

function expectFieldRefused(answer: { status: number; json: unknown }, field: string) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json).toMatchObject({
    success: false,
    errorCode: 'VALIDATION_FAILED',
    fields: expect.arrayContaining([expect.objectContaining({ field })]),
  });
}

describe('control characters in text fields (§5, §8)', () => {
  it('refuses a NUL in the login username with VALIDATION_FAILED naming username', async () => {
    const member = await seedMember(app, 'ALPHA01');
    expectFieldRefused(await login(app, `${member.account}\u0000`, member.password), 'username');
  });

  it('refuses a NUL in the forgot-password username', async () => {
    const answer = await call(app, 'POST', '/wps/member/password/email', {
      body: { username: 'ali\u0000ce', email: 'alice@example.com' },
    });
    expectFieldRefused(answer, 'username');
  });

  it('refuses a control character in a registration field', async () => {
    const answer = await call(app, 'PUT', '/wps/member/register', {
      body: await encrypted(app, {
        username: uniqueName('reg'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        domain: 'alpha.example',
        login: true,
        registerUrl: 'https://alpha.example/register',
        registerMethod: 'WEB',
        nickname: 'Ha\u0007na',
      }),
    });
    expectFieldRefused(answer, 'nickname');
  });

  it('refuses a NUL in feedback, and keeps line breaks in it', async () => {
    const bad = await callMultipart(app, 'PUT', '/wps/feedback', [
      { name: 'content', value: 'The slot page\u0000 does not load.' },
    ]);
    expectFieldRefused(bad, 'content');
    const good = await callMultipart(app, 'PUT', '/wps/feedback', [
      { name: 'content', value: 'The slot page does not load.\r\nOn my phone\tonly.' },
    ]);
    expect(good.status, JSON.stringify(good.json)).toBe(200);
  });

  it('refuses a NUL in the affiliate code', async () => {
    const answer = await call(app, 'GET', '/wps/agent/affiliate', {
      query: { code: 'AB\u0000C', domain: 'alpha.example' },
    });
    expectFieldRefused(answer, 'code');
  });

  it('refuses a NUL in the nodeId of a launch', async () => {
    const { token } = await player(app, merchant);
    const answer = await call(app, 'POST', '/wps/game/launchGame', {
      token,
      body: { nodeId: '100001\u0000' },
    });
    expectFieldRefused(answer, 'nodeId');
  });

  it('refuses a lone surrogate in a text field', async () => {
    const answer = await call(app, 'POST', '/wps/member/password/email', {
      body: { username: 'ali\ud800ce', email: 'alice@example.com' },
    });
    expectFieldRefused(answer, 'username');
  });
});

describe('ids and amounts beyond the database range', () => {
  it('answers WALLET_NOT_FOUND for wallet id 9999999999 and for one beyond bigint', async () => {
    const { token } = await player(app, merchant, { fundMinor: 10_00n });
    for (const fromWallet of ['9999999999', '99999999999999999999999']) {
      const answer = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { fromWallet, toWallet: 'MAIN', amount: '1', idempotencyKey: randomUUID() },
      });
      expect(answer.status, `${fromWallet}: ${JSON.stringify(answer.json)}`).toBeLessThan(500);
      expect(answer.json.errorCode, fromWallet).toMatch(/^(WALLET_NOT_FOUND|VALIDATION_FAILED)$/);
    }
  });

  it('refuses an amount beyond what a wallet can hold', async () => {
    const { token } = await player(app, merchant, { fundMinor: 10_00n });
    const answer = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body: {
        fromWallet: 'MAIN',
        toWallet: 'TRIAL',
        amount: '99999999999999999999999',
        idempotencyKey: randomUUID(),
      },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
    expect(answer.json.errorCode).toBeTruthy();
  });
});

describe('the Idempotency-Key header (issue 13 item 6)', () => {
  it('is held to the body field’s rule: a tab in it is refused naming idempotencyKey, and nothing moves', async () => {
    const { token, member } = await player(app, merchant, { fundMinor: 10_00n });
    const before = await app.ledger.balances(member.id);
    const answer = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      headers: { 'idempotency-key': `key\t${randomUUID()}` },
      body: { fromWallet: 'MAIN', toWallet: 'TRIAL', amount: '1' },
    });
    expectFieldRefused(answer, 'idempotencyKey');
    expect(await app.ledger.balances(member.id)).toEqual(before);
  });
});

describe('wallet ids tell nothing about other members (issue 13 item 7)', () => {
  it('answers another member’s wallet id exactly like an unknown one: WALLET_NOT_FOUND', async () => {
    const { token } = await player(app, merchant, { fundMinor: 10_00n });
    const other = await player(app, merchant, { fundMinor: 10_00n });
    const [othersMain] = await app.ledger.balances(other.member.id);
    const transfer = (fromWallet: string) =>
      call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { fromWallet, toWallet: 'MAIN', amount: '1', idempotencyKey: randomUUID() },
      });
    const owned = await transfer(String(othersMain?.accountId));
    const unknown = await transfer('2000000000');
    expect(owned.status).toBe(404);
    expect(owned.json).toEqual(unknown.json);
    expect(owned.json.errorCode).toBe('WALLET_NOT_FOUND');
  });
});

describe('money filters (§9 slot filter)', () => {
  it('refuses minBet=-5 and a minBet that is not a number', async () => {
    for (const minBet of ['-5', 'abc', '1e3']) {
      const answer = await call(app, 'GET', '/wps/relay/GCSGAME_gameList', { query: { minBet } });
      expectFieldRefused(answer, 'minBet');
    }
    const fine = await call(app, 'GET', '/wps/relay/GCSGAME_gameList', {
      query: { minBet: '100', pageSize: '1' },
    });
    expect(fine.status).toBe(200);
  });
});

describe('game session cookies', () => {
  it('answers GAME_SESSION_INVALID to a cookie lkg_<id>=% on the play calls', async () => {
    const id = randomUUID();
    const cookie = `lkg_${id.replace(/-/g, '')}=%`;
    const state = await app.inject({
      method: 'GET',
      url: '/wps/game/demo/state',
      headers: { merchant: 'ALPHA01', 'game-session': id, cookie },
    });
    expect(state.statusCode, state.body).toBe(401);
    expect(state.json()).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
    const page = await app.inject({
      method: 'GET',
      url: `/demo-games/play/${id}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(401);
  });

  it('answers GAME_SESSION_INVALID to a malformed cookie of a live game session', async () => {
    const { token } = await player(app, merchant, { fundMinor: 10_00n });
    const game = await pickGame(app, { gameType: 'RNG', supportPlay: 0 });
    const launched = await call(app, 'POST', '/wps/game/launchGame', {
      token,
      body: { nodeId: game.nodeId, returnUrl: 'https://alpha.example/' },
    });
    const tab = await openLaunchUrl(app, launched.json.value.url);
    const name = tab.cookie.split('=')[0] ?? '';
    for (const value of ['%', '%E0%A4%A', 'lkg_1=%']) {
      const state = await app.inject({
        method: 'GET',
        url: '/wps/game/demo/state',
        headers: {
          merchant: 'ALPHA01',
          'game-session': tab.gameSessionId,
          cookie: `${name}=${value}`,
        },
      });
      expect(state.statusCode, value).toBe(401);
      expect(state.json()).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
      const page = await app.inject({
        method: 'GET',
        url: tab.pagePath,
        headers: { cookie: `${name}=${value}` },
      });
      expect(page.statusCode, value).toBe(401);
    }
  });
});

describe('image paths (§7.4 image base)', () => {
  it('refuses a NUL and a broken percent-encoding with a 4xx, never a 500', async () => {
    for (const url of [
      '/TCG_PROD_IMAGES/GAME_ICON/200/%00.png',
      '/TCG_PROD_IMAGES/GAME_ICON/200/100001%00.png',
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/J%00L-DEFAULT.png',
      '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE1/RNG-%00.png',
      '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/%01JL-WHITE.png',
      '/TCG_PROD_IMAGES/GAME_ICON/200/%E0%A4%A.png',
      '/TCG_PROD_IMAGES/GAME_ICON/200/%ED%A0%80.png',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('paints a game tile once for every percent-encoded spelling of its path (issue 13 item 7)', async () => {
    const paint = vi.spyOn(Painter.prototype, 'paint');
    try {
      const plain = await app.inject({
        method: 'GET',
        url: '/TCG_PROD_IMAGES/GAME_ICON/200/100003.png',
      });
      expect(plain.statusCode).toBe(200);
      const painted = paint.mock.calls.length;
      for (const url of [
        '/TCG_PROD_IMAGES/GAME_ICON/200/%31%30%30%30%30%33.png',
        '/TCG_PROD_IMAGES/GAME_ICON/200/100003%2Epng',
        '/TCG_PROD_IMAGES/GAME_ICON%2F200%2F100003.png',
        '/TCG_PROD_IMAGES/%47AME_ICON/200/100003.png',
      ]) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers.etag, url).toBe(plain.headers.etag);
      }
      expect(paint.mock.calls.length).toBe(painted);
    } finally {
      paint.mockRestore();
    }
  });
});

describe('paths Fastify cannot read', () => {
  it('answers a broken percent-encoding in a call path with the envelope (§8)', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/wps/system/status%',
      headers: { merchant: 'ALPHA01' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
  });
});
