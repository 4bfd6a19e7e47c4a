import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { sportsCommand } from '../../src/cli/commands/sports';
import { findCommand } from '../../src/cli/registry';
import type { Merchant } from '../../src/db/schema/index';
import { sportsBets, sportsFixtures } from '../../src/db/schema/index';
import { placeSportsBets } from '../../src/modules/sports/index';
import { scoreOf } from '../../src/modules/sports/games/fair';
import { rowsOf as dbRows } from '../../src/db/index';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { player } from '../platform/demo-games.helpers';
import { testPlatform } from '../platform/helpers';
import { mainOf, openFixtures, pickOf } from './helpers';

// Issue 16 item 4: operators (and the later end-to-end suite) drive fixtures with `sports ...`.
let app: FastifyInstance;
let merchant: Merchant;
beforeAll(async () => {
  app = await testPlatform('sports-cli');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant');
  merchant = found;
});
afterAll(async () => {
  if (app) expect(await app.ledger.check()).toEqual([]);
  await app?.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
async function sports(...args: string[]) {
  const result = await sportsCommand.run(ctx(), sportsCommand.parse(args));
  return { result, text: sportsCommand.format(result) };
}

/** A funded member's single on a coming fixture (the index-th soonest); the fixture. */
async function singleOn(index: number, stake: bigint) {
  const { member } = await player(app, merchant, { fundMinor: 10_000n });
  const now = new Date();
  // Fixtures at least a minute away, so none kicks off while the test runs.
  const fixtures = (await openFixtures(app, merchant.id, now)).filter(
    (f) => f.kickoffAt.getTime() > now.getTime() + 60_000,
  );
  const fixture = fixtures[index];
  if (!fixture) throw new Error('no fixture');
  await placeSportsBets(app.db, app.ledger, {
    member: toLedgerMember(member),
    kind: 'singles',
    picks: [pickOf(fixture, now, 'TOTAL', 'over', stake)],
    idempotencyKey: `cli-${index}`,
    now,
  });
  return { member, fixture };
}

/** Moves a fixture's kick-off and full time into the past, as if it had been played out. */
async function makeDue(id: bigint) {
  await app.db
    .update(sportsFixtures)
    .set({ kickoffAt: sql`now() - interval '2 seconds'`, endsAt: sql`now() - interval '1 second'` })
    .where(eq(sportsFixtures.id, id));
}

const rowsOf = (r: Awaited<ReturnType<typeof sports>>) =>
  r.result.action === 'fixtures' ? r.result.rows : [];

describe('sports (CLI)', () => {
  it('is registered once as `sports`', () => {
    expect(findCommand('sports')).toBeDefined();
  });

  it('lists fixtures with odds and the seed hidden until played; settles a due one, showing score and seed', async () => {
    const listed = await sports('fixtures', 'ALPHA01', '--limit', '500');
    const rows = rowsOf(listed);
    expect(new Set(rows.map((r) => r.league))).toEqual(
      new Set(['FBA', 'FBB', 'BKA', 'BKB', 'ESA', 'ESB']),
    );
    const football = rows.find((r) => r.league === 'FBA' && r.state === 'open');
    expect(football?.odds).toMatch(/^MATCH \d+\.\d\d\/\d+\.\d\d\/\d+\.\d\d; HANDICAP -?1\.5 /);
    expect(football).toMatchObject({ seed: '', score: '' });
    expect(football?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(football?.match).toMatch(/ v /);
    const esports = rowsOf(await sports('fixtures', 'ALPHA01', '--sport', 'esports'));
    expect(esports.length).toBeGreaterThan(0);
    expect(esports.every((r) => r.league?.startsWith('ES'))).toBe(true);

    const { member, fixture } = await singleOn(0, 1_000n);
    await makeDue(fixture.id);
    const settled = await sports('settle', 'ALPHA01');
    expect(settled.result).toMatchObject({ report: { settledBets: 1, voidedBets: 0 } });
    expect(settled.text).toMatch(
      /^ALPHA01: \d+ fixtures kicked off, \d+ played, 1 bets settled, 0 refunded$/,
    );
    const after = rowsOf(await sports('fixtures', 'ALPHA01', '--limit', '500')).find(
      (r) => r.id === String(fixture.id),
    );
    expect(after).toMatchObject({ state: 'played', odds: '' });
    expect(after?.score).toMatch(/^\d+-\d+$/);
    expect(after?.seed).toMatch(/^[0-9a-f]{64}$/);
    const main = await mainOf(app.ledger, toLedgerMember(member));
    expect(main.held).toBe(0n);
    const [bet] = await app.db.select().from(sportsBets).where(eq(sportsBets.memberId, member.id));
    expect(main.balance).toBe(9_000n + (bet?.payoutMinor ?? -1n));
  });

  it('plays an accumulator’s fixtures out now, before full time, and settles it once when run twice', async () => {
    const { member } = await player(app, merchant, { fundMinor: 10_000n });
    const now = new Date();
    const [a, b] = (await openFixtures(app, merchant.id, now)).filter(
      (f) => f.kickoffAt.getTime() > now.getTime() + 60_000 && f.league === 'FBB',
    );
    if (!a || !b) throw new Error('two fixtures');
    await placeSportsBets(app.db, app.ledger, {
      member: toLedgerMember(member),
      kind: 'accumulator',
      stakeMinor: 1_000n,
      picks: [pickOf(a, now, 'MATCH', 'home'), pickOf(b, now, 'TOTAL', 'under')],
      idempotencyKey: 'cli-play',
      now,
    });
    const ids = [String(a.id), String(b.id)];
    // Twice at once (two operators, or the job's node and one operator), then once more.
    const [one, two] = await Promise.all([
      sports('play', 'ALPHA01', ...ids),
      sports('play', 'ALPHA01', ...ids),
    ]);
    const reports = [one, two].map((r) => (r.result.action === 'play' ? r.result.report : null));
    expect(reports.reduce((n, r) => n + (r?.played ?? 0), 0)).toBe(2);
    expect(reports.reduce((n, r) => n + (r?.settledBets ?? 0), 0)).toBe(1);
    const again = await sports('play', 'ALPHA01', ...ids, ids[0] ?? '');
    expect(again.text).toBe(
      `ALPHA01: 0 fixtures played now (${ids.join(', ')} already played), 0 bets settled, 0 refunded`,
    );

    const fixtures = await app.db
      .select()
      .from(sportsFixtures)
      .where(sql`${sportsFixtures.id} in (${a.id}, ${b.id})`);
    // Played with the score its seed gives at full time, though full time has not come.
    for (const f of fixtures) {
      expect(f.state).toBe('played');
      expect(f.endsAt.getTime()).toBeGreaterThan(Date.now());
      expect({ home: f.homeScore, away: f.awayScore }).toEqual(scoreOf(f, f.serverSeed));
    }
    const [bet] = await app.db.select().from(sportsBets).where(eq(sportsBets.memberId, member.id));
    expect(bet?.state).toMatch(/^(won|lost)$/);
    const main = await mainOf(app.ledger, toLedgerMember(member));
    expect(main).toEqual({
      balance: 9_000n + (bet?.payoutMinor ?? -1n),
      held: 0n,
      available: 9_000n + (bet?.payoutMinor ?? -1n),
    });
    // One post and at most one payout in the ledger for the bet.
    const keys = await app.db.execute(
      sql`select idempotency_key from transfers where idempotency_key like ${`sports-bet:${bet?.id}:%`}`,
    );
    expect(
      dbRows<{ idempotency_key: string }>(keys)
        .map((r) => r.idempotency_key)
        .sort(),
    ).toEqual(
      bet?.state === 'won'
        ? [`sports-bet:${bet.id}:payout`, `sports-bet:${bet.id}:post`]
        : [`sports-bet:${bet?.id}:post`],
    );
    // A played fixture takes no more bets.
    const late = await player(app, merchant, { fundMinor: 1_000n });
    await expect(
      placeSportsBets(app.db, app.ledger, {
        member: toLedgerMember(late.member),
        kind: 'singles',
        picks: [pickOf(a, now, 'MATCH', 'home', 100n)],
        idempotencyKey: 'cli-play-late',
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'SPORTS_BETTING_CLOSED' });
  });

  it('refuses to play a cancelled fixture or another merchant’s', async () => {
    const [f] = (await openFixtures(app, merchant.id, new Date())).filter(
      (x) => x.league === 'BKB',
    );
    if (!f) throw new Error('no fixture');
    await sports('cancel', 'ALPHA01', String(f.id));
    await expect(sports('play', 'ALPHA01', String(f.id))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Fixture ${f.id} is cancelled: it cannot be played.`,
    });
    const other = (await app.repos.merchants.list()).find((m) => m.id !== merchant.id);
    if (!other) throw new Error('no other merchant');
    const [theirs] = await openFixtures(app, other.id, new Date());
    await expect(sports('play', 'ALPHA01', String(theirs?.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('cancels a fixture: its single is refunded, once', async () => {
    const { member, fixture } = await singleOn(1, 2_000n);
    expect((await mainOf(app.ledger, toLedgerMember(member))).held).toBe(2_000n);
    expect(
      (await sports('cancel', 'ALPHA01', String(fixture.id), '--reason', 'floodlights')).text,
    ).toBe(`fixture ${fixture.id} is now cancelled; 0 bets settled, 1 refunded`);
    expect(await mainOf(app.ledger, toLedgerMember(member))).toEqual({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
    expect((await sports('cancel', 'ALPHA01', String(fixture.id))).text).toBe(
      `fixture ${fixture.id} was already cancelled; 0 bets settled, 0 refunded`,
    );
    const [row] = await app.db
      .select()
      .from(sportsFixtures)
      .where(eq(sportsFixtures.id, fixture.id));
    expect(row?.cancelReason).toBe('floodlights');
  });

  it('refuses bad arguments with the usage, and unknown merchants and fixtures by code', async () => {
    expect(() => sportsCommand.parse(['fixtures'])).toThrow(UsageError);
    expect(() => sportsCommand.parse(['fixtures', 'ALPHA01', '--sport', 'golf'])).toThrow(
      '--sport must be one of football, basketball, esports, not golf',
    );
    expect(() => sportsCommand.parse(['fixtures', 'ALPHA01', '--limit', '0'])).toThrow(
      '--limit must be a whole number from 1 to 500, not 0',
    );
    expect(() => sportsCommand.parse(['cancel', 'ALPHA01', 'abc'])).toThrow(
      'abc is not a fixture id',
    );
    expect(() => sportsCommand.parse(['settle'])).toThrow(UsageError);
    expect(() => sportsCommand.parse(['play', 'ALPHA01'])).toThrow(UsageError);
    expect(() => sportsCommand.parse(['play', 'ALPHA01', '12', 'x'])).toThrow(
      'x is not a fixture id',
    );
    expect(() => sportsCommand.parse(['bet'])).toThrow(UsageError);
    await expect(sports('settle', 'NOPE')).rejects.toMatchObject({ code: 'MERCHANT_UNKNOWN' });
    await expect(sports('cancel', 'ALPHA01', '999999999')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the sports job', () => {
  let node: FastifyInstance;
  beforeAll(async () => {
    node = await testPlatform('sports-job', { sportsJobEveryMs: 100 });
  });
  afterAll(async () => {
    if (node) expect(await node.ledger.check()).toEqual([]);
    await node?.close();
  });

  /** Polls until `check` holds (the job runs on its own timer); the limit is only a backstop. */
  const until = (check: () => Promise<boolean>) =>
    vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 60_000, interval: 20 });

  it('makes every merchant’s coming fixtures and settles a bet on a played one by itself', async () => {
    const alpha = await node.repos.merchants.byCode('ALPHA01');
    if (!alpha) throw new Error('no merchant');
    const fixtures = async () =>
      node.db.select().from(sportsFixtures).where(eq(sportsFixtures.merchantId, alpha.id));
    await until(async () => new Set((await fixtures()).map((f) => f.league)).size === 6);

    const { member } = await player(node, alpha, { fundMinor: 5_000n });
    const now = new Date();
    const open = (await fixtures()).find(
      (f) => f.state === 'open' && f.kickoffAt.getTime() > now.getTime() + 60_000,
    );
    if (!open) throw new Error('no open fixture');
    const placed = await placeSportsBets(node.db, node.ledger, {
      member: toLedgerMember(member),
      kind: 'singles',
      picks: [pickOf(open, now, 'MATCH', 'home', 500n)],
      idempotencyKey: 'job',
      now,
    });
    await node.db
      .update(sportsFixtures)
      .set({
        kickoffAt: sql`now() - interval '2 seconds'`,
        endsAt: sql`now() - interval '1 second'`,
      })
      .where(eq(sportsFixtures.id, open.id));
    const betId = placed.bets[0]?.bet.id ?? -1n;
    await until(async () => {
      const [row] = await node.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
      return row?.state !== 'open';
    });
    const [row] = await node.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, open.id));
    expect(row?.state).toBe('played');
    const main = await mainOf(node.ledger, toLedgerMember(member));
    expect(main.held).toBe(0n);
  }, 90_000);
});
