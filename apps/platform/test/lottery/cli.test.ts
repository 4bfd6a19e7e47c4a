import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { lotteryCommand } from '../../src/cli/commands/lottery';
import { findCommand } from '../../src/cli/registry';
import type { Merchant } from '../../src/db/schema/index';
import { lotteryDraws } from '../../src/db/schema/index';
import { lotteryCatalogue, placeBets } from '../../src/modules/lottery/index';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { player } from '../platform/demo-games.helpers';
import { testPlatform } from '../platform/helpers';
import { lotteryFixture, mainOf, nextDraw } from './helpers';

// Issue 16 item 1: operators (and the later end-to-end suite) drive draws with `lottery ...`.
let app: FastifyInstance;
let merchant: Merchant;
let fixture: Awaited<ReturnType<typeof lotteryFixture>>;
beforeAll(async () => {
  app = await testPlatform('lottery-cli', { lotteryJobEveryMs: 0 });
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant');
  merchant = found;
  fixture = await lotteryFixture(app);
});
afterAll(async () => {
  if (app) expect(await app.ledger.check()).toEqual([]);
  await app?.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
async function lottery(...args: string[]) {
  const result = await lotteryCommand.run(ctx(), lotteryCommand.parse(args));
  return { result, text: lotteryCommand.format(result) };
}

/** A funded member's slip on the game's next draw; the draw's id. */
async function slipOnNextDraw(kind: 'fast' | 'keno', stake: bigint) {
  const { member } = await player(app, merchant, { fundMinor: 10_000n });
  const game = fixture.byKind(kind);
  const draw = nextDraw(game, new Date());
  const placed = await placeBets(app.db, app.ledger, {
    member: toLedgerMember(member),
    nodeId: game.nodeId,
    drawNumber: draw.drawNumber,
    bets: [
      { playType: `${kind.toUpperCase()}_ODD_EVEN`, selection: { side: 'odd' }, stakeMinor: stake },
    ],
    idempotencyKey: 'cli',
    now: draw.open,
  });
  return { member, game, drawId: placed.draw.id };
}

/** Moves a draw's time into the past, as if its time had come. */
async function makeDue(drawId: bigint) {
  await app.db
    .update(lotteryDraws)
    .set({ drawAt: sql`now() - interval '1 second'`, closeAt: sql`now() - interval '11 seconds'` })
    .where(eq(lotteryDraws.id, drawId));
}

describe('lottery (CLI)', () => {
  it('is registered once as `lottery`', () => {
    expect(findCommand('lottery')).toBeDefined();
  });

  it('lists a game’s draws with the seed hidden until drawn, settles due draws, shows the result and seed', async () => {
    const { member, game, drawId } = await slipOnNextDraw('fast', 1_000n);
    const before = await lottery('draws', 'ALPHA01', game.gameCode, '--limit', '5');
    const open = before.result.action === 'draws' ? before.result.rows[0] : undefined;
    expect(open).toMatchObject({ id: String(drawId), state: 'open', result: '', seed: '' });
    expect(open?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.text).toContain(String(drawId));

    // Not due yet: settle draws nothing.
    expect((await lottery('settle', 'ALPHA01')).text).toBe(
      'ALPHA01: 0 draws drawn, 0 bets settled, 0 voided, 0 draws finished',
    );
    await makeDue(drawId);
    expect((await lottery('settle', 'ALPHA01')).text).toBe(
      'ALPHA01: 1 draws drawn, 1 bets settled, 0 voided, 1 draws finished',
    );
    const after = await lottery('draws', 'ALPHA01', game.gameCode, '--limit', '1');
    const row = after.result.action === 'draws' ? after.result.rows[0] : undefined;
    expect(row).toMatchObject({ id: String(drawId), state: 'settled' });
    expect(row?.result).toMatch(/^\d \d \d$/);
    expect(row?.seed).toMatch(/^[0-9a-f]{64}$/);
    const main = await mainOf(app.ledger, toLedgerMember(member));
    expect(main.held).toBe(0n);
    expect([9_000n, 9_000n + 1_960n]).toContain(main.balance);
  });

  it('cancels a draw and refunds its held stakes, once', async () => {
    const { member, drawId } = await slipOnNextDraw('keno', 2_000n);
    expect((await mainOf(app.ledger, toLedgerMember(member))).held).toBe(2_000n);
    expect(
      (await lottery('cancel', 'ALPHA01', String(drawId), '--reason', 'machine fault')).text,
    ).toBe(`draw ${drawId} is now cancelled; 1 held stakes refunded`);
    expect(await mainOf(app.ledger, toLedgerMember(member))).toEqual({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
    expect((await lottery('cancel', 'ALPHA01', String(drawId))).text).toBe(
      `draw ${drawId} was already cancelled; 0 held stakes refunded`,
    );
    const [row] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    expect(row?.cancelReason).toBe('machine fault');
  });

  it('refuses bad arguments with the usage, and unknown merchants, games and draws by code', async () => {
    expect(() => lotteryCommand.parse(['draws', 'ALPHA01'])).toThrow(UsageError);
    expect(() => lotteryCommand.parse(['draws', 'ALPHA01', 'X', '--limit', '0'])).toThrow(
      '--limit must be a whole number from 1 to 500, not 0',
    );
    expect(() => lotteryCommand.parse(['cancel', 'ALPHA01', 'abc'])).toThrow(
      'abc is not a draw id',
    );
    expect(() => lotteryCommand.parse(['settle'])).toThrow(UsageError);
    expect(() => lotteryCommand.parse(['spin'])).toThrow(UsageError);
    expect(() => lotteryCommand.parse(['settle', 'ALPHA01', '--now', 'x'])).toThrow(
      'unknown option --now',
    );
    await expect(lottery('settle', 'NOPE')).rejects.toMatchObject({ code: 'MERCHANT_UNKNOWN' });
    await expect(lottery('draws', 'ALPHA01', 'NO-SUCH-GAME')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(lottery('cancel', 'ALPHA01', '999999999')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the lottery job', () => {
  let node: FastifyInstance;
  beforeAll(async () => {
    node = await testPlatform('lottery-job', { lotteryJobEveryMs: 100 });
  });
  afterAll(async () => {
    if (node) expect(await node.ledger.check()).toEqual([]);
    await node?.close();
  });

  /** Polls until `check` holds (the job runs on its own timer); the limit is only a backstop. */
  const until = (check: () => Promise<boolean>) =>
    vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 60_000, interval: 20 });

  it('makes every merchant’s coming draws and settles a due one by itself', async () => {
    const alpha = await node.repos.merchants.byCode('ALPHA01');
    if (!alpha) throw new Error('no merchant');
    const games = await lotteryCatalogue(node.db);
    const draws = async () =>
      node.db.select().from(lotteryDraws).where(eq(lotteryDraws.merchantId, alpha.id));
    await until(async () => new Set((await draws()).map((d) => d.nodeId)).size === games.length);

    const { member } = await player(node, alpha, { fundMinor: 5_000n });
    const [open] = (await draws()).filter((d) => d.kind === 'fast');
    if (!open) throw new Error('no fast draw');
    await placeBets(node.db, node.ledger, {
      member: toLedgerMember(member),
      nodeId: open.nodeId,
      drawNumber: open.drawNumber,
      bets: [{ playType: 'FAST_BIG_SMALL', selection: { side: 'small' }, stakeMinor: 500n }],
      idempotencyKey: 'job',
      now: new Date(open.closeAt.getTime() - 1000),
    });
    await node.db
      .update(lotteryDraws)
      .set({
        drawAt: sql`now() - interval '1 second'`,
        closeAt: sql`now() - interval '11 seconds'`,
      })
      .where(eq(lotteryDraws.id, open.id));
    await until(async () => {
      const [row] = await node.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, open.id));
      return row?.state === 'settled';
    });
    const main = await mainOf(node.ledger, toLedgerMember(member));
    expect(main.held).toBe(0n);
    expect([4_500n, 4_500n + 980n]).toContain(main.balance);
  }, 90_000);
});
