import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LotteryBoard, LotteryMenuGame } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws } from '../../src/db/schema/index';
import type { Merchant } from '../../src/db/schema/index';
import { hide, unhide } from '../../src/modules/catalogue/hiding';
import { lotterySettlement } from '../../src/modules/lottery/index';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { player } from '../platform/demo-games.helpers';
import { call, encrypted, login, seedMember, testPlatform } from '../platform/helpers';
import { drawToBet } from './helpers';

// Issue 16 items 2 and 3: the lottery calls over HTTP, against the real engine and ledger.
let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('lottery_routes');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function member(credit = 100_000n) {
  const seeded = await seedMember(app, 'ALPHA01');
  if (credit > 0n) {
    await app.ledger.credit(toLedgerMember(seeded), {
      amountMinor: credit,
      idempotencyKey: `fund-${seeded.id}`,
    });
  }
  const answer = await login(app, seeded.account, seeded.password);
  expect(answer.status).toBe(200);
  return { ...seeded, token: answer.json.value.token as string };
}

async function menus(query: Record<string, string> = {}) {
  const answer = await call(app, 'GET', '/lgw/games/game_menus', { query });
  expect(answer.status).toBe(200);
  return answer.json.value as {
    prizeMode: string | null;
    gameMenus: { groupCode: string; groupName: string; games: LotteryMenuGame[] }[];
  };
}

async function firstGame(vendor: string): Promise<LotteryMenuGame> {
  const group = (await menus()).gameMenus.find((g) => g.groupCode === vendor);
  const game = group?.games[0];
  if (!game) throw new Error(`no ${vendor} game`);
  return game;
}

async function board(token: string, gameCode: string): Promise<LotteryBoard> {
  const answer = await call(app, 'GET', '/lotto/lgw/games/opened/numero', {
    token,
    query: { gameCode },
  });
  expect(answer.status).toBe(200);
  return answer.json.value as LotteryBoard;
}

function bet(token: string, body: Record<string, unknown>) {
  return call(app, 'POST', '/lotto/lgw/bets', { token, body });
}

/** Settles every due draw of ALPHA01 as if the clock had reached `at`. */
async function drawUntil(at: string) {
  await lotterySettlement(app.db, app.ledger).settleDue({
    merchantId: alpha.id,
    now: new Date(at),
  });
}

describe('lottery menus (§7.2)', () => {
  it('groups the lottery games by vendor, each tagged with its group code, in the language asked', async () => {
    const all = await menus({ language: 'JA' });
    expect(all.prizeMode).toBeNull();
    const codes = all.gameMenus.map((g) => g.groupCode);
    expect(codes).toEqual(expect.arrayContaining(['TCG_LOTTO', 'TCG_LOTTO_VN', 'TCG_SEA', 'KNO']));
    for (const group of all.gameMenus) {
      expect(group.games.length).toBeGreaterThan(0);
      for (const game of group.games) {
        expect(game.tag).toBe(group.groupCode);
        expect(['LOTT', 'ELOTT']).toContain(game.gameType);
        expect(game.isGame).toBe('GAME');
      }
    }
    const vn = all.gameMenus.find((g) => g.groupCode === 'TCG_LOTTO_VN');
    expect(vn?.groupName).toBe('TCGロトVN');
    expect(vn?.games[0]).toMatchObject({ kind: 'vn', defaultPlayType: 'VN_DE' });
    expect(vn?.games[0]?.drawEverySeconds).toBe(4 * 3600);
  });

  it('filters by prize mode: LOTT and ELOTT by category, SEA the sea lottery, ZY nothing', async () => {
    const lott = await menus({ prizeMode: 'LOTT' });
    expect(lott.prizeMode).toBe('LOTT');
    expect(lott.gameMenus.flatMap((g) => g.games).every((g) => g.gameType === 'LOTT')).toBe(true);
    const elott = (await menus({ prizeMode: 'ELOTT' })).gameMenus.map((g) => g.groupCode);
    expect(elott).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'KNO']));
    expect(elott).not.toContain('TCG_LOTTO');
    expect((await menus({ prizeMode: 'SEA' })).gameMenus.map((g) => g.groupCode)).toEqual([
      'TCG_SEA',
    ]);
    expect((await menus({ prizeMode: 'ZY' })).gameMenus).toEqual([]);
    const vnMenu = await call(app, 'GET', '/lgw/vn/games/game_menu', { query: { device: 'WEB' } });
    expect(vnMenu.json.value.gameMenus.map((g: { groupCode: string }) => g.groupCode)).toEqual([
      'TCG_LOTTO_VN',
    ]);
  });

  it('leaves out a game the operator hid, and answers NOT_FOUND for its code', async () => {
    const game = await firstGame('KNO');
    const knoGames = async () =>
      (await menus()).gameMenus.find((g) => g.groupCode === 'KNO')?.games.map((g) => g.nodeId);
    // The menu read before the hide is remembered: the hide must still take effect at once.
    expect(await knoGames()).toContain(game.nodeId);
    const target = { kind: 'game', nodeId: game.nodeId } as const;
    expect(await hide(app.db, alpha.id, target)).toBe(true);
    try {
      expect(await knoGames()).not.toContain(game.nodeId);
      const results = await call(app, 'GET', '/lgw/vn/numeros/opened/game', {
        query: { gameCode: game.gameCode },
      });
      expect(results.status).toBe(404);
      expect(results.json.fields).toEqual([
        { field: 'gameCode', message: 'not a lottery game of this site' },
      ]);
    } finally {
      expect(await unhide(app.db, alpha.id, target)).toBe(true);
    }
  });

  it('shows a game again once the operator unhides it, and hides a whole vendor', async () => {
    const game = await firstGame('KNO');
    const target = { kind: 'vendor', code: 'KNO' } as const;
    await hide(app.db, alpha.id, target);
    try {
      expect((await menus()).gameMenus.map((g) => g.groupCode)).not.toContain('KNO');
    } finally {
      await unhide(app.db, alpha.id, target);
    }
    expect((await firstGame('KNO')).nodeId).toBe(game.nodeId);
    const results = await call(app, 'GET', '/lgw/vn/numeros/opened/game', {
      query: { gameCode: game.gameCode },
    });
    expect(results.status).toBe(200);
  });
});

describe('betting on a draw (issue 16 items 1 and 3)', () => {
  it('shows the open draw with its seed hash only, the play types, their odds and stake limits', async () => {
    const m = await member();
    const game = await firstGame('TCG_LOTTO');
    const view = await board(m.token, game.gameCode);
    expect(view.game.gameCode).toBe(game.gameCode);
    expect(view.playTypes.map((t) => t.code)).toEqual([
      'FAST_POSITION',
      'FAST_BIG_SMALL',
      'FAST_ODD_EVEN',
    ]);
    expect(view.playTypes[0]).toMatchObject({
      pick: { kind: 'position', positions: 3, low: 0, high: 9 },
      odds: { kind: 'fixed', odds: '9.80' },
    });
    expect(view.draws.length).toBeGreaterThan(0);
    const serverTime = Date.parse(view.serverTime);
    for (const draw of view.draws) {
      expect(Date.parse(draw.closeAt)).toBeGreaterThan(serverTime);
      expect(Date.parse(draw.drawAt)).toBeGreaterThanOrEqual(Date.parse(draw.closeAt));
      expect(draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(draw)).not.toContain('serverSeed');
    }
    const keno = await board(m.token, (await firstGame('KNO')).gameCode);
    const pick = keno.playTypes.find((t) => t.code === 'KENO_PICK');
    expect(pick?.odds.kind).toBe('table');
    expect(pick?.odds).toMatchObject({
      rows: expect.arrayContaining([{ picks: 10, hits: 10, odds: '10000.00' }]),
    });
  });

  it('places a slip, holds the stakes, pays the winners at the draw, and anyone can verify it', async () => {
    const m = await member(100_000n);
    const game = await firstGame('TCG_LOTTO');
    const view = await board(m.token, game.gameCode);
    const draw = drawToBet(view);
    if (!draw) throw new Error('no open draw');
    const slip = {
      gameCode: game.gameCode,
      drawNumber: draw.drawNumber,
      bets: [
        { playType: 'FAST_POSITION', selection: { position: 1, number: 3 }, stake: '100' },
        { playType: 'FAST_POSITION', selection: { position: 2, number: 7 }, stake: '100' },
        { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '300' },
      ],
      idempotencyKey: randomUUID(),
    };
    const placed = await bet(m.token, slip);
    expect(placed.status).toBe(200);
    expect(placed.json.value.replayed).toBe(false);
    expect(placed.json.value.balance).toBe('99500');
    expect(placed.json.value.bets).toHaveLength(3);
    expect(placed.json.value.bets[0]).toMatchObject({
      gameCode: game.gameCode,
      drawNumber: draw.drawNumber,
      playType: 'FAST_POSITION',
      selection: { position: 1, number: 3 },
      stake: '100',
      state: 'open',
      payout: null,
      numbers: null,
    });

    // A retry of the same slip stakes nothing more; the key with other bets is refused.
    const again = await bet(m.token, slip);
    expect(again.json.value).toMatchObject({ replayed: true, balance: '99500' });
    const other = await bet(m.token, { ...slip, bets: slip.bets.slice(0, 1) });
    expect(other.status).toBe(409);
    expect(other.json.errorCode).toBe('IDEMPOTENCY_CONFLICT');

    const open = await call(app, 'GET', '/lotto/lgw/bets', { token: m.token });
    expect(open.json.value.bets.map((b: { state: string }) => b.state)).toEqual([
      'open',
      'open',
      'open',
    ]);

    // Before the draw its seed is secret: no result, nothing to verify.
    const early = await call(app, 'GET', '/lgw/draws/verify', {
      query: { gameCode: game.gameCode, drawNumber: String(draw.drawNumber) },
    });
    expect(early.status).toBe(404);

    await drawUntil(draw.drawAt);
    const [row] = await app.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, alpha.id), eq(lotteryDraws.nodeId, game.nodeId)))
      .orderBy(lotteryDraws.drawNumber)
      .then((rows) => rows.filter((r) => Number(r.drawNumber) === draw.drawNumber));
    const numbers = row?.result ?? [];
    expect(numbers).toHaveLength(3);
    const [d1 = -1, d2 = -1, d3 = -1] = numbers;
    const expected = [d1 === 3 ? 980 : 0, d2 === 7 ? 980 : 0, d1 + d2 + d3 >= 14 ? 588 : 0];

    const settled = await call(app, 'GET', '/lotto/lgw/bets', {
      token: m.token,
      query: { state: 'settled', gameCode: game.gameCode },
    });
    const bets = [...settled.json.value.bets].reverse();
    expect(bets.map((b: { payout: string }) => b.payout)).toEqual(expected.map(String));
    expect(bets.map((b: { state: string }) => b.state)).toEqual(
      expected.map((p) => (p > 0 ? 'won' : 'lost')),
    );
    expect(bets[0].numbers).toEqual(numbers);
    const balance = await call(app, 'GET', '/wps/v2/wallets/balance', { token: m.token });
    const paid = expected.reduce((a, b) => a + b, 0);
    expect(balance.json.value.total).toBe(String(99_500 + paid));

    const results = await call(app, 'GET', '/lgw/vn/numeros/opened/game', {
      query: { gameCode: game.gameCode },
    });
    const result = results.json.value.results.find(
      (r: { drawNumber: number }) => r.drawNumber === draw.drawNumber,
    );
    expect(result).toMatchObject({ numbers, serverSeedHash: draw.serverSeedHash });
    const verified = await call(app, 'GET', '/lgw/draws/verify', {
      query: { gameCode: game.gameCode, drawNumber: String(draw.drawNumber) },
    });
    expect(verified.json.value).toEqual({
      drawNumber: draw.drawNumber,
      serverSeed: result.serverSeed,
      serverSeedHash: draw.serverSeedHash,
      hashMatches: true,
      numbers,
      resultMatches: true,
    });

    // The game this member bet on is now the merchant's most bet lottery game.
    const popular = await call(app, 'GET', '/lgw/games/popular', { query: { count: '3' } });
    expect(popular.json.value.games).toHaveLength(3);
    expect(popular.json.value.games[0].nodeId).toBe(game.nodeId);
  });

  it('refuses a closed draw with LOTTERY_DRAW_CLOSED and stakes nothing', async () => {
    const m = await member(10_000n);
    const game = await firstGame('TCG_LOTTO');
    const view = await board(m.token, game.gameCode);
    const first = view.draws[0];
    if (!first) throw new Error('no open draw');
    const refused = await bet(m.token, {
      gameCode: game.gameCode,
      drawNumber: first.drawNumber - 5,
      bets: [{ playType: 'FAST_ODD_EVEN', selection: { side: 'odd' }, stake: '100' }],
      idempotencyKey: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.errorCode).toBe('LOTTERY_DRAW_CLOSED');
    expect(refused.json.fields[0].field).toBe('drawNumber');
    const open = await call(app, 'GET', '/lotto/lgw/bets', { token: m.token });
    expect(open.json.value.bets).toEqual([]);
  });

  it('names the wrong field of a slip: a stake outside the limits, a selection of another play type', async () => {
    const m = await member(10_000n);
    const game = await firstGame('TCG_LOTTO');
    const draw = drawToBet(await board(m.token, game.gameCode));
    const slip = (bets: unknown[]) =>
      bet(m.token, {
        gameCode: game.gameCode,
        drawNumber: draw?.drawNumber,
        bets,
        idempotencyKey: randomUUID(),
      });
    const low = await slip([
      { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '1' },
    ]);
    expect(low.status).toBe(400);
    expect(low.json.fields[0]).toMatchObject({ field: 'bets.0.stake' });
    const wrong = await slip([
      { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '100' },
      { playType: 'FAST_POSITION', selection: { side: 'big' }, stake: '100' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields[0].field).toMatch(/^bets\.1\.selection/);
    const poor = await member(0n);
    const broke = await bet(poor.token, {
      gameCode: game.gameCode,
      drawNumber: draw?.drawNumber,
      bets: [{ playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '100' }],
      idempotencyKey: randomUUID(),
    });
    expect(broke.json.errorCode).toBe('INSUFFICIENT_FUNDS');
  });

  it('refuses a self-excluded member and a trial account; the betting view needs a login', async () => {
    const game = await firstGame('TCG_LOTTO');
    const visitor = await call(app, 'GET', '/lotto/lgw/games/opened/numero', {
      query: { gameCode: game.gameCode },
    });
    expect(visitor.status).toBe(401);

    const m = await member(10_000n);
    const draw = drawToBet(await board(m.token, game.gameCode));
    const excluded = await call(app, 'POST', '/wps/member/responsibleGambling/exclude', {
      token: m.token,
      body: await encrypted(app, { period: '24h', password: m.password }),
    });
    expect(excluded.status).toBe(200);
    // The exclusion ended the session; a bet through any other way in is refused too.
    const refused = await bet(m.token, {
      gameCode: game.gameCode,
      drawNumber: draw?.drawNumber,
      bets: [{ playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '100' }],
      idempotencyKey: randomUUID(),
    });
    expect(refused.status).toBe(401);

    const trial = await player(app, alpha, { type: 4 });
    for (const answer of [
      await call(app, 'GET', '/lotto/lgw/games/opened/numero', {
        token: trial.token,
        query: { gameCode: game.gameCode },
      }),
      await bet(trial.token, {
        gameCode: game.gameCode,
        drawNumber: draw?.drawNumber,
        bets: [{ playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '100' }],
        idempotencyKey: randomUUID(),
      }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });

  it('lists the VN games a member bet on, the latest first', async () => {
    const m = await member(100_000n);
    const vn = (await menus()).gameMenus.find((g) => g.groupCode === 'TCG_LOTTO_VN')?.games ?? [];
    const [a, b] = vn;
    if (!a || !b) throw new Error('two VN games needed');
    const empty = await call(app, 'GET', '/lgw/vn/games/game_menu/recent', { token: m.token });
    expect(empty.json.value.games).toEqual([]);
    for (const game of [a, b]) {
      const draw = drawToBet(await board(m.token, game.gameCode));
      const placed = await bet(m.token, {
        gameCode: game.gameCode,
        drawNumber: draw?.drawNumber,
        bets: [{ playType: 'VN_LO', selection: { number: 42 }, stake: '100' }],
        idempotencyKey: randomUUID(),
      });
      expect(placed.status).toBe(200);
    }
    const recent = await call(app, 'GET', '/lgw/vn/games/game_menu/recent', { token: m.token });
    expect(recent.json.value.games.map((g: LotteryMenuGame) => g.nodeId)).toEqual([
      b.nodeId,
      a.nodeId,
    ]);
  });

  it('launches a game at the site page of its kind, with its play type, back on an own domain only', async () => {
    const m = await member(0n);
    const launch = (query: Record<string, string>) =>
      call(app, 'GET', '/lgw/games/launcher', { token: m.token, query });
    const fast = await firstGame('TCG_LOTTO');
    const vn = await firstGame('TCG_LOTTO_VN');
    const sea = await firstGame('TCG_SEA');
    const opened = await launch({ gameCode: fast.gameCode, backUrl: 'https://alpha.example/x' });
    expect(opened.status).toBe(200);
    const url = new URL(opened.json.value.url);
    expect(url.origin + url.pathname).toBe('https://alpha.example/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCode: fast.gameCode,
      playType: 'FAST_POSITION',
      back: 'https://alpha.example/x',
    });
    const vnUrl = (await launch({ gameCode: vn.gameCode, view: 'lobby' })).json.value.url;
    expect(new URL(vnUrl).pathname).toBe('/vnLottery');
    expect(new URL(vnUrl).searchParams.get('view')).toBe('lobby');
    const seaUrl = (await launch({ gameCode: sea.gameCode })).json.value.url;
    expect(new URL(seaUrl).pathname).toBe('/seaLottery');
    const lotto = await launch({ gameCode: fast.gameCode, lottoArea: 'VN' });
    expect(new URL(lotto.json.value.url).pathname).toBe('/vnLottery');

    const elsewhere = await launch({ gameCode: fast.gameCode, backUrl: 'https://evil.example/' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.fields[0].field).toBe('backUrl');
    const wrongType = await launch({ gameCode: fast.gameCode, playType: 'KENO_PICK' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.fields[0].field).toBe('playType');
  });
});
