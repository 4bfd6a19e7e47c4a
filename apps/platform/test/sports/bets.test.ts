import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { sportsBets, sportsFixtures } from '../../src/db/schema/index';
import type { SportsFixture } from '../../src/db/schema/index';
import { netLossSince } from '../../src/modules/responsible-gambling/repository';
import {
  fixtureResults,
  placeSportsBets,
  quotesAt,
  sportsSettlement,
  verifyStoredFixture,
} from '../../src/modules/sports/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger } from '../../src/modules/wallet/index';
import { codeOf } from '../cashier/fixtures';
import { openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { mainOf, openFixtures, pickOf, sportsLedgerCounts } from './helpers';

let handle: DatabaseHandle;
let ledger: Ledger;
beforeAll(async () => {
  handle = await openTestDatabase('sports_bets');
  ledger = createLedger(handle.db);
}, 60_000);
afterAll(async () => {
  if (handle) expect(await ledger.check()).toEqual([]);
  await handle?.close();
});

const t0 = new Date(Date.UTC(2026, 10, 28, 9, 0, 5));

async function setup(fund = 100_000n) {
  const merchant = await seedMerchant(handle);
  const member = await seedMember(handle, merchant.id);
  await ledger.credit(member, { amountMinor: fund, idempotencyKey: `fund:${member.id}` });
  const fixtures = await openFixtures(handle, merchant.id, t0);
  return { merchant, member, fixtures };
}

const at = (list: SportsFixture[], i: number) => {
  const f = list[i];
  if (!f) throw new Error(`no fixture ${i}`);
  return f;
};

describe('sports bets (issue 16 item 4)', () => {
  it('fixtures are made ahead in every league, each with a published seed hash, once however often asked', async () => {
    const { merchant, fixtures } = await setup();
    expect(new Set(fixtures.map((f) => f.league))).toEqual(
      new Set(['FBA', 'FBB', 'BKA', 'BKB', 'ESA', 'ESB']),
    );
    for (const f of fixtures) {
      expect(f.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(f.homeTeam).not.toBe(f.awayTeam);
    }
    expect((await openFixtures(handle, merchant.id, t0)).map((f) => f.serverSeed)).toEqual(
      fixtures.map((f) => f.serverSeed),
    );
  });

  it('a slip of singles holds each stake; a retry answers the same bets; another slip on the key is refused', async () => {
    const { member, fixtures } = await setup();
    const slip = {
      member,
      kind: 'singles' as const,
      picks: [
        pickOf(at(fixtures, 0), t0, 'MATCH', 'home', 1_000n),
        pickOf(at(fixtures, 1), t0, 'TOTAL', 'over', 500n),
      ],
      idempotencyKey: 'singles',
      now: t0,
    };
    const placed = await placeSportsBets(handle.db, ledger, slip);
    expect(placed.replayed).toBe(false);
    expect(placed.bets.map((b) => [b.bet.kind, b.bet.stakeMinor, b.legs.length])).toEqual([
      ['single', 1_000n, 1],
      ['single', 500n, 1],
    ]);
    expect(placed.balanceMinor).toBe(98_500n);
    expect(await mainOf(ledger, member)).toEqual({
      balance: 100_000n,
      held: 1_500n,
      available: 98_500n,
    });
    const again = await placeSportsBets(handle.db, ledger, slip);
    expect(again.replayed).toBe(true);
    expect(again.bets.map((b) => b.bet.id)).toEqual(placed.bets.map((b) => b.bet.id));
    await expect(
      placeSportsBets(handle.db, ledger, { ...slip, picks: slip.picks.slice(0, 1) }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await mainOf(ledger, member)).held).toBe(1_500n);
  });

  it('an accumulator is one bet of 2 to 10 legs, at most one per fixture', async () => {
    const { member, fixtures } = await setup();
    const picks = [0, 1, 2].map((i) => pickOf(at(fixtures, i), t0, 'HANDICAP', 'away'));
    const placed = await placeSportsBets(handle.db, ledger, {
      member,
      kind: 'accumulator',
      picks,
      stakeMinor: 2_000n,
      idempotencyKey: 'acca',
      now: t0,
    });
    expect(placed.bets).toHaveLength(1);
    expect(placed.bets[0]?.legs.map((l) => l.odds)).toEqual(picks.map((p) => p.odds));
    const refused = (p: typeof picks, key: string) =>
      codeOf(
        placeSportsBets(handle.db, ledger, {
          member,
          kind: 'accumulator',
          picks: p,
          stakeMinor: 2_000n,
          idempotencyKey: key,
          now: t0,
        }),
      );
    const f0 = at(fixtures, 0);
    expect(await refused([pickOf(f0, t0), pickOf(f0, t0, 'TOTAL', 'under')], 'same')).toBe(
      'VALIDATION_FAILED',
    );
    expect(await refused(picks.slice(0, 1), 'one')).toBe('VALIDATION_FAILED');
    expect(await mainOf(ledger, member)).toMatchObject({ held: 2_000n });
  });

  it('stakes are 1.00 to 500.00 per bet; a trial account is refused', async () => {
    const { merchant, member, fixtures } = await setup();
    const single = (stake: bigint) =>
      codeOf(
        placeSportsBets(handle.db, ledger, {
          member,
          kind: 'singles',
          picks: [pickOf(at(fixtures, 0), t0, 'MATCH', 'away', stake)],
          idempotencyKey: `stake-${stake}`,
          now: t0,
        }),
      );
    expect(await single(99n)).toBe('VALIDATION_FAILED');
    expect(await single(50_001n)).toBe('VALIDATION_FAILED');
    expect(await single(100n)).toBe('ok');
    expect(await single(50_000n)).toBe('ok');
    const trial = await seedMember(handle, merchant.id, 4);
    await expect(
      placeSportsBets(handle.db, ledger, {
        member: trial,
        kind: 'singles',
        picks: [pickOf(at(fixtures, 0), t0, 'MATCH', 'away', 100n)],
        idempotencyKey: 'trial',
        now: t0,
      }),
    ).rejects.toMatchObject({ code: 'REAL_ACCOUNT_REQUIRED' });
  });

  it('changed odds refuse the slip naming the leg and the new odds, unless it accepts better odds', async () => {
    const { member, fixtures } = await setup();
    const f = at(fixtures, 1);
    const good = pickOf(at(fixtures, 0), t0, 'MATCH', 'home', 1_000n);
    const current = pickOf(f, t0, 'MATCH', 'away', 1_000n);
    const slip = (odds: number, acceptBetterOdds: boolean, key: string) =>
      placeSportsBets(handle.db, ledger, {
        member,
        kind: 'singles',
        picks: [good, { ...current, odds }],
        acceptBetterOdds,
        idempotencyKey: key,
        now: t0,
      });
    const price = (o: number) => (o / 100).toFixed(2);
    await expect(slip(current.odds + 5, false, 'higher')).rejects.toMatchObject({
      code: 'SPORTS_ODDS_CHANGED',
      message: expect.stringContaining(`leg 2 (`) as unknown as string,
      extra: { fields: [{ field: 'picks.1.odds', message: `now ${price(current.odds)}` }] },
    });
    await expect(slip(current.odds - 5, false, 'lower')).rejects.toMatchObject({
      code: 'SPORTS_ODDS_CHANGED',
      message: expect.stringContaining(
        `from ${price(current.odds - 5)} to ${price(current.odds)}`,
      ) as unknown as string,
    });
    // Worse odds now than seen: refused even when better odds are accepted.
    await expect(slip(current.odds + 5, true, 'worse')).rejects.toMatchObject({
      code: 'SPORTS_ODDS_CHANGED',
    });
    expect(await mainOf(ledger, member)).toMatchObject({ held: 0n });
    // Better odds now than seen, and accepted: placed at the current, higher odds.
    const placed = await slip(current.odds - 5, true, 'better');
    expect(placed.bets[1]?.legs[0]?.odds).toBe(current.odds);
  });

  it('odds seen earlier meet the odds of now: the slip is refused when they moved', async () => {
    const { member, fixtures } = await setup();
    const f = at(fixtures, fixtures.length - 1);
    const seen = pickOf(f, t0, 'MATCH', 'home', 1_000n);
    // A later moment before kick-off whose price differs (they move every 30 s).
    let later = t0;
    for (let k = 1; k < 40; k += 1) {
      const t = new Date(t0.getTime() + k * 30_000);
      if (t >= f.kickoffAt) break;
      if (pickOf(f, t, 'MATCH', 'home').odds !== seen.odds) {
        later = t;
        break;
      }
    }
    expect(later).not.toBe(t0);
    await expect(
      placeSportsBets(handle.db, ledger, {
        member,
        kind: 'singles',
        picks: [seen],
        idempotencyKey: 'moved',
        now: later,
      }),
    ).rejects.toMatchObject({ code: 'SPORTS_ODDS_CHANGED' });
  });

  it('betting closes at kick-off, and on a fixture kicked off whatever the slip’s clock says', async () => {
    const { merchant, member, fixtures } = await setup();
    const f = at(fixtures, 0);
    const kick = f.kickoffAt;
    const pick = pickOf(f, kick, 'MATCH', 'home', 1_000n);
    await expect(
      placeSportsBets(handle.db, ledger, {
        member,
        kind: 'singles',
        picks: [pick],
        idempotencyKey: 'at-kickoff',
        now: kick,
      }),
    ).rejects.toMatchObject({ code: 'SPORTS_BETTING_CLOSED' });
    await sportsSettlement(handle.db, ledger).settleDue({ merchantId: merchant.id, now: kick });
    const [row] = await handle.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, f.id));
    expect(row?.state).toBe('live');
    await expect(
      placeSportsBets(handle.db, ledger, {
        member,
        kind: 'singles',
        picks: [pickOf(f, t0, 'MATCH', 'home', 1_000n)],
        idempotencyKey: 'stale-clock',
        now: t0,
      }),
    ).rejects.toMatchObject({ code: 'SPORTS_BETTING_CLOSED' });
    expect(await mainOf(ledger, member)).toMatchObject({ held: 0n });
  });

  it('settles singles and an accumulator with a cancelled leg by the scores; net loss counts them', async () => {
    const { merchant, member, fixtures } = await setup();
    const [a, b, c] = [at(fixtures, 0), at(fixtures, 1), at(fixtures, 2)];
    await placeSportsBets(handle.db, ledger, {
      member,
      kind: 'singles',
      picks: [pickOf(a, t0, 'MATCH', 'home', 1_000n), pickOf(a, t0, 'MATCH', 'away', 1_000n)],
      idempotencyKey: 'two-sides',
      now: t0,
    });
    const acca = [pickOf(a, t0, 'TOTAL', 'over'), pickOf(b, t0, 'TOTAL', 'under'), pickOf(c, t0)];
    await placeSportsBets(handle.db, ledger, {
      member,
      kind: 'accumulator',
      picks: acca,
      stakeMinor: 777n,
      idempotencyKey: 'acca',
      now: t0,
    });
    const settlement = sportsSettlement(handle.db, ledger);
    await settlement.cancelFixture(merchant.id, c.id, 'test');
    const end = new Date(Math.max(a.endsAt.getTime(), b.endsAt.getTime()));
    const report = await settlement.settleDue({ merchantId: merchant.id, now: end });
    expect(report.settledBets).toBe(3);
    const played = await handle.db
      .select()
      .from(sportsFixtures)
      .where(eq(sportsFixtures.merchantId, merchant.id));
    const score = (id: bigint) => {
      const f = played.find((x) => x.id === id);
      if (f?.state !== 'played') throw new Error('not played');
      return { home: f.homeScore ?? -1, away: f.awayScore ?? -1, seed: f.serverSeed };
    };
    const sa = score(a.id);
    const sb = score(b.id);
    const bets = await handle.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.memberId, member.id))
      .orderBy(sportsBets.id);
    const [home, away, accumulator] = bets;
    const oddsA = (s: 'home' | 'away') => pickOf(a, t0, 'MATCH', s).odds;
    expect(home?.payoutMinor).toBe(
      sa.home > sa.away ? (1_000n * BigInt(oddsA('home'))) / 100n : 0n,
    );
    expect(away?.payoutMinor).toBe(
      sa.away > sa.home ? (1_000n * BigInt(oddsA('away'))) / 100n : 0n,
    );
    const legsWin =
      sa.home + sa.away > (acca[0]?.line ?? 0) / 10 &&
      sb.home + sb.away < (acca[1]?.line ?? 0) / 10;
    // The cancelled fixture's leg counts 1.00.
    const expected = legsWin
      ? (777n * BigInt(acca[0]?.odds ?? 0) * BigInt(acca[1]?.odds ?? 0)) / 10_000n
      : 0n;
    expect(accumulator?.payoutMinor).toBe(expected);
    expect(accumulator?.state).toBe(legsWin ? 'won' : 'lost');
    const paid = bets.reduce((s, x) => s + x.payoutMinor, 0n);
    expect(await mainOf(ledger, member)).toEqual({
      balance: 100_000n - 2_777n + paid,
      held: 0n,
      available: 100_000n - 2_777n + paid,
    });
    const loss = 2_777n - paid;
    expect(await netLossSince(handle.db, member.id, new Date(0))).toBe(loss > 0n ? loss : 0n);
    expect(await sportsLedgerCounts(handle, merchant.id)).toMatchObject({ posts: 3, pending: 0 });
    // The results history shows the score and the revealed seed, which verifies it.
    const history = await fixtureResults(handle.db, merchant.id, a.league);
    expect(history[0]).toMatchObject({ id: a.id, state: 'played', seed: sa.seed });
    expect(history[0]?.score).toEqual({ home: sa.home, away: sa.away });
    expect(await verifyStoredFixture(handle.db, merchant.id, a.id)).toEqual({
      hashMatches: true,
      score: { home: sa.home, away: sa.away },
      matchesStored: true,
    });
    // Not played yet: nothing to verify while the seed is secret.
    const coming = fixtures[fixtures.length - 1];
    expect(await verifyStoredFixture(handle.db, merchant.id, coming?.id ?? 0n)).toBeNull();
    // A second pass settles nothing again.
    expect(await settlement.settleDue({ merchantId: merchant.id, now: end })).toMatchObject({
      settledBets: 0,
      voidedBets: 0,
    });
  });

  it('an accumulator whose every leg is cancelled is refunded', async () => {
    const { merchant, member, fixtures } = await setup();
    const [a, b] = [at(fixtures, 0), at(fixtures, 1)];
    await placeSportsBets(handle.db, ledger, {
      member,
      kind: 'accumulator',
      picks: [pickOf(a, t0), pickOf(b, t0)],
      stakeMinor: 5_000n,
      idempotencyKey: 'void',
      now: t0,
    });
    const settlement = sportsSettlement(handle.db, ledger);
    const first = await settlement.cancelFixture(merchant.id, a.id, 'test');
    expect(first.report.voidedBets).toBe(0);
    const second = await settlement.cancelFixture(merchant.id, b.id, 'test');
    expect(second).toMatchObject({ replayed: false, report: { voidedBets: 1 } });
    expect(await settlement.cancelFixture(merchant.id, b.id, 'again')).toMatchObject({
      replayed: true,
    });
    expect(await mainOf(ledger, member)).toEqual({
      balance: 100_000n,
      held: 0n,
      available: 100_000n,
    });
    expect(await sportsLedgerCounts(handle, merchant.id)).toMatchObject({ posts: 0, voided: 1 });
    expect(quotesAt(a, t0)).toHaveLength(3);
  });
});
