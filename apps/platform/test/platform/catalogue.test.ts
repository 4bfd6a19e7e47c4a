import { catalogueCategories, gameCategories, rngSubCategories } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../src/modules/catalogue/demo/generate';
import { demoCategoryOrder, demoVendors } from '../../src/modules/catalogue/demo/vendors';
import { call, login, seedMember, testPlatform } from './helpers';
import { PNG_SIGNATURE } from './pngSignature';

let app: FastifyInstance;
// The generator is pure: the expected figures below are computed from it in JavaScript, apart
// from the SQL that answers the calls.
const demo = generateDemoCatalogue();
const visibleGames = demo.games;

beforeAll(async () => {
  app = await testPlatform('catalogue');
});
afterAll(async () => {
  await app.close();
});

const list = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  call(app, 'GET', '/wps/relay/GCSGAME_gameList', { query, headers });

describe('demo catalogue', () => {
  it('holds at least 2,000 games of at least 20 vendors in every category of §2.2', async () => {
    const all = await list({ pageSize: '1' });
    expect(all.status).toBe(200);
    expect(all.json.value.totalCount).toBeGreaterThanOrEqual(2000);
    expect(new Set(demo.games.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(20);
    for (const gameType of catalogueCategories) {
      const answer = await list({ gameType, pageSize: '1' });
      expect(answer.json.value.totalCount, gameType).toBeGreaterThan(0);
    }
  });

  it('has TCG-prefixed vendors, JL under RNG and FB under SPORTS (§2.2, §5)', () => {
    const codes = demoVendors.map((v) => v.code);
    expect(codes.filter((c) => c.startsWith('TCG')).length).toBeGreaterThan(1);
    expect(demoVendors.find((v) => v.code === 'JL')?.games.RNG).toBeGreaterThan(0);
    expect(demoVendors.find((v) => v.code === 'FB')?.games.SPORTS).toBeGreaterThan(0);
  });

  it('is the same on every run (seeded generator)', () => {
    expect(generateDemoCatalogue()).toEqual(demo);
  });
});

describe('GCSGAME_newGameVendor (§2.2, §7.4)', () => {
  it('answers without a token: value.data.lanes in catalogue order, known categories with vendors only', async () => {
    const answer = await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor');
    expect(answer.status).toBe(200);
    const lanes = answer.json.value.data.lanes as {
      gameCategory: string;
      vendors: { vassalage: string; gameCount: number }[];
      cards: Record<string, unknown>;
      gameClassify: { key: string; vendors: string[] }[];
    }[];
    const order = demoCategoryOrder.map((c) => c.code as string);
    expect(lanes.map((l) => l.gameCategory)).toEqual(order);
    for (const lane of lanes) {
      expect(catalogueCategories as readonly string[]).toContain(lane.gameCategory);
      expect(lane.vendors.length).toBeGreaterThan(0);
      expect(Object.keys(lane.cards).sort()).toEqual(lane.vendors.map((v) => v.vassalage).sort());
      // Vendors keep the catalogue's vendor order inside a lane.
      const positions = lane.vendors.map((v) =>
        demoVendors.findIndex((d) => d.code === v.vassalage),
      );
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const live = lanes.find((l) => l.gameCategory === 'LIVE');
    expect(live?.vendors.map((v) => v.vassalage)).toEqual(['LMN', 'ARL', 'DRL']);
    const rng = lanes.find((l) => l.gameCategory === 'RNG');
    const jackpotVendors = new Set(
      visibleGames.filter((g) => g.classify === 'JP').map((g) => g.vassalage),
    );
    expect(rng?.gameClassify).toEqual([
      { key: 'JP', vendors: demoVendors.map((v) => v.code).filter((c) => jackpotVendors.has(c)) },
    ]);
    const jl = rng?.vendors.find((v) => v.vassalage === 'JL');
    expect(jl?.gameCount).toBe(
      visibleGames.filter((g) => g.vassalage === 'JL' && g.gameType === 'RNG').length,
    );
  });

  it('names vendors in the language asked for', async () => {
    const ja = await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor', {
      headers: { language: 'JA' },
    });
    const en = await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor', {
      query: { language: 'EN' },
      headers: { language: 'JA' },
    });
    const name = (answer: typeof ja) =>
      answer.json.value.data.lanes
        .find((l: { gameCategory: string }) => l.gameCategory === 'SPORTS')
        .vendors.find((v: { vassalage: string }) => v.vassalage === 'FB').displayName;
    expect(name(ja)).toBe('FBスポーツ');
    expect(name(en)).toBe('FB Sports');
  });
});

describe('cached catalogue answers (issue 6 quality bar)', () => {
  const lanes = (encoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_newGameVendor',
      headers: {
        merchant: 'ALPHA01',
        language: 'EN',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('go out compressed to a browser that accepts it, and say so, with the same content', async () => {
    const plain = await lanes();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(expected.success).toBe(true);
    const br = await lanes('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    const gzip = await lanes('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('answer each query for itself (the cache key is the whole parsed query and language)', async () => {
    const en = await list({ gameType: 'RNG', pageSize: '3' }, { language: 'EN' });
    const ja = await list({ gameType: 'RNG', pageSize: '3' }, { language: 'JA' });
    const second = await list({ gameType: 'RNG', pageSize: '3', pageNo: '2' }, { language: 'EN' });
    expect(ja.json.value.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(
      en.json.value.games.map((g: { nodeId: string }) => g.nodeId),
    );
    expect(ja.json.value.games[0].gameName).not.toBe(en.json.value.games[0].gameName);
    expect(second.json.value.games[0].nodeId).not.toBe(en.json.value.games[0].nodeId);
  });
});

describe('GCSGAME_gameList (§3 game list query)', () => {
  it('pages most popular first without overlap, with totals', async () => {
    const first = (await list({ gameType: 'RNG', pageNo: '1', pageSize: '10' })).json.value;
    const second = (await list({ gameType: 'RNG', pageNo: '2', pageSize: '10' })).json.value;
    const rngTotal = visibleGames.filter((g) => g.gameType === 'RNG').length;
    expect(first.totalCount).toBe(rngTotal);
    expect(first.totalPages).toBe(Math.ceil(rngTotal / 10));
    expect(first.games).toHaveLength(10);
    const ids = [...first.games, ...second.games].map((g: { nodeId: string }) => g.nodeId);
    expect(new Set(ids).size).toBe(20);
    const popularity = [...first.games, ...second.games].map(
      (g: { popularity: number }) => g.popularity,
    );
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const expectedTop = [...visibleGames]
      .filter((g) => g.gameType === 'RNG')
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.nodeId.localeCompare(b.nodeId))
      .slice(0, 10)
      .map((g) => g.nodeId);
    expect(first.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(expectedTop);
  });

  it('answers an empty page past the end with the real totals', async () => {
    const answer = (await list({ gameType: 'FISH', pageNo: '999', pageSize: '10' })).json.value;
    expect(answer.games).toEqual([]);
    expect(answer.totalCount).toBe(visibleGames.filter((g) => g.gameType === 'FISH').length);
  });

  it('filters by minimum bet: games whose minimum bet is at most the amount (§9)', async () => {
    // ALPHA01 is a yen merchant (issue 11): the filter and the tiles are whole yen; the
    // catalogue's 1.00 is ¥100 (api-contract catalogueScale).
    const answer = (await list({ gameType: 'RNG', minBet: '100', pageSize: '100' })).json.value;
    expect(answer.totalCount).toBe(
      visibleGames.filter((g) => g.gameType === 'RNG' && (g.minBet ?? 0n) <= 100n).length,
    );
    for (const game of answer.games) expect(Number(game.minBet)).toBeLessThanOrEqual(100);
    const refused = (await list({ gameType: 'RNG', minBet: '1.00' })).json;
    expect(refused).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'minBet' }],
    });
  });

  it('filters 25 or more lines (§9 slot filters)', async () => {
    const answer = (await list({ gameType: 'RNG', minLineNum: '25', pageSize: '100' })).json.value;
    expect(answer.totalCount).toBe(
      visibleGames.filter((g) => g.gameType === 'RNG' && (g.lineCount ?? 0) >= 25).length,
    );
    for (const game of answer.games) expect(game.lineCount).toBeGreaterThanOrEqual(25);
  });

  it('searches by name in English and Japanese, whatever the language of the answer', async () => {
    const en = (await list({ gameName: 'PHOENIX', pageSize: '100' }, { language: 'JA' })).json
      .value;
    expect(en.totalCount).toBe(visibleGames.filter((g) => /phoenix/i.test(g.nameEn)).length);
    expect(en.totalCount).toBeGreaterThan(0);
    for (const game of en.games) expect(game.gameName).toContain('フェニックス');
    const ja = (await list({ gameName: 'フェニックス', pageSize: '100' }, { language: 'EN' })).json
      .value;
    expect(ja.totalCount).toBe(en.totalCount);
    for (const game of ja.games) expect(game.gameName).toMatch(/Phoenix/);
  });

  it('finds one game by its vendor and code (the /seamless page, §2.1), and none for another vendor', async () => {
    const game = visibleGames.find((g) => g.isGame === 'GAME' && g.gameType === 'RNG');
    if (!game) throw new Error('no visible RNG game');
    const found = (await list({ vassalage: game.vassalage, gameCode: game.gameCode })).json.value;
    expect(found.totalCount).toBe(1);
    expect(found.games[0]).toMatchObject({ nodeId: game.nodeId, gameCode: game.gameCode });
    const other = visibleGames.find((g) => g.vassalage !== game.vassalage);
    const wrong = (await list({ vassalage: other?.vassalage ?? 'NONE', gameCode: game.gameCode }))
      .json.value;
    expect(wrong.games).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    const answer = (await list({ gameName: '%' })).json.value;
    expect(answer.totalCount).toBe(0);
  });

  it('lists jackpot games with gameClassify JP (§2.4, /rng?gameClassify=JP)', async () => {
    const answer = (await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: '100' })).json
      .value;
    expect(answer.totalCount).toBe(visibleGames.filter((g) => g.classify === 'JP').length);
    for (const game of answer.games) expect(game.gameClassify).toBe('JP');
  });

  it('filters each RNG sub-category SC, VP, TG, AC (§3)', async () => {
    for (const sub of rngSubCategories) {
      const answer = (await list({ gameType: 'RNG', rngSubCategory: sub, pageSize: '100' })).json
        .value;
      expect(answer.totalCount, sub).toBe(
        visibleGames.filter((g) => g.rngSubCategory === sub).length,
      );
      expect(answer.totalCount, sub).toBeGreaterThan(0);
      for (const game of answer.games) expect(game.rngSubCategory).toBe(sub);
    }
  });

  it('filters new and top games (§2.4 rows)', async () => {
    const isNew = (await list({ isNew: '1', pageSize: '100' })).json.value;
    expect(isNew.totalCount).toBe(visibleGames.filter((g) => g.isNew).length);
    const isTop = (await list({ isTop: 'true', pageSize: '100' })).json.value;
    expect(isTop.totalCount).toBe(visibleGames.filter((g) => g.isTop).length);
    for (const game of isTop.games) expect(game.isTop).toBe(true);
  });

  it('lists a provider’s games for its popup, without the provider entry itself (§2.3)', async () => {
    const answer = (await list({ vassalage: 'LMN', pageSize: '100' })).json.value;
    expect(answer.totalCount).toBe(
      visibleGames.filter((g) => g.vassalage === 'LMN' && g.isGame === 'GAME').length,
    );
    for (const game of answer.games) {
      expect(game.vassalage).toBe('LMN');
      expect(game.isGame).toBe('GAME');
    }
    const live = (await list({ gameType: 'LIVE', pageSize: '100' })).json.value;
    expect(live.games.some((g: { isGame: string }) => g.isGame === 'VASSALAGE')).toBe(true);
  });

  it('gives every §3 tile field, with money as a decimal string and names per language', async () => {
    const [game] = (await list({ gameType: 'RNG', pageSize: '1' }, { language: 'EN' })).json.value
      .games;
    const source = visibleGames.find((g) => g.nodeId === game.nodeId);
    expect(game).toMatchObject({
      vassalage: source?.vassalage,
      gameType: 'RNG',
      gameName: source?.nameEn,
      gameCode: source?.gameCode,
      iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/200/${game.nodeId}.png`,
      iconUrl2x: `/TCG_PROD_IMAGES/GAME_ICON/400/${game.nodeId}.png`,
    });
    // A yen merchant: whole yen, no decimals (issue 11).
    expect(game.minBet).toMatch(/^[1-9]\d*$/);
    expect([0, 1]).toContain(game.supportPlay);
    const ja = (await list({ gameType: 'RNG', pageSize: '1', language: 'JA' })).json.value.games[0];
    expect(ja.gameName).toBe(source?.nameJa);
  });

  it('refuses a page size over 100 and a malformed minimum bet', async () => {
    expect((await list({ pageSize: '101' })).json.errorCode).toBe('VALIDATION_FAILED');
    expect((await list({ minBet: '1.234' })).json.errorCode).toBe('VALIDATION_FAILED');
    expect((await list({ gameType: 'BINGO' })).json.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('GCSGAME_hotGamesV2 and GCSGAME_getVassGameType', () => {
  it('answers hot games without a token in value.list, most popular first', async () => {
    const answer = await call(app, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {
      query: { limit: '10', isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' },
    });
    expect(answer.status).toBe(200);
    const expected = [...visibleGames]
      .filter((g) => g.isHot)
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.nodeId.localeCompare(b.nodeId))
      .slice(0, 10)
      .map((g) => g.nodeId);
    expect(answer.json.value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(expected);
  });

  it('needs a token for the vendor game types and lists each vendor’s types', async () => {
    expect((await call(app, 'GET', '/wps/relay/GCSGAME_getVassGameType')).status).toBe(401);
    const member = await seedMember(app, 'ALPHA01');
    const { token } = (await login(app, member.account, member.password)).json.value;
    const answer = await call(app, 'GET', '/wps/relay/GCSGAME_getVassGameType', {
      token,
      query: { vassalage: 'JL' },
    });
    expect(answer.status).toBe(200);
    const types = answer.json.value.list.map((e: { gameType: string }) => e.gameType).sort();
    expect(types).toEqual(['FISH', 'PVP', 'RNG']);
    for (const entry of answer.json.value.list)
      expect(gameCategories as readonly string[]).toContain(entry.gameType);
  });
});

describe('artwork (§7.4 image paths)', () => {
  const dimensions = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

  it('serves a distinct PNG per game at 200 and 400 pixels, immutable with an ETag', async () => {
    const a = await app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/GAME_ICON/200/100001.png' });
    const a2 = await app.inject({
      method: 'GET',
      url: '/TCG_PROD_IMAGES/GAME_ICON/400/100001.png',
    });
    const b = await app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/GAME_ICON/200/100002.png' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(dimensions(a.rawPayload)).toEqual([200, 200]);
    expect(dimensions(a2.rawPayload)).toEqual([400, 400]);
    expect(a.headers['cache-control']).toContain('immutable');
    expect(a.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
    const again = await app.inject({
      method: 'GET',
      url: '/TCG_PROD_IMAGES/GAME_ICON/200/100001.png',
      headers: { 'if-none-match': String(a.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves every vendor image a lane names, and 404 for unknown vendors, games and sizes', async () => {
    const lanes = (await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor')).json.value.data
      .lanes;
    const vendor = lanes.find((l: { gameCategory: string }) => l.gameCategory === 'LIVE')
      .vendors[0];
    for (const path of Object.values(vendor.icons) as string[]) {
      const answer = await app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.rawPayload.subarray(0, 8), path).toEqual(PNG_SIGNATURE);
    }
    for (const path of [
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/NOPE-DEFAULT.png',
      '/TCG_PROD_IMAGES/GAME_ICON/200/999999.png',
      '/TCG_PROD_IMAGES/GAME_ICON/123/100001.png',
      '/TCG_PROD_IMAGES/BINGO_LIST_VENDOR/JL-WHITE.png',
      '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/JL-BLUE.png',
    ]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });
});
