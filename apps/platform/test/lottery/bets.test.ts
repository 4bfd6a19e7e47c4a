import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { rowsOf } from '../../src/db/index';
import { gamblingLimits, lotteryBets, lotteryDraws } from '../../src/db/schema/index';
import type { LotteryDraw } from '../../src/db/schema/index';
import { lossLimitGuard } from '../../src/modules/responsible-gambling/limits';
import {
  drawResults,
  ensureDraws,
  hashDrawSeed,
  lotterySettlement,
  memberBets,
  openDraws,
  placeBets,
  pruneEmptyDraws,
  verifyStoredDraw,
} from '../../src/modules/lottery/index';
import { createLedger } from '../../src/modules/wallet/index';
import type { Ledger } from '../../src/modules/wallet/index';
import { codeOf } from '../cashier/fixtures';
import { openTestDatabase, seedMember, seedMerchant } from '../wallet/db';
import { lotteryFixture, lotteryLedgerCounts, mainOf, nextDraw } from './helpers';

let handle: DatabaseHandle;
let ledger: Ledger;
let fixture: Awaited<ReturnType<typeof lotteryFixture>>;

beforeAll(async () => {
  handle = await openTestDatabase('lottery_bets');
  ledger = createLedger(handle.db);
  fixture = await lotteryFixture(handle);
}, 60_000);
afterAll(async () => {
  if (handle) expect(await ledger.check()).toEqual([]);
  await handle?.close();
});

async function funded(minor: bigint) {
  const merchant = await seedMerchant(handle);
  const member = await seedMember(handle, merchant.id);
  await ledger.credit(member, { amountMinor: minor, idempotencyKey: `fund:${member.id}` });
  return { merchant, member };
}

/** The refusal's code and its first field. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; extra?: { fields?: { field: string }[] }; message: string };
    if (!e.code) throw error;
    return { code: e.code, field: e.extra?.fields?.[0]?.field, message: e.message };
  }
  return { code: 'ok' };
}

const fastBets = [
  { playType: 'FAST_POSITION', selection: { position: 1, number: 7 }, stakeMinor: 100n },
  { playType: 'FAST_POSITION', selection: { position: 2, number: 3 }, stakeMinor: 200n },
  { playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stakeMinor: 300n },
];

describe('lottery bets (issue 16 item 1)', () => {
  it('holds each stake of a slip, answers a retry with the same bets, refuses the key for other bets', async () => {
    const { member } = await funded(1_000n);
    const game = fixture.byKind('fast');
    const draw = nextDraw(game, new Date());
    const slip = {
      member,
      nodeId: game.nodeId,
      drawNumber: draw.drawNumber,
      bets: fastBets,
      idempotencyKey: 'slip-1',
      now: draw.open,
    };
    const placed = await placeBets(handle.db, ledger, slip);
    expect(placed.replayed).toBe(false);
    expect(placed.bets.map((b) => [b.playType, b.stakeMinor, b.state])).toEqual([
      ['FAST_POSITION', 100n, 'open'],
      ['FAST_POSITION', 200n, 'open'],
      ['FAST_BIG_SMALL', 300n, 'open'],
    ]);
    expect(placed.balanceMinor).toBe(400n);
    expect(await mainOf(ledger, member)).toEqual({ balance: 1_000n, held: 600n, available: 400n });

    const again = await placeBets(handle.db, ledger, slip);
    expect(again.replayed).toBe(true);
    expect(again.bets.map((b) => b.id)).toEqual(placed.bets.map((b) => b.id));
    expect(await mainOf(ledger, member)).toEqual({ balance: 1_000n, held: 600n, available: 400n });

    expect(
      await refusal(placeBets(handle.db, ledger, { ...slip, bets: fastBets.slice(0, 2) })),
    ).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', field: 'idempotencyKey' });
  });

  it('a slip is all or nothing: the bet that does not fit refuses the whole slip', async () => {
    const { merchant, member } = await funded(500n);
    const game = fixture.byKind('fast');
    const draw = nextDraw(game, new Date());
    const result = await refusal(
      placeBets(handle.db, ledger, {
        member,
        nodeId: game.nodeId,
        drawNumber: draw.drawNumber,
        bets: fastBets,
        idempotencyKey: 'too-much',
        now: draw.open,
      }),
    );
    expect(result.code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainOf(ledger, member)).toEqual({ balance: 500n, held: 0n, available: 500n });
    const bets = await handle.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.memberId, member.id));
    expect(bets).toEqual([]);
    expect((await lotteryLedgerCounts(handle, merchant.id)).pending).toBe(0);
  });

  it('bad input is refused with the field it concerns, before any money moves', async () => {
    const { member } = await funded(10_000n);
    const game = fixture.byKind('keno');
    const draw = nextDraw(game, new Date());
    const slip = {
      member,
      nodeId: game.nodeId,
      drawNumber: draw.drawNumber,
      bets: [{ playType: 'KENO_PICK', selection: { numbers: [1, 2] }, stakeMinor: 100n }],
      idempotencyKey: 'bad',
      now: draw.open,
    };
    const place = (changes: Partial<typeof slip>) =>
      refusal(placeBets(handle.db, ledger, { ...slip, ...changes }));
    expect(await place({ nodeId: 'no-such-game' })).toMatchObject({
      code: 'NOT_FOUND',
      field: 'nodeId',
    });
    const slot = await handle.db.execute(
      sql`select node_id from catalogue_games where game_type = 'RNG' limit 1`,
    );
    expect(
      await place({ nodeId: rowsOf<{ node_id: string }>(slot)[0]?.node_id ?? '' }),
    ).toMatchObject({ code: 'NOT_FOUND', field: 'nodeId' });
    expect(
      await place({
        bets: [
          slip.bets[0] ?? fastBets[0],
          { playType: 'KENO_PICK', selection: { numbers: [1] }, stakeMinor: 99n },
        ] as typeof slip.bets,
      }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'bets.1.stake',
      message: 'Stake 100 to 100000 on KENO_PICK.',
    });
    expect(
      await place({
        bets: [{ playType: 'FAST_POSITION', selection: {}, stakeMinor: 100n }] as typeof slip.bets,
      }),
    ).toMatchObject({ field: 'bets.0.playType' });
    expect(await place({ bets: [] })).toMatchObject({ field: 'bets' });
    expect(await place({ idempotencyKey: '  ' })).toMatchObject({ field: 'idempotencyKey' });
    expect(await place({ drawNumber: draw.drawNumber + 10_000n })).toMatchObject({
      code: 'LOTTERY_DRAW_CLOSED',
      field: 'drawNumber',
      message: 'Bets on this draw are closed: it is not one of the coming draws.',
    });
    expect(await place({ member: { ...member, type: 4 } })).toMatchObject({
      code: 'REAL_ACCOUNT_REQUIRED',
    });
    expect(await mainOf(ledger, member)).toEqual({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
  });

  it('bets close before the draw time, and a drawn draw takes no more bets', async () => {
    const { merchant, member } = await funded(10_000n);
    const game = fixture.byKind('fast');
    const draw = nextDraw(game, new Date());
    const slip = {
      member,
      nodeId: game.nodeId,
      drawNumber: draw.drawNumber,
      bets: fastBets.slice(0, 1),
      idempotencyKey: 'late',
      now: new Date(draw.drawAt.getTime() - 10_000),
    };
    expect(await refusal(placeBets(handle.db, ledger, slip))).toMatchObject({
      code: 'LOTTERY_DRAW_CLOSED',
      field: 'drawNumber',
      message: expect.stringMatching(/^Bets on this draw are closed: they closed at /),
    });
    await lotterySettlement(handle.db, ledger).settleDue({
      merchantId: merchant.id,
      now: draw.drawAt,
    });
    expect(await refusal(placeBets(handle.db, ledger, { ...slip, now: draw.open }))).toMatchObject({
      message: 'Bets on this draw are closed: it is settled.',
    });
  });

  it('the loss limit counts held lottery stakes and refuses the slip that would pass it', async () => {
    const { member } = await funded(10_000n);
    await handle.db
      .insert(gamblingLimits)
      .values({ memberId: member.id, kind: 'loss', period: 'day', amountMinor: 500n });
    const game = fixture.byKind('vn');
    const draw = nextDraw(game, new Date());
    const slip = (key: string, stakeMinor: bigint) =>
      placeBets(handle.db, ledger, {
        member,
        nodeId: game.nodeId,
        drawNumber: draw.drawNumber,
        bets: [{ playType: 'VN_DE', selection: { number: 7 }, stakeMinor }],
        idempotencyKey: key,
        guard: lossLimitGuard(member.id),
        now: draw.open,
      });
    await slip('first', 400n);
    expect(await codeOf(slip('second', 200n))).toBe('LOSS_LIMIT_REACHED');
    expect(await codeOf(slip('third', 100n))).toBe('ok');
  });
});

describe('lottery settlement', () => {
  async function settledSlip(kind: 'fast' | 'keno', bets: typeof fastBets) {
    const { merchant, member } = await funded(100_000n);
    const game = fixture.byKind(kind);
    const draw = nextDraw(game, new Date());
    const placed = await placeBets(handle.db, ledger, {
      member,
      nodeId: game.nodeId,
      drawNumber: draw.drawNumber,
      bets,
      idempotencyKey: `settle-${kind}`,
      now: draw.open,
    });
    return { merchant, member, game, draw, placed };
  }

  it('draws at the draw time, reveals the seed, posts every stake and pays every winner once', async () => {
    const bets = Array.from({ length: 10 }, (_, n) => ({
      playType: 'FAST_POSITION',
      selection: { position: 1, number: n },
      stakeMinor: 100n,
    }));
    const { merchant, member, game, draw, placed } = await settledSlip('fast', bets);
    const settlement = lotterySettlement(handle.db, ledger);
    // Not yet: the draw time has not come.
    const early = await settlement.settleDue({
      merchantId: merchant.id,
      now: new Date(draw.drawAt.getTime() - 1),
    });
    expect(early.drawn).toBe(0);
    const [before] = await openDraws(handle.db, merchant.id, game.nodeId, draw.open);
    expect(before).toMatchObject({ drawNumber: draw.drawNumber });
    expect(before).not.toHaveProperty('serverSeed');

    const report = await settlement.settleDue({ merchantId: merchant.id, now: draw.drawAt });
    expect(report).toEqual({ drawn: 1, settledBets: 10, voidedBets: 0, finished: 1 });
    const [row] = await handle.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, placed.draw.id));
    const drawn = row as LotteryDraw;
    expect(drawn.state).toBe('settled');
    expect(hashDrawSeed(drawn.serverSeed)).toBe(before?.serverSeedHash);
    const first = drawn.result?.[0];
    // Exactly one of the ten digits on position 1 wins 9.80 × 100.
    const settled = await memberBets(handle.db, member.id, 'settled');
    expect(settled).toHaveLength(10);
    for (const bet of settled) {
      const won = (bet.selection as { number: number }).number === first;
      expect([bet.state, bet.payoutMinor]).toEqual(won ? ['won', 980n] : ['lost', 0n]);
      expect(bet.result).toEqual(drawn.result);
    }
    expect(await mainOf(ledger, member)).toEqual({
      balance: 100_000n - 1_000n + 980n,
      held: 0n,
      available: 100_000n - 1_000n + 980n,
    });
    expect(await memberBets(handle.db, member.id, 'open')).toEqual([]);
    const [history] = await drawResults(handle.db, merchant.id, game.nodeId, 1);
    expect(history).toMatchObject({ result: drawn.result, serverSeed: drawn.serverSeed });
    expect(await verifyStoredDraw(handle.db, merchant.id, drawn.id)).toEqual({
      hashMatches: true,
      result: drawn.result,
      resultMatches: true,
      serverSeed: drawn.serverSeed,
      serverSeedHash: drawn.serverSeedHash,
    });

    // Settled twice: nothing more moves.
    const twice = await settlement.settleDue({ merchantId: merchant.id, now: draw.drawAt });
    expect(twice).toEqual({ drawn: 0, settledBets: 0, voidedBets: 0, finished: 0 });
    expect(await lotteryLedgerCounts(handle, merchant.id)).toMatchObject({
      posts: 10,
      payouts: 1,
      payoutSum: 980n,
      pending: 0,
    });
  });

  it('the member hears each balance change: the hold and the payout write balance events', async () => {
    const bets = Array.from({ length: 10 }, (_, n) => ({
      playType: 'FAST_POSITION',
      selection: { position: 2, number: n },
      stakeMinor: 100n,
    }));
    const heard: number[][] = [];
    const listening = createLedger(handle.db, { moved: (ids) => heard.push(ids) });
    const { merchant, member, draw } = await settledSlip('fast', bets);
    const balanceEvents = async () => {
      const [row] = rowsOf<{ n: number }>(
        await handle.db.execute(
          sql`select count(*)::int as n from member_events where member_id = ${member.id} and type = 'balance'`,
        ),
      );
      return row?.n ?? 0;
    };
    const afterHold = await balanceEvents();
    expect(afterHold).toBeGreaterThanOrEqual(2);
    await lotterySettlement(handle.db, listening).settleDue({
      merchantId: merchant.id,
      now: draw.drawAt,
    });
    expect(await balanceEvents()).toBeGreaterThan(afterHold);
    expect(heard.flat()).toContain(member.id);
  });

  it('a cancelled draw refunds every held stake, once; a settled draw cannot be cancelled', async () => {
    const { merchant, member, placed, draw } = await settledSlip('keno', [
      { playType: 'KENO_PICK', selection: { numbers: [1, 2, 3] }, stakeMinor: 500n },
      { playType: 'KENO_ODD_EVEN', selection: { side: 'odd' }, stakeMinor: 700n },
    ] as typeof fastBets);
    expect(await mainOf(ledger, member)).toMatchObject({ held: 1_200n });
    const settlement = lotterySettlement(handle.db, ledger);
    const cancelled = await settlement.cancelDraw(merchant.id, placed.draw.id, 'test');
    expect(cancelled).toMatchObject({ voidedBets: 2, replayed: false });
    expect(cancelled.draw.state).toBe('cancelled');
    expect(await mainOf(ledger, member)).toEqual({
      balance: 100_000n,
      held: 0n,
      available: 100_000n,
    });
    const again = await settlement.cancelDraw(merchant.id, placed.draw.id, 'test');
    expect(again).toMatchObject({ voidedBets: 0, replayed: true });
    // The job passing by later draws nothing and moves nothing.
    expect(await settlement.settleDue({ merchantId: merchant.id, now: draw.drawAt })).toEqual({
      drawn: 0,
      settledBets: 0,
      voidedBets: 0,
      finished: 0,
    });
    const bets = await memberBets(handle.db, member.id, 'settled');
    expect(bets.map((b) => [b.state, b.payoutMinor, b.result])).toEqual([
      ['void', 0n, null],
      ['void', 0n, null],
    ]);
    expect(await lotteryLedgerCounts(handle, merchant.id)).toMatchObject({
      voided: 2,
      posts: 0,
      pending: 0,
    });
    expect(await refusal(settlement.cancelDraw(merchant.id, 999_999_999n, 'x'))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'drawId',
    });

    const other = await settledSlip('fast', fastBets.slice(0, 1));
    await settlement.settleDue({ merchantId: other.merchant.id, now: other.draw.drawAt });
    expect(
      await refusal(settlement.cancelDraw(other.merchant.id, other.placed.draw.id, 'late')),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'drawId',
      message: 'The draw is already settled.',
    });
  });

  it('the job makes every lottery game’s coming draws once, with a hash and a secret seed each', async () => {
    const merchant = await seedMerchant(handle);
    const now = new Date();
    const made = await ensureDraws(handle.db, merchant.id, fixture.games, now);
    expect(made).toBeGreaterThanOrEqual(fixture.games.length);
    expect(await ensureDraws(handle.db, merchant.id, fixture.games, now)).toBe(0);
    const draws = await handle.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchant.id)));
    expect(new Set(draws.map((d) => d.nodeId)).size).toBe(fixture.games.length);
    for (const d of draws) {
      expect(d.state).toBe('open');
      expect(d.serverSeedHash).toBe(hashDrawSeed(d.serverSeed));
      expect(d.drawAt.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(new Set(draws.map((d) => d.serverSeed)).size).toBe(draws.length);
  });

  it('prunes finished draws nobody bet on after a week, and keeps every draw with bets', async () => {
    const { merchant, member } = await funded(10_000n);
    const now = new Date();
    await ensureDraws(handle.db, merchant.id, fixture.games, now);
    const game = fixture.byKind('fast');
    const draw = nextDraw(game, now);
    await placeBets(handle.db, ledger, {
      member,
      nodeId: game.nodeId,
      drawNumber: draw.drawNumber,
      bets: fastBets.slice(0, 1),
      idempotencyKey: 'kept',
      now: draw.open,
    });
    const later = new Date(now.getTime() + 20 * 60_000);
    await lotterySettlement(handle.db, ledger).settleDue({ merchantId: merchant.id, now: later });
    const mine = async () =>
      handle.db.select().from(lotteryDraws).where(eq(lotteryDraws.merchantId, merchant.id));
    const finished = (await mine()).filter((d) => d.drawAt <= later);
    expect(finished.every((d) => d.state === 'settled')).toBe(true);
    // Draws still to come must survive the prune. Make them from `later`: the first draws, made
    // from `now`, can all fall before `later` (the 4 h and 8 h games' next draw may be that near).
    await ensureDraws(handle.db, merchant.id, fixture.games, later);
    // Within the week nothing goes (other merchants' draws may: count this merchant's only).
    const all = (await mine()).length;
    await pruneEmptyDraws(handle.db, new Date(later.getTime() + 6 * 24 * 3_600_000));
    expect(await mine()).toHaveLength(all);
    await pruneEmptyDraws(handle.db, new Date(later.getTime() + 8 * 24 * 3_600_000));
    const left = await mine();
    expect(left.filter((d) => d.drawAt <= later).map((d) => d.drawNumber)).toEqual([
      draw.drawNumber,
    ]);
    expect(left.some((d) => d.drawAt > later)).toBe(true);
  });
});
