import { userInfo } from 'node:os';
import { and, desc, eq } from 'drizzle-orm';
import { catalogueGames, lotteryDraws } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { lotterySettlement } from '../../modules/lottery/index';
import type { SettleReport } from '../../modules/lottery/index';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

/** Issue 16 item 1: operators (and the end-to-end suite) look at and drive lottery draws. */

const usage = [
  'lottery draws <merchant> <gameCode> [--limit N]',
  'lottery settle <merchant>',
  'lottery cancel <merchant> <drawId> [--reason "..."]',
].join('\n');

const idPattern = /^[1-9]\d{0,17}$/;

type Params =
  | { action: 'draws'; merchant: string; gameCode: string; limit: number }
  | { action: 'settle'; merchant: string }
  | { action: 'cancel'; merchant: string; drawId: string; reason: string };

type Result =
  | { action: 'draws'; rows: Record<string, string>[] }
  | { action: 'settle'; merchant: string; report: SettleReport }
  | { action: 'cancel'; drawId: string; state: string; voidedBets: number; replayed: boolean };

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

function parse(args: string[]): Params {
  const [action, ...rest] = args;
  if (action === 'draws') {
    const { positional, options } = parseArgs(rest, { limit: 'string' });
    const [merchant, gameCode, extra] = positional;
    if (!merchant || !gameCode || extra !== undefined) throw new UsageError(usage);
    const limitText = options.limit?.[0] ?? '20';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      throw new UsageError(`--limit must be a whole number from 1 to 500, not ${limitText}`);
    }
    return { action, merchant, gameCode, limit };
  }
  if (action === 'settle') {
    const { positional } = parseArgs(rest);
    const [merchant, extra] = positional;
    if (!merchant || extra !== undefined) throw new UsageError(usage);
    return { action, merchant };
  }
  if (action === 'cancel') {
    const { positional, options } = parseArgs(rest, { reason: 'string' });
    const [merchant, drawId, extra] = positional;
    if (!merchant || !drawId || extra !== undefined) throw new UsageError(usage);
    if (!idPattern.test(drawId)) throw new UsageError(`${drawId} is not a draw id`);
    const reason = options.reason?.[0]?.trim() || `cancelled by operator:${userInfo().username}`;
    return { action, merchant, drawId, reason };
  }
  throw new UsageError(usage);
}

async function draws(ctx: OperatorContext, merchantId: number, gameCode: string, limit: number) {
  const [game] = await ctx.db
    .select()
    .from(catalogueGames)
    .where(eq(catalogueGames.gameCode, gameCode));
  if (!game) {
    throw new PlatformError('NOT_FOUND', `There is no game ${gameCode}.`, {
      fields: [{ field: 'gameCode', message: 'no such game' }],
    });
  }
  const rows = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.nodeId, game.nodeId)))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(limit);
  const shown = (draw: (typeof rows)[number]) => draw.state === 'drawn' || draw.state === 'settled';
  return rows.map((d) => ({
    id: String(d.id),
    number: String(d.drawNumber),
    kind: d.kind,
    drawAt: d.drawAt.toISOString(),
    closeAt: d.closeAt.toISOString(),
    state: d.state,
    result: d.result ? d.result.join(' ') : '',
    seedHash: d.serverSeedHash,
    // The seed stays secret until the draw is drawn (or will never be: cancelled).
    seed: shown(d) || d.state.startsWith('cancel') ? d.serverSeed : '',
  }));
}

export const lotteryCommand = defineCommand<Params, Result>({
  name: 'lottery',
  usage,
  summary:
    "The demo provider's lottery: list a game's draws, settle due draws now, cancel a draw (its held stakes are refunded).",
  parse,
  run: async (ctx, params) => {
    const merchant = await merchantOrThrow(ctx, params.merchant);
    const settlement = lotterySettlement(ctx.db, ctx.ledger);
    switch (params.action) {
      case 'draws':
        return {
          action: 'draws',
          rows: await draws(ctx, merchant.id, params.gameCode, params.limit),
        };
      case 'settle':
        return {
          action: 'settle',
          merchant: params.merchant,
          report: await settlement.settleDue({ merchantId: merchant.id }),
        };
      case 'cancel': {
        const done = await settlement.cancelDraw(merchant.id, BigInt(params.drawId), params.reason);
        return {
          action: 'cancel',
          drawId: params.drawId,
          state: done.draw.state,
          voidedBets: done.voidedBets,
          replayed: done.replayed,
        };
      }
      default: {
        const never: never = params;
        return never;
      }
    }
  },
  format: (result) => {
    switch (result.action) {
      case 'draws':
        return table(result.rows);
      case 'settle': {
        const r = result.report;
        return `${result.merchant}: ${r.drawn} draws drawn, ${r.settledBets} bets settled, ${r.voidedBets} voided, ${r.finished} draws finished`;
      }
      case 'cancel':
        return `draw ${result.drawId} ${result.replayed ? 'was already' : 'is now'} ${result.state}; ${result.voidedBets} held stakes refunded`;
      default: {
        const never: never = result;
        return never;
      }
    }
  },
});
