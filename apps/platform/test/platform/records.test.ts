import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LotteryBoard } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/db/index';
import { catalogueGames } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { lotterySettlement } from '../../src/modules/lottery/index';
import { betTotalsCacheMs } from '../../src/modules/records/totalsCache';
import { drawToBet } from '../lottery/helpers';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { call } from './helpers';
import { testPlatform } from './helpers';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';
import type { GameTab } from './demo-games.helpers';

let app: FastifyInstance;
let merchant: Merchant;
let slotGame: CatalogueGame;
let diceGame: CatalogueGame;

beforeAll(async () => {
  app = await testPlatform('records');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  merchant = found;
  slotGame = await pickGame(app, { gameType: 'RNG', supportPlay: 0 });
  diceGame = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function launched(token: string, game: CatalogueGame): Promise<GameTab> {
  const answer = await call(app, 'POST', '/wps/game/launchGame', {
    token,
    body: { returnUrl: 'https://alpha.example/', nodeId: game.nodeId },
    headers: { language: 'EN' },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return openLaunchUrl(app, answer.json.value.url);
}

/** One round through the game page's play API, as the game client plays it. */
async function play(tab: GameTab, path: 'spin' | 'roll', body: Record<string, unknown>) {
  const answer = await playCall(app, tab, 'POST', `/wps/game/demo/${path}`, {
    roundId: randomUUID(),
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.value.round as Played;
}

const spin = (tab: GameTab) => play(tab, 'spin', { lineBet: '10', lines: 25 });
const roll = (tab: GameTab) => play(tab, 'roll', { amount: '100', target: 50 });

interface Played {
  roundId: string;
  bet: string;
  payout: string;
  freeSpin: boolean;
  freeSpinsLeft: number;
  /** Set here: the paid round a free spin belongs to. */
  parent?: string;
  game?: CatalogueGame;
}

/** Spins once, then plays out any free spins it awarded (another game refuses play meanwhile). */
async function spinAll(tab: GameTab): Promise<Played[]> {
  const paid = { ...(await spin(tab)), game: slotGame };
  const rounds: Played[] = [paid];
  let left = paid.freeSpinsLeft;
  while (left > 0) {
    const free = await spin(tab);
    rounds.push({ ...free, parent: paid.roundId, game: slotGame });
    left = free.freeSpinsLeft;
  }
  return rounds;
}

/** A funded member who spun the slot `spins` times and rolled the dice `rolls` times. */
async function played(spins: number, rolls: number) {
  const session = await player(app, merchant, { fundMinor: 1_000_000n });
  const slot = await launched(session.token, slotGame);
  const dice = await launched(session.token, diceGame);
  const rounds: Played[] = [];
  for (let i = 0; i < spins; i += 1) rounds.push(...(await spinAll(slot)));
  for (let i = 0; i < rolls; i += 1) rounds.push({ ...(await roll(dice)), game: diceGame });
  return { ...session, slot, dice, rounds };
}

async function get(token: string, url: string, query: Record<string, string> = {}) {
  return call(app, 'GET', url, { token, query, headers: { language: 'EN' } });
}

/** Every page of a list, following `next`. */
async function allPages(token: string, url: string, query: Record<string, string>) {
  const rows = [];
  let cursor: string | null = null;
  do {
    const answer = await get(token, url, { ...query, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    rows.push(...answer.json.value.rows);
    cursor = answer.json.value.next;
  } while (cursor);
  return rows;
}

const bets = '/wps/member/records/bets';
const movements = '/wps/relay/ODSFE2_MemTransDet';

/**
 * Moves `table`'s id sequence so its next two ids are 10^k - 1 and 10^k (9999 and 10000): ids
 * whose order as text is the reverse of their order as numbers.
 */
async function nextIdsCrossADigit(table: 'game_rounds' | 'transfers') {
  const [row] = rowsOf<{ max: string | null }>(
    await app.db.execute(sql`select max(id)::text as max from ${sql.identifier(table)}`),
  );
  const boundary = 10 ** String(Number(row?.max ?? 0) + 2).length;
  await app.db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${boundary - 2})`);
  return [boundary - 1, boundary];
}

describe('betting record (§2.9 personalHistoryCopy)', () => {
  it('lists every round of the member, newest first, with each field as the round was played', async () => {
    const { token, member, rounds } = await played(3, 2);
    const answer = await get(token, bets);
    expect(answer.status).toBe(200);
    const stored = rowsOf<{
      client_round_id: string;
      node_id: string;
      vassalage: string;
      game_type: string;
      status: string;
      created_at: string;
    }>(
      await app.db.execute(sql`
        select client_round_id, node_id, vassalage, game_type, status,
               to_json(created_at) #>> '{}' as created_at
          from game_rounds where member_id = ${member.id} order by created_at desc, id desc`),
    );
    const { value } = answer.json;
    expect(value.currency).toBe('JPY');
    expect(value.next).toBeNull();
    expect(value.rows.map((r: { roundId: string }) => r.roundId)).toEqual(
      stored.map((r) => r.client_round_id),
    );
    expect(new Set(stored.map((r) => r.client_round_id))).toEqual(
      new Set(rounds.map((r) => r.roundId)),
    );
    for (const row of value.rows) {
      const played = rounds.find((r) => r.roundId === row.roundId);
      const db = stored.find((r) => r.client_round_id === row.roundId);
      const game = played?.game ?? diceGame;
      const net = Number(played?.payout) - Number(played?.bet);
      expect(row).toEqual({
        roundId: played?.roundId,
        parentRoundId: played?.parent ?? null,
        status: db?.status,
        nodeId: game.nodeId,
        gameName: game.nameEn,
        vendor: game.vassalage,
        category: game.gameType,
        bet: played?.bet,
        payout: played?.payout,
        net: String(net),
        result: net > 0 ? 'win' : net < 0 ? 'loss' : 'push',
        createdAt: new Date(db?.created_at ?? '').toISOString(),
      });
    }
    const bet = rounds.reduce((n, r) => n + Number(r.bet), 0);
    const payout = rounds.reduce((n, r) => n + Number(r.payout), 0);
    expect(value.totals).toEqual({
      rounds: rounds.length,
      bet: String(bet),
      payout: String(payout),
      net: String(payout - bet),
    });
  });

  it('names the game in Japanese when the request is in Japanese', async () => {
    const { token } = await played(1, 0);
    const answer = await call(app, 'GET', bets, { token, headers: { language: 'JA' } });
    expect(answer.json.value.rows[0].gameName).toBe(slotGame.nameJa);
  });

  it('filters by category, by game and by date range, with totals over the whole filter', async () => {
    const { token, rounds } = await played(2, 3);
    const fish = await get(token, bets, { category: 'FISH', pageSize: '1' });
    expect(fish.json.value.rows).toHaveLength(1);
    expect(fish.json.value.rows[0].category).toBe('FISH');
    expect(fish.json.value.totals).toMatchObject({ rounds: 3, bet: '300' });
    const fishPage2 = await get(token, bets, {
      category: 'FISH',
      pageSize: '1',
      cursor: fish.json.value.next,
    });
    expect(fishPage2.json.value.rows[0].category).toBe('FISH');
    expect(fishPage2.json.value.totals).toBeNull();
    const slot = await allPages(token, bets, { nodeId: slotGame.nodeId, pageSize: '1' });
    expect(slot.map((r) => r.nodeId)).toEqual(
      rounds.filter((r) => r.game === slotGame).map(() => slotGame.nodeId),
    );
    // A range ending two days ahead holds today whole: its totals come from the daily sums.
    const wide = await get(token, bets, {
      category: 'FISH',
      from: new Date(Date.now() - 86_400_000 * 3).toISOString(),
      to: new Date(Date.now() + 86_400_000 * 2).toISOString(),
    });
    expect(wide.json.value.totals).toEqual(fish.json.value.totals);
    const all = await get(token, bets, {
      from: new Date(Date.now() - 86_400_000 * 3).toISOString(),
      to: new Date(Date.now() + 86_400_000 * 2).toISOString(),
    });
    expect(all.json.value.totals.rounds).toBe(rounds.length);
    const from = new Date(Date.now() - 86_400_000 * 3).toISOString();
    const to = new Date(Date.now() - 86_400_000 * 2).toISOString();
    const past = await get(token, bets, { from, to });
    expect(past.json.value).toMatchObject({ rows: [], next: null, totals: { rounds: 0 } });
  });

  it('refuses a range wider than 92 days, a reversed range and a forged cursor', async () => {
    const { token } = await played(0, 0);
    const day = 86_400_000;
    const now = Date.now();
    const queries: Record<string, string>[] = [
      { from: new Date(now - 93 * day).toISOString(), to: new Date(now).toISOString() },
      { from: new Date(now).toISOString(), to: new Date(now - day).toISOString() },
      { from: new Date(now - 100 * day).toISOString() },
      { cursor: Buffer.from('1 or 1=1').toString('base64url') },
      { category: 'NOPE' },
    ];
    for (const query of queries) {
      const answer = await get(token, bets, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('pages with neither gaps nor repeats while new rounds arrive between pages', async () => {
    const { token, slot, rounds } = await played(5, 0);
    const first = await get(token, bets, { pageSize: '2' });
    const seen = first.json.value.rows.map((r: { roundId: string }) => r.roundId);
    // Two rounds arrive after the first page: they are newer, so they never enter later pages.
    const newer = [...(await spinAll(slot)), ...(await spinAll(slot))];
    let cursor: string | null = first.json.value.next;
    while (cursor) {
      const page = await get(token, bets, { pageSize: '2', cursor });
      seen.push(...page.json.value.rows.map((r: { roundId: string }) => r.roundId));
      cursor = page.json.value.next;
    }
    expect(seen).toEqual(rounds.map((r) => r.roundId).reverse());
    const again = await allPages(token, bets, { pageSize: '3' });
    expect(again.map((r) => r.roundId)).toEqual(
      [...rounds, ...newer].map((r) => r.roundId).reverse(),
    );
  });

  it('pages rounds of one time whose ids differ in length in number order, none lost', async () => {
    const session = await player(app, merchant, { fundMinor: 1_000_000n });
    const slot = await launched(session.token, slotGame);
    const ids = await nextIdsCrossADigit('game_rounds');
    const first = await spin(slot);
    const second = await spin(slot);
    // One time for both, as rounds written in one transaction would have.
    await app.db.execute(sql`update game_rounds set created_at = (select created_at from game_rounds
      where id = ${ids[0]}) where id = ${ids[1]}`);
    const rows = await allPages(session.token, bets, { pageSize: '1' });
    expect(rows.map((r) => r.roundId)).toEqual([second.roundId, first.roundId]);
  });

  it('lists lottery bets like any round: open until the draw, then paid, in one keyset with the rounds (issue 16)', async () => {
    const session = await played(1, 1);
    const [game] = await app.db
      .select()
      .from(catalogueGames)
      .where(and(eq(catalogueGames.vassalage, 'TCG_LOTTO'), eq(catalogueGames.isGame, 'GAME')))
      .limit(1);
    if (!game) throw new Error('no lottery game');
    const board = await call(app, 'GET', '/lotto/lgw/games/opened/numero', {
      token: session.token,
      query: { gameCode: game.gameCode },
    });
    const draw = drawToBet(board.json.value as LotteryBoard);
    if (!draw) throw new Error('no open draw');
    const slip = await call(app, 'POST', '/lotto/lgw/bets', {
      token: session.token,
      body: {
        gameCode: game.gameCode,
        drawNumber: draw.drawNumber,
        bets: [
          { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '200' },
          { playType: 'FAST_ODD_EVEN', selection: { side: 'odd' }, stake: '300' },
        ],
        idempotencyKey: randomUUID(),
      },
    });
    expect(slip.status, JSON.stringify(slip.json)).toBe(200);
    const betIds: string[] = slip.json.value.bets.map((b: { betId: string }) => `LOT-${b.betId}`);
    // Newest first: the two lottery bets, then the rounds; page size 1 crosses both tables.
    const open = await allPages(session.token, bets, { pageSize: '1' });
    expect(open.map((r) => r.roundId)).toEqual([
      ...[...betIds].reverse(),
      ...[...session.rounds].reverse().map((r) => r.roundId),
    ]);
    expect(open[0]).toMatchObject({
      status: 'open',
      nodeId: game.nodeId,
      vendor: 'TCG_LOTTO',
      category: game.gameType,
      bet: '300',
    });
    const lott = await get(session.token, bets, { category: game.gameType });
    expect(lott.json.value.totals).toMatchObject({ rounds: 2, bet: '500' });

    await lotterySettlement(app.db, app.ledger).settleDue({
      merchantId: merchant.id,
      now: new Date(draw.drawAt),
    });
    const settled = (await get(session.token, bets, { nodeId: game.nodeId })).json.value;
    const payouts = slip.json.value.bets.map(() => 0);
    const mine = await call(app, 'GET', '/lotto/lgw/bets', {
      token: session.token,
      query: { state: 'settled' },
    });
    for (const b of mine.json.value.bets)
      payouts[betIds.indexOf(`LOT-${b.betId}`)] = Number(b.payout);
    expect(settled.rows.map((r: { status: string }) => r.status)).toEqual(['settled', 'settled']);
    expect(settled.rows.map((r: { payout: string }) => Number(r.payout))).toEqual(
      [...payouts].reverse(),
    );
    expect(settled.totals.payout).toBe(String(payouts[0] + payouts[1]));
    const profit = await get(session.token, '/wps/member/records/profit');
    const lottDay = profit.json.value.days.find(
      (d: { category: string }) => d.category === game.gameType,
    );
    expect(lottDay).toMatchObject({
      rounds: 2,
      bet: '500',
      payout: String(payouts[0] + payouts[1]),
    });
  });

  it('keeps the totals until the member’s money moves; a change that moves none counts within 5 s', async () => {
    const m = await played(0, 2);
    const dayMs = 86_400_000;
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    // Whole days, today's among them, so the totals read the daily sums.
    const range = {
      from: new Date(today - 5 * dayMs).toISOString(),
      to: new Date(today + 2 * dayMs).toISOString(),
    };
    const rounds = async () => (await get(m.token, bets, range)).json.value.totals.rounds;
    expect(await rounds()).toBe(2);
    // Written straight into the daily sums, as a round that moves no money would be: no event.
    await app.db.execute(sql`
      update game_round_days set rounds = rounds + 10 where member_id = ${m.member.id}`);
    expect(await rounds()).toBe(2);
    // A round moves money: its totals are read again at once, with the change above.
    await roll(m.dice);
    expect(await rounds()).toBe(13);
    await app.db.execute(sql`
      update game_round_days set rounds = rounds + 10 where member_id = ${m.member.id}`);
    // Unannounced, it shows once the kept totals are older than betTotalsCacheMs.
    await vi.waitFor(async () => expect(await rounds()).toBe(23), {
      timeout: betTotalsCacheMs * 4,
      interval: 100,
    });
  });

  it('never shows another member’s rounds', async () => {
    const a = await played(2, 0);
    const b = await played(1, 1);
    const rowsOfA = await allPages(a.token, bets, {});
    const rowsOfB = await allPages(b.token, bets, {});
    expect(rowsOfA.map((r) => r.roundId).sort()).toEqual(a.rounds.map((r) => r.roundId).sort());
    expect(rowsOfB.map((r) => r.roundId).sort()).toEqual(b.rounds.map((r) => r.roundId).sort());
  });
});

describe('account record (§2.9 transactionHistory, §7.3 ODSFE2_MemTransDet)', () => {
  it('lists each movement with kind, signed amount, balance after and the round as reference', async () => {
    const { token, member, rounds } = await played(2, 1);
    const rows = await allPages(token, movements, { pageSize: '2' });
    const bet = rounds.reduce((n, r) => n + Number(r.bet), 0);
    const payout = rounds.reduce((n, r) => n + Number(r.payout), 0);
    const betRounds = rounds.filter((r) => Number(r.bet) > 0);
    const paidRounds = rounds.filter((r) => Number(r.payout) > 0).length;
    expect(rows).toHaveLength(1 + betRounds.length + paidRounds);
    const oldest = rows[rows.length - 1];
    expect(oldest).toMatchObject({ kind: 'deposit', amount: '1000000', balanceAfter: '1000000' });
    // Each row's balance after is the one below it plus its own amount.
    for (let i = 0; i < rows.length - 1; i += 1)
      expect(Number(rows[i].balanceAfter)).toBe(
        Number(rows[i + 1].balanceAfter) + Number(rows[i].amount),
      );
    const balances = await app.ledger.balances(member.id);
    expect(rows[0].balanceAfter).toBe(String(balances[0]?.balanceMinor));
    expect(Number(rows[0].balanceAfter)).toBe(1_000_000 - bet + payout);
    for (const round of rounds) {
      const legs = rows.filter((r) => r.reference === `demo-round:${round.roundId}`);
      if (Number(round.bet) > 0)
        expect(legs.find((r) => r.kind === 'bet')?.amount).toBe(`-${round.bet}`);
      if (Number(round.payout) > 0)
        expect(legs.find((r) => r.kind === 'payout')?.amount).toBe(round.payout);
    }
    const onlyBets = await allPages(token, movements, { kind: 'bet' });
    expect(onlyBets.map((r) => r.kind)).toEqual(betRounds.map(() => 'bet'));
  });

  it('pages a transfer between two wallets of the member as two rows, neither lost nor repeated', async () => {
    const { member, token } = await player(app, merchant, { fundMinor: 5_000n });
    const ledger = app.ledger;
    await ledger.configureMerchant(merchant.id, { isSingle: false, vendorWallets: ['PG'] });
    try {
      const m = toLedgerMember(member);
      await ledger.walletTransfer(m, 'MAIN', 'PG', 1_000n, `move-${member.id}`);
      const rows = await allPages(token, movements, { pageSize: '1' });
      expect(rows.map((r) => [r.kind, r.wallet, r.amount])).toEqual([
        ['transfer', 'MAIN', '-1000'],
        ['transfer', 'PG', '1000'],
        ['deposit', 'MAIN', '5000'],
      ]);
    } finally {
      await ledger.configureMerchant(merchant.id, { isSingle: true, vendorWallets: [] });
    }
  });

  it('pages movements of one transaction whose ids differ in length in number order, none lost', async () => {
    const { member, token } = await player(app, merchant);
    const ids = await nextIdsCrossADigit('transfers');
    for (const [i, amountMinor] of [100n, 200n].entries())
      await app.ledger.credit(toLedgerMember(member), {
        amountMinor,
        idempotencyKey: `digits-${member.id}-${i}`,
      });
    // One time for both, as one transaction's movements have (a draw paying a slip's bets):
    // transfers are append-only, so the trigger is set aside for this one test update.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table transfers disable trigger transfers_no_update_or_delete`);
      await tx.execute(sql`update transfers set created_at = (select created_at from transfers
        where id = ${ids[0]}) where id = ${ids[1]}`);
      await tx.execute(sql`alter table transfers enable trigger transfers_no_update_or_delete`);
    });
    const rows = await allPages(token, movements, { pageSize: '1' });
    expect(rows.map((r) => [r.transferId, r.amount])).toEqual([
      [String(ids[1]), '200'],
      [String(ids[0]), '100'],
    ]);
  });

  it('never shows another member’s movements', async () => {
    const a = await played(1, 0);
    const b = await played(0, 1);
    const rowsOfB = await allPages(b.token, movements, {});
    expect(rowsOfB.some((r) => r.reference === `demo-round:${a.rounds[0]?.roundId}`)).toBe(false);
    expect(rowsOfB.filter((r) => r.kind === 'bet')).toHaveLength(1);
  });
});

describe('personal profit (§2.9 personalProfit) and bonus details (§2.9 bonusDetails)', () => {
  it('sums rounds per day of the brand’s time zone and per category', async () => {
    const { token, rounds } = await played(2, 1);
    const answer = await get(token, '/wps/member/records/profit');
    expect(answer.status).toBe(200);
    const { value } = answer.json;
    expect(value.timeZone).toBe('Asia/Tokyo');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const sum = (list: typeof rounds, pick: 'bet' | 'payout') =>
      list.reduce((n, r) => n + Number(r[pick]), 0);
    const slotRounds = rounds.filter((r) => r.game === slotGame);
    const diceRounds = rounds.filter((r) => r.game === diceGame);
    expect(value.days).toEqual(
      [
        [diceGame.gameType, diceRounds],
        [slotGame.gameType, slotRounds],
      ]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([category, list]) => {
          const l = list as typeof rounds;
          return {
            day: today,
            category,
            rounds: l.length,
            bet: String(sum(l, 'bet')),
            payout: String(sum(l, 'payout')),
            net: String(sum(l, 'payout') - sum(l, 'bet')),
          };
        }),
    );
    expect(value.totals.rounds).toBe(rounds.length);
  });

  it('answers bonus details as an empty list while no bonus was ever credited', async () => {
    const { token } = await played(1, 0);
    const answer = await get(token, '/wps/member/records/bonus');
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual({ currency: 'JPY', rows: [], next: null });
  });

  it('refuses a trial account on every record and export', async () => {
    const trial = await player(app, merchant, { type: 4 });
    for (const url of [
      bets,
      movements,
      '/wps/member/records/profit',
      '/wps/member/records/bonus',
      '/wps/member/records/bets.csv',
      '/wps/member/records/transactions.csv',
    ]) {
      const answer = await get(trial.token, url);
      expect(answer.status, url).toBe(403);
      expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });
});

describe('CSV exports', () => {
  async function csv(token: string, url: string, query: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'GET',
      url,
      query,
      headers: { merchant: 'ALPHA01', authorization: token, language: 'EN' },
    });
    return response;
  }

  it('exports the betting record with a header row, the screen’s columns and brand times', async () => {
    const { token } = await played(2, 1);
    const response = await csv(token, '/wps/member/records/bets.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time (Asia/Tokyo),round id,game,vendor,category,bet,payout,net,result');
    const screen = (await get(token, bets)).json.value.rows;
    expect(lines).toHaveLength(1 + screen.length);
    const tokyo = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Tokyo',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    screen.forEach((row: Record<string, string>, i: number) => {
      const net = row.net?.startsWith('-') ? `'${row.net}` : row.net;
      expect(lines[i + 1]).toBe(
        [
          tokyo.format(new Date(row.createdAt ?? '')),
          row.roundId,
          row.gameName,
          row.vendor,
          row.category,
          row.bet,
          row.payout,
          net,
          row.result,
        ].join(','),
      );
    });
    const filtered = await csv(token, '/wps/member/records/bets.csv', { category: 'FISH' });
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('exports the account record and quotes cells a spreadsheet would run as formulas', async () => {
    const { member, token } = await player(app, merchant, { fundMinor: 700n });
    const m = toLedgerMember(member);
    await app.ledger.debit(m, {
      amountMinor: 200n,
      kind: 'adjustment',
      idempotencyKey: `inject-a-${member.id}`,
      reference: '=HYPERLINK("http://evil.example","x")',
    });
    await app.ledger.credit(m, {
      amountMinor: 5n,
      kind: 'adjustment',
      idempotencyKey: `inject-b-${member.id}`,
      reference: '@SUM(1)',
    });
    const response = await csv(token, '/wps/member/records/transactions.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="account-record.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time (Asia/Tokyo),transfer id,kind,wallet,amount,balance after,reference',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,adjustment,MAIN,5,505,'@SUM\(1\)$/);
    expect(lines[2]).toMatch(
      /,adjustment,MAIN,'-200,500,"'=HYPERLINK\(""http:\/\/evil.example"",""x""\)"$/,
    );
    expect(lines[3]).toMatch(/,deposit,MAIN,700,700,$/);
  });
});
