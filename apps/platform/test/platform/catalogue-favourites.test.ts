import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '../../src/db/schema/index';
import { call, login, seedMember, testPlatform } from './helpers';

let app: FastifyInstance;

interface Tile {
  nodeId: string;
  vassalage: string;
  gameType: string;
}
let rng: Tile[];

beforeAll(async () => {
  app = await testPlatform('cataloguefavourites');
  rng = (
    await call(app, 'GET', '/wps/relay/GCSGAME_gameList', {
      query: { gameType: 'RNG', pageSize: '20' },
    })
  ).json.value.games;
});
afterAll(async () => {
  await app.close();
});

async function memberToken(values: Parameters<typeof seedMember>[2] = {}): Promise<string> {
  const member = await seedMember(app, 'ALPHA01', values);
  return (await login(app, member.account, member.password)).json.value.token;
}

const payload = (game: Tile | undefined) => ({
  nodeId: game?.nodeId ?? '',
  vendor: game?.vassalage ?? '',
  gameType: game?.gameType ?? '',
});
const add = (token: string, game: Tile | undefined) =>
  call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: payload(game) });
const remove = (token: string, game: Tile | undefined) =>
  call(app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
    token,
    query: payload(game),
  });
const ids = async (token: string): Promise<string[]> =>
  (await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json.value.ids;

describe('favourites (§3 favourite payload, §4 favourite toggle, §5)', () => {
  it('need login: every favourite call without a token answers 401', async () => {
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList')).status).toBe(401);
    const body = payload(rng[0]);
    expect((await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { body })).status).toBe(
      401,
    );
    expect(
      (await call(app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { query: body })).status,
    ).toBe(401);
  });

  it('adds once however often it is asked, with string ids', async () => {
    const token = await memberToken();
    const first = await add(token, rng[0]);
    expect(first.json.value).toEqual({ nodeId: rng[0]?.nodeId, added: true });
    const second = await add(token, rng[0]);
    expect(second.json.value).toEqual({ nodeId: rng[0]?.nodeId, added: false });
    const list = await ids(token);
    expect(list).toEqual([rng[0]?.nodeId]);
    expect(typeof list[0]).toBe('string');
  });

  it('removes idempotently', async () => {
    const token = await memberToken();
    await add(token, rng[1]);
    expect((await remove(token, rng[1])).json.value).toEqual({
      nodeId: rng[1]?.nodeId,
      removed: true,
    });
    expect((await remove(token, rng[1])).json.value).toEqual({
      nodeId: rng[1]?.nodeId,
      removed: false,
    });
    expect(await ids(token)).toEqual([]);
  });

  it('pages the favourite games newest first with content, pageNum and totalPages', async () => {
    const token = await memberToken();
    const chosen = rng.slice(0, 12);
    for (const game of chosen) await add(token, game);
    const page = async (pageNo: number) =>
      (
        await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
          token,
          query: { pageNo: String(pageNo), pageSize: '5' },
        })
      ).json.value;
    const first = await page(1);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 5, totalPages: 3, totalElements: 12 });
    const all = [...first.content, ...(await page(2)).content, ...(await page(3)).content];
    expect(all.map((g: Tile) => g.nodeId).sort()).toEqual(chosen.map((g) => g.nodeId).sort());
    const times = all.map((g: { favouredAt: string }) => Date.parse(g.favouredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await ids(token)).toEqual(all.map((g: Tile) => g.nodeId));
  });

  it('keeps each member’s favourites to that member', async () => {
    const alice = await memberToken();
    const bob = await memberToken();
    await add(alice, rng[2]);
    expect(await ids(bob)).toEqual([]);
  });

  it('refuses a game that does not exist and a payload whose vendor or type is not the game’s', async () => {
    const token = await memberToken();
    const unknown = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: '999999', vendor: 'JL', gameType: 'RNG' },
    });
    expect(unknown.json.errorCode).toBe('NOT_FOUND');
    const wrong = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { ...payload(rng[0]), gameType: 'LIVE' },
    });
    expect(wrong.json.errorCode).toBe('VALIDATION_FAILED');
    expect(await ids(token)).toEqual([]);
  });

  it('refuses a trial account: a real account is needed (§5, §8)', async () => {
    const trial = await call(app, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'linux', platform: 'W', gatewayVersion: 3 },
    });
    expect(trial.json.value.member.type).toBe(memberTypes.trial);
    const { token } = trial.json.value;
    expect((await add(token, rng[0])).json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    expect((await remove(token, rng[0])).json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});
