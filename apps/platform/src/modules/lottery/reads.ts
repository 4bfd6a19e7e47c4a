import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { lotteryBets, lotteryDraws } from '../../db/schema/index';
import type { LotteryBet, LotteryDraw } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { verifyDraw } from './games/fair';
import type { DrawVerification } from './games/fair';

/** Issue 16 reads: what the lottery calls answer (routes.ts). */

export interface OpenDraw {
  id: bigint;
  drawNumber: bigint;
  drawAt: Date;
  closeAt: Date;
  /** The commitment: SHA-256 of the seed, published while bets are taken. */
  serverSeedHash: string;
}

/** A game's draws still taking bets, soonest first. The seed itself is never part of this. */
export async function openDraws(
  db: Database,
  merchantId: number,
  nodeId: string,
  now = new Date(),
  limit = 5,
): Promise<OpenDraw[]> {
  return db
    .select({
      id: lotteryDraws.id,
      drawNumber: lotteryDraws.drawNumber,
      drawAt: lotteryDraws.drawAt,
      closeAt: lotteryDraws.closeAt,
      serverSeedHash: lotteryDraws.serverSeedHash,
    })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.merchantId, merchantId),
        eq(lotteryDraws.nodeId, nodeId),
        eq(lotteryDraws.state, 'open'),
        gt(lotteryDraws.closeAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

export interface DrawResult {
  id: bigint;
  drawNumber: bigint;
  drawAt: Date;
  result: number[];
  /** Revealed with the result: SHA-256 of it is `serverSeedHash`. */
  serverSeed: string;
  serverSeedHash: string;
  state: LotteryDraw['state'];
}

/** A game's drawn draws, newest first (before `beforeNumber` for the next page). */
export async function drawResults(
  db: Database,
  merchantId: number,
  nodeId: string,
  limit = 20,
  beforeNumber?: bigint,
): Promise<DrawResult[]> {
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.merchantId, merchantId),
        eq(lotteryDraws.nodeId, nodeId),
        inArray(lotteryDraws.state, ['drawn', 'settled']),
        beforeNumber === undefined ? undefined : lt(lotteryDraws.drawNumber, beforeNumber),
      ),
    )
    .orderBy(desc(lotteryDraws.drawNumber))
    .limit(limit);
  return rows.map((d) => ({
    id: d.id,
    drawNumber: d.drawNumber,
    drawAt: d.drawAt,
    result: d.result ?? [],
    serverSeed: d.serverSeed,
    serverSeedHash: d.serverSeedHash,
    state: d.state,
  }));
}

export interface MemberBet extends LotteryBet {
  nodeId: string;
  drawNumber: bigint;
  drawAt: Date;
  drawState: LotteryDraw['state'];
  result: number[] | null;
}

/** A member's bets, newest first: open ones (awaiting their draw) or settled ones (with payout). */
export async function memberBets(
  db: Database,
  memberId: number,
  which: 'open' | 'settled',
  options: { limit?: number; beforeId?: bigint | undefined; nodeId?: string | undefined } = {},
): Promise<MemberBet[]> {
  const { limit = 50, beforeId, nodeId } = options;
  const rows = await db
    .select({ bet: lotteryBets, draw: lotteryDraws })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        which === 'open'
          ? eq(lotteryBets.state, 'open')
          : inArray(lotteryBets.state, ['won', 'lost', 'void']),
        beforeId === undefined ? undefined : lt(lotteryBets.id, beforeId),
        nodeId === undefined ? undefined : eq(lotteryDraws.nodeId, nodeId),
      ),
    )
    .orderBy(desc(lotteryBets.id))
    .limit(limit);
  return rows.map(({ bet, draw }) => ({
    ...bet,
    nodeId: draw.nodeId,
    drawNumber: draw.drawNumber,
    drawAt: draw.drawAt,
    drawState: draw.state,
    // The numbers only once drawn (a cancelled draw has none).
    result: draw.result,
  }));
}

export interface StoredDrawVerification extends DrawVerification {
  /** The recomputed numbers equal the stored result. */
  resultMatches: boolean;
  serverSeed: string;
  serverSeedHash: string;
}

/** Checks a drawn draw from its revealed seed, as a player would (the later verify page). */
export async function verifyStoredDraw(
  db: Database,
  merchantId: number,
  drawId: bigint,
): Promise<StoredDrawVerification> {
  const [draw] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.merchantId, merchantId)));
  if (!draw || !draw.result) {
    throw new PlatformError('NOT_FOUND', 'There is no drawn lottery draw with this id.', {
      fields: [{ field: 'drawId', message: 'not drawn yet, or no such draw' }],
    });
  }
  const check = verifyDraw({
    seed: draw.serverSeed,
    hash: draw.serverSeedHash,
    kind: draw.kind,
    gameCode: draw.gameCode,
    drawNumber: draw.drawNumber,
  });
  return {
    ...check,
    resultMatches: JSON.stringify(check.result) === JSON.stringify(draw.result),
    serverSeed: draw.serverSeed,
    serverSeedHash: draw.serverSeedHash,
  };
}
