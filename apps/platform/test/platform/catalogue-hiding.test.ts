import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { catalogueCommand } from '../../src/cli/commands/catalogue';
import { findGameByNodeId } from '../../src/modules/catalogue/index';
import { startOperatorChannel } from '../../src/operator/channel';
import { call, login, seedMember, testPlatform } from './helpers';

let app: FastifyInstance;
let dir: string;
let channel: { close: () => Promise<void> };
let socketPath: string;
let token: string;

beforeAll(async () => {
  app = await testPlatform('cataloguehiding');
  dir = mkdtempSync(join(tmpdir(), 'lk-catalogue-'));
  socketPath = join(dir, 'operator.sock');
  channel = await startOperatorChannel(app, socketPath);
  const member = await seedMember(app, 'ALPHA01');
  token = (await login(app, member.account, member.password)).json.value.token;
});
afterAll(async () => {
  await channel.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `catalogue …` as the CLI does against a running platform: through the operator channel. */
function operator(args: string[]): Promise<{ ok: boolean; result?: unknown; message?: string }> {
  const params = catalogueCommand.parse(args);
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: '/run', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ command: 'catalogue', params }));
  });
}

interface Tile {
  nodeId: string;
  vassalage: string;
  gameType: string;
}

async function lanes(merchant = 'ALPHA01') {
  const answer = await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor', { merchant });
  return answer.json.value.data.lanes as { gameCategory: string; vendors: Tile[] }[];
}

async function games(query: Record<string, string>, merchant = 'ALPHA01'): Promise<Tile[]> {
  const answer = await call(app, 'GET', '/wps/relay/GCSGAME_gameList', {
    merchant,
    query: { pageSize: '100', ...query },
  });
  return answer.json.value.games;
}

async function total(query: Record<string, string>, merchant = 'ALPHA01'): Promise<number> {
  const answer = await call(app, 'GET', '/wps/relay/GCSGAME_gameList', {
    merchant,
    query: { pageSize: '1', ...query },
  });
  return answer.json.value.totalCount;
}

async function hot(): Promise<Tile[]> {
  return (await call(app, 'GET', '/wps/relay/GCSGAME_hotGamesV2', { query: { limit: '100' } })).json
    .value.list;
}

const merchantId = async (code: string) => (await app.repos.merchants.byCode(code))?.id ?? 0;

describe('catalogue command', () => {
  it('refuses a missing merchant, no target or two targets', () => {
    expect(() => catalogueCommand.parse(['hide'])).toThrow(UsageError);
    expect(() => catalogueCommand.parse(['hide', 'ALPHA01'])).toThrow(UsageError);
    expect(() =>
      catalogueCommand.parse(['hide', 'ALPHA01', '--vendor', 'JL', '--game', '100001']),
    ).toThrow(UsageError);
    expect(() => catalogueCommand.parse(['paint', 'ALPHA01'])).toThrow(UsageError);
  });

  it('names an unknown vendor, category or game instead of hiding nothing', async () => {
    for (const args of [
      ['hide', 'ALPHA01', '--vendor', 'NOPE'],
      ['hide', 'ALPHA01', '--category', 'BINGO'],
      ['hide', 'ALPHA01', '--game', '999999'],
    ]) {
      const answer = await operator(args);
      expect(answer.ok, args.join(' ')).toBe(false);
      expect(answer.message).toMatch(/No (vendor|category|game)/);
    }
  });
});

describe('hiding per merchant (issue 6): hidden items vanish from every call', () => {
  it('hides a vendor from lanes, lists, search, hot games, vendor types and launches', async () => {
    const before = await total({ vassalage: 'JL' });
    expect(before).toBeGreaterThan(0);
    const jlGame = (await games({ vassalage: 'JL' }))[0];
    expect((await operator(['hide', 'ALPHA01', '--vendor', 'JL'])).ok).toBe(true);

    for (const lane of await lanes())
      expect(lane.vendors.map((v) => v.vassalage)).not.toContain('JL');
    expect(await total({ vassalage: 'JL' })).toBe(0);
    expect((await games({ gameType: 'FISH' })).some((g) => g.vassalage === 'JL')).toBe(false);
    expect((await hot()).some((g) => g.vassalage === 'JL')).toBe(false);
    const types = await call(app, 'GET', '/wps/relay/GCSGAME_getVassGameType', {
      token,
      query: { vassalage: 'JL' },
    });
    expect(types.json.value.list).toEqual([]);
    expect(await findGameByNodeId(app.db, await merchantId('ALPHA01'), jlGame?.nodeId ?? '')).toBe(
      null,
    );

    // Another merchant still sees the vendor.
    expect(await total({ vassalage: 'JL' }, 'BETA01')).toBe(before);
    expect(
      await findGameByNodeId(app.db, await merchantId('BETA01'), jlGame?.nodeId ?? ''),
    ).not.toBe(null);

    expect((await operator(['unhide', 'ALPHA01', '--vendor', 'JL'])).ok).toBe(true);
    expect(await total({ vassalage: 'JL' })).toBe(before);
  });

  it('hides a category: its lane and games go, the vendors stay in their other lanes', async () => {
    expect((await operator(['hide', 'ALPHA01', '--category', 'rng'])).ok).toBe(true);
    const after = await lanes();
    expect(after.map((l) => l.gameCategory)).not.toContain('RNG');
    expect(after.find((l) => l.gameCategory === 'FISH')?.vendors.map((v) => v.vassalage)).toContain(
      'JL',
    );
    expect(await total({ gameType: 'RNG' })).toBe(0);
    expect(await total({ gameClassify: 'JP' })).toBe(0);
    expect((await games({})).some((g) => g.gameType === 'RNG')).toBe(false);
    expect((await hot()).some((g) => g.gameType === 'RNG')).toBe(false);
    expect((await operator(['unhide', 'ALPHA01', '--category', 'RNG'])).ok).toBe(true);
    expect(await total({ gameType: 'RNG' })).toBeGreaterThan(0);
  });

  it('hides the virtual HOT category: its lane and the hot list are empty', async () => {
    expect((await operator(['hide', 'ALPHA01', '--category', 'HOT'])).ok).toBe(true);
    expect((await lanes()).map((l) => l.gameCategory)).not.toContain('HOT');
    expect(await hot()).toEqual([]);
    expect(await total({ gameType: 'HOT' })).toBe(0);
    expect(await total({ gameType: 'RNG' })).toBeGreaterThan(0);
    expect((await operator(['unhide', 'ALPHA01', '--category', 'HOT'])).ok).toBe(true);
    expect((await hot()).length).toBeGreaterThan(0);
  });

  it('hides one game from lists, search and favourites, and shows it again', async () => {
    const [game] = await games({ gameType: 'FISH' });
    if (!game) throw new Error('no fish game');
    const name = (
      await call(app, 'GET', '/wps/relay/GCSGAME_gameList', {
        query: { gameType: 'FISH', pageSize: '1', language: 'EN' },
      })
    ).json.value.games[0].gameName as string;
    const favourite = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: favourite });

    const hidden = await operator(['hide', 'ALPHA01', '--game', game.nodeId]);
    expect(hidden).toMatchObject({ ok: true, result: { changed: true } });
    expect((await operator(['hide', 'ALPHA01', '--game', game.nodeId])).result).toMatchObject({
      changed: false,
    });
    expect((await games({ gameType: 'FISH' })).map((g) => g.nodeId)).not.toContain(game.nodeId);
    expect((await games({ gameName: name })).map((g) => g.nodeId)).not.toContain(game.nodeId);
    const ids = await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    expect(ids.json.value.ids).not.toContain(game.nodeId);
    const add = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: favourite,
    });
    expect(add.json.errorCode).toBe('NOT_FOUND');

    const shown = await operator(['show', 'ALPHA01']);
    expect(shown.result).toMatchObject({
      hidden: { vendors: [], categories: [], games: [{ nodeId: game.nodeId }] },
    });
    expect(catalogueCommand.format(shown.result as never)).toContain(game.nodeId);

    expect((await operator(['unhide', 'ALPHA01', '--game', game.nodeId])).ok).toBe(true);
    expect((await games({ gameType: 'FISH' })).map((g) => g.nodeId)).toContain(game.nodeId);
    const again = await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    expect(again.json.value.ids).toContain(game.nodeId);
  });
});
