import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogueAmountMinor, fromMinorUnits } from '@lobbykit/api-contract';
import { isUniqueViolation } from '../../../db/errors';
import { rowsOf } from '../../../db/index';
import type { Database } from '../../../db/index';
import { MAIN_WALLET, catalogueGames, lotteryBets, lotteryDraws } from '../../../db/schema/index';
import type { LotteryBet, LotteryDraw } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import type { StakeGuard } from '../../responsible-gambling/limits';
import { walletBalance, walletOf } from '../../demo-games/rounds/wallet';
import { houseShardOf, isTrial } from '../../wallet/index';
import type { Ledger, LedgerMember } from '../../wallet/index';
import { checkedKey, fingerprintOf } from '../../wallet/transfers';
import { isLotteryGame, lotteryGames, lotteryKindOf, playTypeOf } from '../games/catalog';
import { refuse } from '../games/playType';
import { drawOf } from '../draws/create';

/** The most bets one slip may carry. */
export const maxSlipBets = 20;

export interface SlipBet {
  playType: unknown;
  selection: unknown;
  stakeMinor: bigint;
}

export interface SlipRequest {
  member: LedgerMember;
  /** The catalogue game (§3 nodeId). */
  nodeId: string;
  drawNumber: bigint;
  bets: readonly SlipBet[];
  /** The member's key: the same key answers the same slip. */
  idempotencyKey: string;
  /** Responsible gambling's limits, checked on the slip's total stake before money moves. */
  guard?: StakeGuard;
  now?: Date;
}

export interface SlipResult {
  draw: LotteryDraw;
  bets: LotteryBet[];
  /** What the wallet can spend after the holds. */
  balanceMinor: bigint;
  replayed: boolean;
}

async function lotteryGameRow(db: Database, nodeId: string) {
  const [game] = await db.select().from(catalogueGames).where(eq(catalogueGames.nodeId, nodeId));
  if (!game || !isLotteryGame(game)) {
    throw new PlatformError('NOT_FOUND', 'There is no such lottery game.', {
      fields: [{ field: 'nodeId', message: 'not a lottery game' }],
    });
  }
  return game;
}

/**
 * Places a slip of bets on one draw (issue 16 item 1), all or nothing in ONE transaction: the
 * draw is read FOR SHARE (so the draw cannot be drawn while the slip is being placed, and a slip
 * placed after it was drawn sees it), checked open and before its close time; the total stake
 * passes the responsible-gambling guard; each bet's stake is HELD by a pending transfer (member
 * wallet → game_house, kind bet, keyed `lottery-bet:<id>:hold`) and its row written. A retry
 * with the same key answers the same bets; the same key with other bets is refused.
 */
export async function placeBets(
  db: Database,
  ledger: Ledger,
  request: SlipRequest,
): Promise<SlipResult> {
  const { member } = request;
  const now = request.now ?? new Date();
  // §6: lottery needs a real account; trial money has no lottery.
  if (isTrial(member))
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed.');
  const key = checkedKey(request.idempotencyKey);
  if (request.bets.length < 1 || request.bets.length > maxSlipBets) {
    refuse('bets', `A slip holds 1 to ${maxSlipBets} bets.`);
  }
  const gameRow = await lotteryGameRow(db, request.nodeId);
  const game = lotteryGames[lotteryKindOf(gameRow)];
  const settings = await ledger.settings(member.merchantId);
  const amount = (minor: bigint) => fromMinorUnits(minor, settings.minorUnits);
  const bets = request.bets.map((bet, i) => {
    const type = playTypeOf(game, bet.playType, `bets.${i}.playType`);
    const selection = type.parse(bet.selection, `bets.${i}.selection`);
    const min = catalogueAmountMinor(type.minStake, settings.minorUnits);
    const max = catalogueAmountMinor(type.maxStake, settings.minorUnits);
    if (typeof bet.stakeMinor !== 'bigint' || bet.stakeMinor < min || bet.stakeMinor > max) {
      refuse(`bets.${i}.stake`, `Stake ${amount(min)} to ${amount(max)} on ${type.code}.`);
    }
    return { playType: type.code, selection, stakeMinor: bet.stakeMinor };
  });
  const slipFingerprint = fingerprintOf({
    nodeId: request.nodeId,
    drawNumber: String(request.drawNumber),
    bets: JSON.stringify(bets.map((b) => ({ ...b, stakeMinor: String(b.stakeMinor) }))),
  });

  const earlier = async (): Promise<SlipResult | null> => {
    const rows = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.memberId, member.id), eq(lotteryBets.slipKey, key)))
      .orderBy(asc(lotteryBets.slipIndex));
    const first = rows[0];
    if (!first) return null;
    if (first.slipFingerprint !== slipFingerprint) {
      throw new PlatformError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different slip.',
        { fields: [{ field: 'idempotencyKey', message: 'already used' }] },
      );
    }
    const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, first.drawId));
    if (!draw) throw new Error(`lottery bet ${first.id} has no draw`);
    const wallet = await walletOf(ledger, member, gameRow.vassalage);
    return {
      draw,
      bets: rows,
      balanceMinor: await walletBalance(ledger, member, wallet),
      replayed: true,
    };
  };
  const replay = await earlier();
  if (replay) return replay;

  // Its own code, not VALIDATION_FAILED: the slip was right, the draw moved on; the page keeps
  // the slip for the next draw.
  const closed: (why: string) => never = (why) => {
    const message = `Bets on this draw are closed: ${why}.`;
    throw new PlatformError('LOTTERY_DRAW_CLOSED', message, {
      fields: [{ field: 'drawNumber', message }],
    });
  };
  const known = await drawOf(db, member.merchantId, gameRow, request.drawNumber, now);
  if (!known) closed('it is not one of the coming draws');

  try {
    return await ledger.transaction(async (tx) => {
      const [draw] = await tx
        .select()
        .from(lotteryDraws)
        .where(eq(lotteryDraws.id, known.id))
        .for('share');
      if (!draw) throw new Error(`lottery draw ${known.id} vanished`);
      if (draw.state !== 'open') closed(`it is ${draw.state}`);
      if (now >= draw.closeAt) closed(`they closed at ${draw.closeAt.toISOString()}`);
      const total = bets.reduce((sum, b) => sum + b.stakeMinor, 0n);
      // The member's stakes take turns in the guard (a loss limit: responsible-gambling/limits.ts).
      if (request.guard) await request.guard(tx, total);
      const txLedger = ledger.within(tx);
      const wallet = (await walletOf(txLedger, member, gameRow.vassalage)) ?? MAIN_WALLET;
      const placed: LotteryBet[] = [];
      for (const [slipIndex, bet] of bets.entries()) {
        const [next] = rowsOf<{ id: string }>(
          await tx.execute(
            sql`select nextval(pg_get_serial_sequence('lottery_bets', 'id'))::text as id`,
          ),
        );
        if (!next) throw new Error('no lottery bet id');
        const id = BigInt(next.id);
        const hold = await txLedger.createPendingTransfer({
          merchantId: member.merchantId,
          currency: settings.currency,
          from: { member, wallet },
          to: { house: 'game_house', shard: houseShardOf(member) },
          amountMinor: bet.stakeMinor,
          kind: 'bet',
          reference: `lottery-draw:${draw.id}`,
          reason: draw.nodeId,
          actor: `member:${member.id}`,
          idempotencyKey: `lottery-bet:${id}:hold`,
        });
        const [row] = await tx
          .insert(lotteryBets)
          .values({
            id,
            merchantId: member.merchantId,
            memberId: member.id,
            drawId: draw.id,
            slipKey: key,
            slipIndex,
            slipFingerprint,
            playType: bet.playType,
            selection: bet.selection as Record<string, unknown>,
            currency: settings.currency,
            wallet,
            stakeMinor: bet.stakeMinor,
            pendingTransferId: hold.pendingId,
          })
          .returning();
        if (!row) throw new Error('lottery bet insert returned nothing');
        placed.push(row);
      }
      return {
        draw,
        bets: placed,
        balanceMinor: await walletBalance(txLedger, member, wallet),
        replayed: false,
      };
    });
  } catch (error) {
    // A twin slip with the same key committed first: answer it. Its holds may also have left too
    // little money for this copy's, so INSUFFICIENT_FUNDS looks for the twin too.
    if (
      isUniqueViolation(error) ||
      (error instanceof PlatformError && error.code === 'INSUFFICIENT_FUNDS')
    ) {
      const twin = await earlier();
      if (twin) return twin;
    }
    throw error;
  }
}
