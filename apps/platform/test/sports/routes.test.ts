import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { SportsBet, SportsBoard, SportsFixture } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGames, sportsFixtures } from '../../src/db/schema/index';
import { hide, unhide } from '../../src/modules/catalogue/hiding';
import type { HideTarget } from '../../src/modules/catalogue/hiding';
import type { Merchant } from '../../src/db/schema/index';
import { sportsSettlement } from '../../src/modules/sports/index';
import { quotesAt } from '../../src/modules/sports/games/schedule';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { player } from '../platform/demo-games.helpers';
import { call, testPlatform } from '../platform/helpers';
import { mainOf } from './helpers';

// Issue 16 item 4: the sports calls over HTTP, against the real engine, ledger and database.
let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('sports_routes');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function board(query: Record<string, string> = {}): Promise<SportsBoard> {
  const answer = await call(app, 'GET', '/lgw/sports/fixtures', { query });
  expect(answer.status).toBe(200);
  return answer.json.value as SportsBoard;
}

function bet(token: string, body: Record<string, unknown>) {
  return call(app, 'POST', '/lgw/sports/bets', {
    token,
    body: { idempotencyKey: randomUUID(), ...body },
  });
}

async function myBets(token: string, query: Record<string, string> = {}) {
  const answer = await call(app, 'GET', '/lgw/sports/bets', { token, query });
  expect(answer.status).toBe(200);
  return answer.json.value as { bets: SportsBet[]; next: string | null };
}

/** A pick as the page sends it: the market's line and the odds on the board. */
function pickOf(fixture: SportsFixture, market = 'MATCH', selection = 'home') {
  const quote = fixture.markets.find((m) => m.market === market);
  const odds = quote?.selections.find((s) => s.selection === selection)?.odds;
  if (!quote || !odds) throw new Error(`no ${market} ${selection}`);
  return {
    fixtureId: fixture.fixtureId,
    market,
    selection,
    ...(quote.line === null ? {} : { line: quote.line }),
    odds,
  };
}

/**
 * The open fixtures kicking off soonest, a minute or more ahead (the odds seen are the odds when
 * placed unless a 30-s step passes between: `placeFresh` tries again then).
 */
async function openFixtures(count: number, sport?: string): Promise<SportsFixture[]> {
  const fixtures = (await board(sport ? { sport } : {})).fixtures.filter(
    (f) => f.state === 'open' && Date.parse(f.kickoffAt) > Date.now() + 60_000,
  );
  const chosen = fixtures.slice(0, count);
  if (chosen.length < count) throw new Error('not enough open fixtures');
  return chosen;
}

/** Runs a placement again when the odds moved to the next 30-s step between board and bet. */
async function placeFresh(
  token: string,
  build: () => Promise<Record<string, unknown>>,
): Promise<{ status: number; json: { value: { bets: SportsBet[]; balance: string } } }> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await bet(token, await build());
    if (answer.json.errorCode !== 'SPORTS_ODDS_CHANGED' || attempt >= 2) return answer;
  }
}

const hundredths = (odds: string) => Math.round(Number(odds) * 100);

describe('sports fixtures (§2.1 /fbSports)', () => {
  it('shows a visitor the leagues and fixtures, each open one with its markets and odds now', async () => {
    const all = await board({ language: 'EN' });
    expect(all.leagues.map((l) => l.code)).toEqual(['FBA', 'FBB', 'BKA', 'BKB', 'ESA', 'ESB']);
    expect(all.minStake).toBe('100');
    expect(all.maxStake).toBe('50000');
    expect(all.maxPicks).toBe(10);
    expect(Date.parse(all.oddsUntil)).toBeGreaterThan(Date.parse(all.serverTime));
    const open = all.fixtures.filter((f) => f.state === 'open');
    expect(new Set(open.map((f) => f.sport))).toEqual(
      new Set(['football', 'basketball', 'esports']),
    );
    for (const f of open) {
      expect(Date.parse(f.kickoffAt)).toBeGreaterThan(Date.parse(all.serverTime));
      expect(f.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(f.score).toBeNull();
      expect(f.markets.map((m) => m.market)).toEqual(['MATCH', 'HANDICAP', 'TOTAL']);
      const match = f.markets[0];
      expect(match?.line).toBeNull();
      expect(match?.selections.map((s) => s.selection)).toEqual(
        f.sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away'],
      );
      for (const m of f.markets) {
        if (m.market !== 'MATCH') expect(Math.abs((m.line ?? 0) % 1)).toBe(0.5);
        for (const s of m.selections) expect(s.odds).toMatch(/^\d+\.\d\d$/);
      }
    }
    const kickoffs = all.fixtures.map((f) => Date.parse(f.kickoffAt));
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
  });

  it('filters by sport and league, names in the language asked, and refuses bad filters by field', async () => {
    const basketball = await board({ sport: 'basketball', language: 'JA' });
    expect(basketball.leagues.map((l) => l.code)).toEqual(['BKA', 'BKB']);
    expect(basketball.leagues[0]?.name).toBe('コンチネンタル・バスケットボールリーグ');
    expect(basketball.fixtures.every((f) => f.sport === 'basketball')).toBe(true);
    expect(basketball.fixtures[0]?.home.name).toMatch(/・/);
    const esb = await board({ league: 'ESB' });
    expect(esb.fixtures.length).toBeGreaterThan(0);
    expect(esb.fixtures.every((f) => f.league === 'ESB')).toBe(true);
    const mismatch = await board({ sport: 'football', league: 'ESB' });
    expect(mismatch.fixtures).toEqual([]);

    const unknown = await call(app, 'GET', '/lgw/sports/fixtures', { query: { league: 'XYZ' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.fields).toEqual([{ field: 'league', message: expect.any(String) }]);
    const badSport = await call(app, 'GET', '/lgw/sports/fixtures', { query: { sport: 'golf' } });
    expect(badSport.status).toBe(400);
    expect(badSport.json.errorCode).toBe('VALIDATION_FAILED');
    expect(badSport.json.fields[0].field).toBe('sport');
    const badLeague = await call(app, 'GET', '/lgw/sports/fixtures', { query: { league: 'fb' } });
    expect(badLeague.status).toBe(400);
    expect(badLeague.json.fields[0].field).toBe('league');
  });

  it('does not list a fixture that ended long ago unplayed (the platform was down), nor drop one just ended', async () => {
    const [stale, recent] = await openFixtures(2, 'football');
    if (!stale || !recent) throw new Error('two fixtures');
    const minute = 60_000;
    // As after a downtime: kick-off and full time passed while no job played them out.
    const moveTo = (id: string, endedMsAgo: number) =>
      app.db
        .update(sportsFixtures)
        .set({
          kickoffAt: new Date(Date.now() - endedMsAgo - 5 * minute),
          endsAt: new Date(Date.now() - endedMsAgo),
        })
        .where(eq(sportsFixtures.id, BigInt(id)));
    await moveTo(stale.fixtureId, 60 * minute);
    await moveTo(recent.fixtureId, 5 * minute);
    const shown = (await board({ sport: 'football' })).fixtures.map((f) => f.fixtureId);
    expect(shown).not.toContain(stale.fixtureId);
    expect(shown).toContain(recent.fixtureId);
  });
});

describe('sports bets', () => {
  it('places a two-leg accumulator at the odds seen; it plays out and pays stake × both odds through the ledger', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const placed = await placeFresh(m.token, async () => {
      const [a, b] = await openFixtures(2);
      if (!a || !b) throw new Error('two fixtures');
      return {
        kind: 'accumulator',
        stake: '1000',
        picks: [pickOf(a, 'MATCH', 'home'), pickOf(b, 'TOTAL', 'over')],
      };
    });
    expect(placed.status).toBe(200);
    const [acca] = placed.json.value.bets;
    if (!acca) throw new Error('no bet');
    expect(placed.json.value.balance).toBe('9000');
    expect(acca).toMatchObject({ kind: 'accumulator', stake: '1000', state: 'open', payout: null });
    expect(acca.legs).toHaveLength(2);
    const [o1, o2] = acca.legs.map((l) => BigInt(hundredths(l.odds)));
    if (o1 === undefined || o2 === undefined) throw new Error('two legs');
    const expected = (1000n * o1 * o2) / 10_000n;
    expect(acca.potentialReturn).toBe(String(expected));
    expect(acca.legs[1]).toMatchObject({ market: 'TOTAL', selection: 'over', result: 'open' });
    expect((await myBets(m.token)).bets.map((b) => b.betId)).toEqual([acca.betId]);
    expect((await myBets(m.token, { state: 'settled' })).bets).toEqual([]);

    // Both fixtures play out: the settlement run as at a time after both full times.
    const played = await app.db
      .select({ endsAt: sportsFixtures.endsAt })
      .from(sportsFixtures)
      .where(
        inArray(
          sportsFixtures.id,
          acca.legs.map((l) => BigInt(l.fixtureId)),
        ),
      );
    const end = Math.max(...played.map((f) => f.endsAt.getTime()));
    const report = await sportsSettlement(app.db, app.ledger).settleDue({
      merchantId: alpha.id,
      now: new Date(end + 1000),
    });
    expect(report.settledBets).toBeGreaterThanOrEqual(1);
    expect((await myBets(m.token)).bets).toEqual([]);
    const [settled] = (await myBets(m.token, { state: 'settled' })).bets;
    if (!settled) throw new Error('not settled');
    for (const leg of settled.legs) {
      expect(leg.fixtureState).toBe('played');
      expect(leg.score).not.toBeNull();
      const { home, away } = leg.score ?? { home: 0, away: 0 };
      const won = leg.market === 'MATCH' ? home > away : home + away > (leg.line ?? Number.NaN);
      expect(leg.result).toBe(won ? 'won' : 'lost');
    }
    const allWon = settled.legs.every((l) => l.result === 'won');
    expect(settled.state).toBe(allWon ? 'won' : 'lost');
    expect(settled.payout).toBe(allWon ? String(expected) : '0');
    const main = await mainOf(app.ledger, toLedgerMember(m.member));
    expect(main).toEqual({
      balance: allWon ? 9000n + expected : 9000n,
      held: 0n,
      available: allWon ? 9000n + expected : 9000n,
    });
  });

  it('places singles, each its own bet with its own stake', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const placed = await placeFresh(m.token, async () => {
      const [a, b] = await openFixtures(2, 'esports');
      if (!a || !b) throw new Error('two fixtures');
      return {
        kind: 'singles',
        picks: [
          { ...pickOf(a, 'MATCH', 'away'), stake: '100' },
          { ...pickOf(b, 'HANDICAP', 'home'), stake: '250' },
        ],
      };
    });
    expect(placed.status).toBe(200);
    expect(placed.json.value.bets.map((b) => [b.kind, b.stake, b.legs.length])).toEqual([
      ['single', '100', 1],
      ['single', '250', 1],
    ]);
    expect(placed.json.value.balance).toBe('9650');
    const page1 = await myBets(m.token, { pageSize: '1' });
    expect(page1.bets).toHaveLength(1);
    expect(page1.next).not.toBeNull();
    const page2 = await myBets(m.token, { pageSize: '1', cursor: page1.next ?? '' });
    expect(page2.bets[0]?.stake).toBe('100');
    expect(page2.next).toBeNull();
  });

  it('refuses a moved price naming the leg and the new odds; takes higher odds when asked to', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const [a, b] = await openFixtures(2, 'football');
    if (!a || !b) throw new Error('two fixtures');
    const seen = pickOf(b, 'MATCH', 'draw');
    const lower = ((hundredths(seen.odds) - 1) / 100).toFixed(2);
    const changed = await bet(m.token, {
      kind: 'accumulator',
      stake: '100',
      picks: [{ ...seen, odds: lower }, pickOf(a)],
    });
    expect(changed.status).toBe(409);
    expect(changed.json.errorCode).toBe('SPORTS_ODDS_CHANGED');
    expect(changed.json.message).toContain('leg 1');
    expect(changed.json.fields).toEqual([
      { field: 'picks.0.odds', message: expect.stringMatching(/^now \d+\.\d\d$/) },
    ]);
    expect((await myBets(m.token)).bets).toEqual([]);

    let sent = 0;
    const better = await placeFresh(m.token, async () => {
      const [x] = await openFixtures(1, 'football');
      if (!x) throw new Error('a fixture');
      const pick = pickOf(x, 'MATCH', 'draw');
      sent = hundredths(pick.odds) - 5;
      return {
        kind: 'singles',
        acceptBetterOdds: true,
        picks: [{ ...pick, odds: (sent / 100).toFixed(2), stake: '100' }],
      };
    });
    expect(better.status).toBe(200);
    // Taken at the higher odds now, not the lower ones sent.
    expect(hundredths(better.json.value.bets[0]?.legs[0]?.odds ?? '0')).toBeGreaterThan(sent);
  });

  it('answers bad input with the field, never a 500', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const [a, b] = await openFixtures(2, 'football');
    if (!a || !b) throw new Error('two fixtures');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'singles', picks: [] }, 400, 'picks'],
      [{ kind: 'parlay', picks: [pickOf(a)] }, 400, 'kind'],
      [
        { kind: 'singles', picks: [{ ...pickOf(a), odds: '1.9', stake: '100' }] },
        400,
        'picks.0.odds',
      ],
      [
        { kind: 'singles', picks: [{ ...pickOf(a, 'TOTAL', 'over'), line: 2, stake: '100' }] },
        400,
        'picks.0.line',
      ],
      [
        { kind: 'singles', picks: [{ ...pickOf(a, 'TOTAL', 'over'), line: 3.5, stake: '100' }] },
        400,
        'picks.0.line',
      ],
      [
        { kind: 'singles', picks: [{ ...pickOf(a), selection: 'over', stake: '100' }] },
        400,
        'picks.0.selection',
      ],
      [
        { kind: 'singles', picks: [{ ...pickOf(a), fixtureId: 'x1', stake: '100' }] },
        400,
        'picks.0.fixtureId',
      ],
      [
        { kind: 'singles', picks: [{ ...pickOf(a), fixtureId: '999999999', stake: '100' }] },
        404,
        'picks.0.fixtureId',
      ],
      [{ kind: 'singles', picks: [pickOf(a)] }, 400, 'picks.0.stake'],
      [{ kind: 'singles', picks: [{ ...pickOf(a), stake: '50' }] }, 400, 'picks.0.stake'],
      [{ kind: 'singles', picks: [{ ...pickOf(a), stake: '100.5' }] }, 400, 'picks.0.stake'],
      [{ kind: 'accumulator', stake: '100', picks: [pickOf(a)] }, 400, 'picks'],
      [{ kind: 'accumulator', picks: [pickOf(a), pickOf(b)] }, 400, 'stake'],
      [{ kind: 'accumulator', stake: '50001', picks: [pickOf(a), pickOf(b)] }, 400, 'stake'],
      [
        { kind: 'accumulator', stake: '100', picks: [pickOf(a), pickOf(a, 'TOTAL', 'under')] },
        400,
        'picks',
      ],
      [{ kind: 'singles', picks: [{ ...pickOf(a), stake: '100', extra: 1 }] }, 400, 'picks.0'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await bet(m.token, body);
      expect({ body, status: answer.status }).toEqual({ body, status });
      const fields = (answer.json.fields ?? []).map((f: { field: string }) => f.field);
      expect({ body, fields }).toEqual({ body, fields: expect.arrayContaining([field]) });
    }
    const poor = await player(app, alpha, { fundMinor: 50n });
    const broke = await bet(poor.token, {
      kind: 'singles',
      picks: [{ ...pickOf(a), stake: '100' }],
    });
    expect(broke.json.errorCode).toBe('INSUFFICIENT_FUNDS');
    const badCursor = await call(app, 'GET', '/lgw/sports/bets', {
      token: m.token,
      query: { cursor: 'abc' },
    });
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.fields[0].field).toBe('cursor');
  });

  it('refuses a fixture that kicked off, and shows it live with its closing odds', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const [a] = await openFixtures(1, 'basketball');
    if (!a) throw new Error('a fixture');
    // The clock reaches its kick-off: moved for this fixture only.
    await app.db
      .update(sportsFixtures)
      .set({ kickoffAt: new Date(Date.now() - 1000) })
      .where(eq(sportsFixtures.id, BigInt(a.fixtureId)));
    const closed = await bet(m.token, { kind: 'singles', picks: [{ ...pickOf(a), stake: '100' }] });
    expect(closed.status).toBe(409);
    expect(closed.json.errorCode).toBe('SPORTS_BETTING_CLOSED');
    expect(closed.json.fields[0].field).toBe('picks.0.fixtureId');
    const shown = (await board({ league: a.league })).fixtures.find(
      (f) => f.fixtureId === a.fixtureId,
    );
    expect(shown?.state).toBe('live');
    // Issue 17 item 3: the row keeps its markets (its height) at kick-off, with the odds quoted
    // then, not the odds of now, which move every 30 s.
    const [row] = await app.db
      .select()
      .from(sportsFixtures)
      .where(eq(sportsFixtures.id, BigInt(a.fixtureId)));
    if (!row) throw new Error('the fixture row');
    const closing = quotesAt(row, row.kickoffAt);
    expect(shown?.markets.map((m) => m.market)).toEqual(['MATCH', 'HANDICAP', 'TOTAL']);
    expect(shown?.markets.map((m) => m.selections.map((s) => hundredths(s.odds)))).toEqual(
      closing.map((q) => q.selections.map((s) => s.odds)),
    );
  });

  it('needs a login to bet and a real account to bet or list bets (§6)', async () => {
    const [a] = await openFixtures(1);
    if (!a) throw new Error('a fixture');
    const body = { kind: 'singles', picks: [{ ...pickOf(a), stake: '100' }] };
    const visitor = await call(app, 'POST', '/lgw/sports/bets', {
      body: { ...body, idempotencyKey: randomUUID() },
    });
    expect(visitor.status).toBe(401);
    expect((await call(app, 'GET', '/lgw/sports/bets', {})).status).toBe(401);
    const trial = await player(app, alpha, { type: 4 });
    for (const answer of [
      await bet(trial.token, body),
      await call(app, 'GET', '/lgw/sports/bets', { token: trial.token }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });
});

describe('the sportsbook hidden by the operator (issue 6 hiding)', () => {
  const fixturesCall = () => call(app, 'GET', '/lgw/sports/fixtures', {});

  /** Runs `check` with the targets hidden for ALPHA01, showing them again afterwards. */
  async function whileHidden(targets: HideTarget[], check: () => Promise<void>) {
    for (const target of targets) await hide(app.db, alpha.id, target);
    try {
      await check();
    } finally {
      for (const target of targets) await unhide(app.db, alpha.id, target);
    }
  }

  const expectUnavailable = (answer: { status: number; json: { errorCode?: unknown } }) => {
    expect(answer.status).toBe(404);
    expect(answer.json.errorCode).toBe('SPORTS_UNAVAILABLE');
  };

  it('refuses the fixtures and a slip with SPORTS_UNAVAILABLE while vendor FB is hidden; nothing is held', async () => {
    const m = await player(app, alpha, { fundMinor: 10_000n });
    const [fixture] = await openFixtures(1);
    if (!fixture) throw new Error('no fixture');
    await whileHidden([{ kind: 'vendor', code: 'FB' }], async () => {
      const answer = await fixturesCall();
      expectUnavailable(answer);
      expect(answer.json.message).toBe(
        'Sports betting is not available on this site at the moment.',
      );
      expectUnavailable(
        await bet(m.token, { kind: 'singles', picks: [{ ...pickOf(fixture), stake: '100' }] }),
      );
      expect(await mainOf(app.ledger, toLedgerMember(m.member))).toMatchObject({
        balance: 10_000n,
        held: 0n,
      });
      // Another merchant's sportsbook is not touched.
      expect((await call(app, 'GET', '/lgw/sports/fixtures', { merchant: 'BETA01' })).status).toBe(
        200,
      );
    });
    expect((await fixturesCall()).status).toBe(200);
  });

  it('is unavailable with its category hidden, or every FB game, but not with one game hidden', async () => {
    await whileHidden([{ kind: 'category', code: 'SPORTS' }], async () => {
      expectUnavailable(await fixturesCall());
    });
    const games = await app.db
      .select({ nodeId: catalogueGames.nodeId })
      .from(catalogueGames)
      .where(eq(catalogueGames.vassalage, 'FB'));
    expect(games.length).toBeGreaterThan(1);
    const targets = games.map((g) => ({ kind: 'game', nodeId: g.nodeId }) as const);
    await whileHidden(targets.slice(0, 1), async () => {
      expect((await fixturesCall()).status).toBe(200);
    });
    await whileHidden(targets, async () => {
      expectUnavailable(await fixturesCall());
    });
    expect((await fixturesCall()).status).toBe(200);
  });
});
