import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { lotteryBets, lotteryDraws } from '../../../db/schema/index';
import type { LotteryBet, LotteryDraw } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import type { Ledger } from '../../wallet/index';
import { lotteryGames } from '../games/catalog';
import { drawResult } from '../games/fair';

/**
 * Settlement (issue 16 item 1). A draw moves by conditional updates, so two nodes (or the job and
 * the operator's `lottery settle`) racing for it take turns and only one moves it:
 *
 *   open ─draw─► drawn ─► settled          open ─cancel─► cancelling ─► cancelled
 *
 * Its bets are then settled in bounded batches, each ONE transaction: the batch's bets are locked
 * (SKIP LOCKED, so a second settler takes other bets), each stake's hold is posted, each winner
 * paid, each bet marked won or lost: the bet's state is the durable "settled" mark, and the
 * ledger keys (`lottery-bet:<id>:post|payout|void`) would answer a replay instead of moving
 * money twice. A crash between batches leaves the draw drawn (or cancelling) with open bets; the
 * next run finishes them. The last step marks the draw settled once no bet is open.
 */

export const settleBatchSize = 100;
const actor = 'system:lottery';

export interface SettleOptions {
  /** Settles only this merchant's draws (the operator's command); all by default. */
  merchantId?: number;
  /** Draws due at or before this time (default now). */
  now?: Date;
  /** At most this many draws per call, oldest first. */
  limit?: number;
  /** Hears each committed batch (progress for logs; the crash test's kill points). */
  onBatch?: (drawId: bigint, bets: number) => void;
}

export interface SettleReport {
  drawn: number;
  settledBets: number;
  voidedBets: number;
  finished: number;
}

/** PostgreSQL's deadlock and serialisation failures: the batch rolled back whole, so retry it. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error) || attempt >= 5) throw error;
    }
  }
}

export function lotterySettlement(db: Database, ledger: Ledger) {
  /** open → drawn with the seed's result; false when another settler (or a cancel) won. */
  async function drawIt(draw: LotteryDraw, now: Date): Promise<boolean> {
    const result = drawResult(draw, draw.serverSeed, draw.gameCode, draw.drawNumber);
    const moved = await db
      .update(lotteryDraws)
      .set({ state: 'drawn', result, drawnAt: now })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.state, 'open'),
          lte(lotteryDraws.drawAt, now),
        ),
      )
      .returning({ id: lotteryDraws.id });
    return moved.length === 1;
  }

  /** Settles (or voids) one batch of the draw's open bets; the number it finished. */
  async function batch(draw: LotteryDraw): Promise<number> {
    return retrying(() =>
      ledger.transaction(async (tx) => {
        const bets = await tx
          .select()
          .from(lotteryBets)
          .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.state, 'open')))
          .orderBy(asc(lotteryBets.memberId), asc(lotteryBets.id))
          .limit(settleBatchSize)
          .for('update', { skipLocked: true });
        const txLedger = ledger.within(tx);
        for (const bet of bets) {
          if (draw.state === 'drawn') await settleBet(tx, txLedger, draw, bet);
          else await voidBet(tx, txLedger, bet);
        }
        return bets.length;
      }),
    );
  }

  async function settleBet(tx: Database, txLedger: Ledger, draw: LotteryDraw, bet: LotteryBet) {
    const game = lotteryGames[draw.kind];
    const type = game.playTypes.find((p) => p.code === bet.playType);
    if (!type || !draw.result) throw new Error(`lottery bet ${bet.id} cannot be settled`);
    const payoutMinor = type.payoutMinor(bet.stakeMinor, bet.selection, draw.result);
    await txLedger.postPendingTransfer({
      merchantId: bet.merchantId,
      pendingId: bet.pendingTransferId,
      idempotencyKey: `lottery-bet:${bet.id}:post`,
      actor,
    });
    // A real account: placeBets refuses trial accounts (§6), so the payout meets real money.
    const member = { id: bet.memberId, merchantId: bet.merchantId, type: 0 };
    const payout =
      payoutMinor > 0n
        ? await txLedger.credit(member, {
            amountMinor: payoutMinor,
            kind: 'payout',
            wallet: bet.wallet,
            reference: `lottery-draw:${draw.id}`,
            reason: draw.nodeId,
            actor,
            idempotencyKey: `lottery-bet:${bet.id}:payout`,
          })
        : null;
    await tx
      .update(lotteryBets)
      .set({
        state: payoutMinor > 0n ? 'won' : 'lost',
        payoutMinor,
        payoutTransferId: payout?.transferId ?? null,
        settledAt: new Date(),
      })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.state, 'open')));
  }

  async function voidBet(tx: Database, txLedger: Ledger, bet: LotteryBet) {
    await txLedger.voidPendingTransfer({
      merchantId: bet.merchantId,
      pendingId: bet.pendingTransferId,
      idempotencyKey: `lottery-bet:${bet.id}:void`,
      actor,
      reason: 'draw cancelled',
    });
    await tx
      .update(lotteryBets)
      .set({ state: 'void', settledAt: new Date() })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.state, 'open')));
  }

  /** drawn → settled, cancelling → cancelled, once no bet of the draw is open. */
  async function finish(draw: LotteryDraw, now: Date): Promise<boolean> {
    const to = draw.state === 'drawn' ? ('settled' as const) : ('cancelled' as const);
    const moved = await db
      .update(lotteryDraws)
      .set({ state: to, settledAt: now })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.state, draw.state),
          sql`not exists (select 1 from lottery_bets b where b.draw_id = ${lotteryDraws.id} and b.state = 'open')`,
        ),
      )
      .returning({ id: lotteryDraws.id });
    return moved.length === 1;
  }

  /** Every open bet of a drawn or cancelling draw, batch after batch, then the draw's end. */
  async function finishBets(
    draw: LotteryDraw,
    now: Date,
    report: SettleReport,
    onBatch?: SettleOptions['onBatch'],
  ) {
    for (;;) {
      const done = await batch(draw);
      onBatch?.(draw.id, done);
      if (draw.state === 'drawn') report.settledBets += done;
      else report.voidedBets += done;
      if (done < settleBatchSize) break;
    }
    if (await finish(draw, now)) report.finished += 1;
  }

  async function reread(id: bigint): Promise<LotteryDraw> {
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    if (!row) throw new Error(`lottery draw ${id} vanished`);
    return row;
  }

  /**
   * Draws every due draw and settles every bet still open on a drawn or cancelling draw (the
   * scheduled job on every node, and `lottery settle`). Idempotent: run it twice, or on two
   * nodes at once, and every bet is paid once.
   */
  async function settleDue(options: SettleOptions = {}): Promise<SettleReport> {
    const now = options.now ?? new Date();
    const report: SettleReport = { drawn: 0, settledBets: 0, voidedBets: 0, finished: 0 };
    const merchant =
      options.merchantId === undefined
        ? sql`true`
        : eq(lotteryDraws.merchantId, options.merchantId);
    const due = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          merchant,
          sql`((${lotteryDraws.state} = 'open' and ${lotteryDraws.drawAt} <= ${now.toISOString()}::timestamptz)
            or ${lotteryDraws.state} in ('drawn', 'cancelling'))`,
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
      .limit(options.limit ?? 500);
    for (const candidate of due) {
      if (candidate.state === 'open' && (await drawIt(candidate, now))) report.drawn += 1;
      const draw = await reread(candidate.id);
      if (draw.state === 'drawn' || draw.state === 'cancelling') {
        await finishBets(draw, now, report, options.onBatch);
      }
    }
    return report;
  }

  /**
   * The operator cancels a draw not yet drawn: every held stake is voided (refunded). Cancelling
   * a draw already cancelling or cancelled finishes or answers it again.
   */
  async function cancelDraw(
    merchantId: number,
    drawId: bigint,
    reason: string,
    now = new Date(),
  ): Promise<{ draw: LotteryDraw; voidedBets: number; replayed: boolean }> {
    const moved = await db
      .update(lotteryDraws)
      .set({ state: 'cancelling', cancelReason: reason })
      .where(
        and(
          eq(lotteryDraws.id, drawId),
          eq(lotteryDraws.merchantId, merchantId),
          eq(lotteryDraws.state, 'open'),
        ),
      )
      .returning({ id: lotteryDraws.id });
    const [draw] = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.merchantId, merchantId)));
    if (!draw) {
      throw new PlatformError('NOT_FOUND', 'There is no such lottery draw.', {
        fields: [{ field: 'drawId', message: 'no such draw of this merchant' }],
      });
    }
    if (!inArrayOf(draw.state, ['cancelling', 'cancelled'])) {
      throw new PlatformError('VALIDATION_FAILED', `The draw is already ${draw.state}.`, {
        fields: [{ field: 'drawId', message: `draw is ${draw.state}, not open` }],
      });
    }
    const report: SettleReport = { drawn: 0, settledBets: 0, voidedBets: 0, finished: 0 };
    if (draw.state === 'cancelling') await finishBets(draw, now, report);
    return {
      draw: await reread(drawId),
      voidedBets: report.voidedBets,
      replayed: moved.length === 0,
    };
  }

  return { settleDue, cancelDraw };
}

function inArrayOf<T extends string>(value: string, values: readonly T[]): value is T {
  return (values as readonly string[]).includes(value);
}

export type LotterySettlement = ReturnType<typeof lotterySettlement>;
