import { createHash } from 'node:crypto';
import { forgetWins } from '../board/cache';
import { and, eq } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits } from '@lobbykit/api-contract';
import type { DemoRound } from '@lobbykit/api-contract';
import type { Database } from '../../../db/index';
import { gameRounds, gameSeeds } from '../../../db/schema/index';
import type { CatalogueGame, GameRound, GameSeed, GameSession } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import type { StakeGuard } from '../../responsible-gambling/limits';
import type { Ledger, LedgerMember } from '../../wallet/index';
import { roundFloats } from '../fair/fair';
import { lockActiveSeed, useNonce } from '../fair/seeds';
import { diceMultiplierText, dicePayoutMinor, rollDice } from '../games/dice';
import type { DiceOutcome } from '../games/dice';
import { slotPayoutMinor, spinSlot } from '../games/slot';
import type { SlotOutcome } from '../games/slot';
import { baccaratPayoutMinor, dealBaccarat } from '../games/baccarat';
import type { BaccaratOutcome, BaccaratSpot } from '../games/baccarat';
import { betLimits, checkDiceBet, checkSlotBet, checkStake } from './limits';
import { walletBalance, walletOf } from './wallet';

export type PlayRequest =
  | { kind: 'slot'; roundId: string; lineBetMinor: bigint; lines: number }
  | { kind: 'dice'; roundId: string; amountMinor: bigint; target: number }
  | { kind: 'baccarat'; roundId: string; amountMinor: bigint; spot: BaccaratSpot };

export interface PlayResult {
  round: GameRound;
  replayed: boolean;
  balanceMinor: bigint;
  nextSeed: GameSeed;
}

/** What a stored slot round keeps of its request, so free spins repeat the bonus bet. */
export interface SlotRequest {
  lines: number;
  /** The line bet as the wire wrote it, in the merchant's currency. */
  lineBet: string;
  /** The same in minor units (issue 11); rounds from before kept only a two-decimal lineBet. */
  lineBetMinor?: string;
}

/** The bonus bet of a stored slot round, in minor units. */
export function lineBetMinorOf(request: SlotRequest): bigint {
  // Before issue 11 every amount had two decimals; the ledger kept its integers when a merchant
  // moved to its brand's currency (wallet/currency.ts), so the old text reads with two.
  return request.lineBetMinor !== undefined
    ? BigInt(request.lineBetMinor)
    : toMinorUnits(request.lineBet, 2);
}

function fingerprintOf(nodeId: string, request: PlayRequest): string {
  const fields = (() => {
    switch (request.kind) {
      case 'slot':
        return {
          nodeId,
          kind: 'slot',
          lineBet: String(request.lineBetMinor),
          lines: request.lines,
        };
      case 'dice':
        return {
          nodeId,
          kind: 'dice',
          amount: String(request.amountMinor),
          target: request.target,
        };
      case 'baccarat':
        return {
          nodeId,
          kind: 'baccarat',
          amount: String(request.amountMinor),
          spot: request.spot,
        };
      default: {
        const never: never = request;
        return never;
      }
    }
  })();
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** What a stored baccarat round keeps (its outcome holds the hands). */
interface BaccaratStored extends BaccaratOutcome {
  kind: 'baccarat';
  spot: BaccaratSpot;
}

function ledgerKey(memberId: number, roundId: string, leg: 'bet' | 'payout'): string {
  return `demo:${memberId}:${roundId}:${leg}`;
}

/**
 * Plays one round (issue 6 "Rounds"): in ONE transaction the member's seed is locked, the round id
 * is checked for a replay, the bet is debited, the outcome drawn from the fair generator, the
 * payout credited and the round stored. A failure anywhere (INSUFFICIENT_FUNDS included) rolls
 * all of it back, so no bet is ever taken without its round, and no nonce is skipped.
 */
export async function playRound(
  db: Database,
  ledger: Ledger,
  session: GameSession,
  game: CatalogueGame,
  member: LedgerMember,
  request: PlayRequest,
  /** Responsible gambling's limits, checked on the stake before any money moves. */
  guard?: StakeGuard,
): Promise<PlayResult> {
  const fingerprint = fingerprintOf(game.nodeId, request);
  const result = await ledger.transaction(async (tx) => {
    // Money through the ledger, in this same transaction (nested calls become savepoints).
    const txLedger = ledger.within(tx);
    // The seed lock serialises the member's rounds: a retry racing its original waits here and
    // then finds the stored round below.
    const seed = await lockActiveSeed(tx, member);
    const wallet = await walletOf(txLedger, member, game.vassalage);

    const [existing] = await tx
      .select()
      .from(gameRounds)
      .where(
        and(eq(gameRounds.memberId, member.id), eq(gameRounds.clientRoundId, request.roundId)),
      );
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        throw new PlatformError(
          'IDEMPOTENCY_CONFLICT',
          'This round id was already used for a different bet.',
        );
      }
      return {
        round: existing,
        replayed: true,
        balanceMinor: await walletBalance(txLedger, member, wallet),
        nextSeed: seed,
      };
    }

    const [open] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, member.id), eq(gameRounds.status, 'open')))
      .for('update');
    if (open && open.nodeId !== game.nodeId) {
      throw new PlatformError(
        'PREVIOUS_GAME_NOT_FINISHED',
        'A bonus of another game is still open. Finish it there first.',
      );
    }

    const settings = await txLedger.settings(member.merchantId);
    const limits = betLimits(game, settings.minorUnits, { table: request.kind === 'baccarat' });
    const wire = (minor: bigint) => fromMinorUnits(minor, settings.minorUnits);
    const nonce = seed.nextNonce;
    const floats = roundFloats(seed.serverSeed, seed.clientSeed, nonce);
    let betMinor: bigint;
    let payoutMinor: bigint;
    let outcome: Record<string, unknown>;
    let stored: Record<string, unknown>;
    let freeSpinsAwarded = 0;
    // Free spins still to play after this round: a new bonus's award, or one fewer than before.
    const freeSpinsLeftAfter = open ? open.freeSpinsLeft - 1 : 0;

    if (request.kind === 'slot') {
      // A bonus is open on this game: this spin is one of its free spins, at the bonus bet.
      const bonus = open ? (open.request as unknown as SlotRequest) : null;
      const lines = bonus ? bonus.lines : request.lines;
      const lineBetMinor = bonus ? lineBetMinorOf(bonus) : request.lineBetMinor;
      if (!bonus) checkSlotBet(limits, lineBetMinor, lines);
      const slot: SlotOutcome = spinSlot(floats, lines);
      betMinor = bonus ? 0n : lineBetMinor * BigInt(lines);
      payoutMinor = slotPayoutMinor(slot, lineBetMinor, lines);
      // No retrigger: scatters in a free spin pay but award nothing more.
      freeSpinsAwarded = bonus ? 0 : slot.freeSpinsAwarded;
      outcome = {
        kind: 'slot',
        ...slot,
        freeSpinsAwarded,
        freeSpinsLeftAfter: bonus ? freeSpinsLeftAfter : freeSpinsAwarded,
      };
      stored = {
        lines,
        lineBet: wire(lineBetMinor),
        lineBetMinor: String(lineBetMinor),
      } satisfies SlotRequest;
    } else if (open) {
      throw new PlatformError(
        'PREVIOUS_GAME_NOT_FINISHED',
        'A bonus is still open. Finish it first.',
      );
    } else if (request.kind === 'baccarat') {
      checkStake(limits, request.amountMinor);
      const coup = dealBaccarat(floats);
      betMinor = request.amountMinor;
      payoutMinor = baccaratPayoutMinor(coup, request.spot, betMinor);
      outcome = {
        kind: 'baccarat',
        spot: request.spot,
        ...coup,
        freeSpinsLeftAfter: 0,
      } satisfies BaccaratStored & { freeSpinsLeftAfter: number };
      stored = { amount: wire(request.amountMinor), spot: request.spot };
    } else {
      checkDiceBet(limits, request.amountMinor, request.target);
      const dice: DiceOutcome = rollDice(floats, request.target);
      betMinor = request.amountMinor;
      payoutMinor = dicePayoutMinor(dice, betMinor);
      outcome = { kind: 'dice', ...dice, freeSpinsLeftAfter: 0 };
      stored = { amount: wire(request.amountMinor), target: request.target };
    }

    if (guard) await guard(tx, betMinor);
    const reference = `demo-round:${request.roundId}`;
    const actor = `member:${member.id}`;
    const bet =
      betMinor > 0n
        ? await txLedger.debit(member, {
            amountMinor: betMinor,
            kind: 'bet',
            wallet,
            reference,
            reason: game.nodeId,
            actor,
            idempotencyKey: ledgerKey(member.id, request.roundId, 'bet'),
          })
        : null;
    const payout =
      payoutMinor > 0n
        ? await txLedger.credit(member, {
            amountMinor: payoutMinor,
            kind: 'payout',
            wallet,
            reference,
            reason: game.nodeId,
            actor,
            idempotencyKey: ledgerKey(member.id, request.roundId, 'payout'),
          })
        : null;
    await useNonce(tx, seed);

    if (open) {
      const left = open.freeSpinsLeft - 1;
      await tx
        .update(gameRounds)
        .set({
          freeSpinsLeft: left,
          ...(left === 0 ? { status: 'settled' as const, settledAt: new Date() } : {}),
        })
        .where(eq(gameRounds.id, open.id));
    }
    const now = new Date();
    const [round] = await tx
      .insert(gameRounds)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        gameSessionId: session.id,
        clientRoundId: request.roundId,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameType: game.gameType,
        kind: request.kind,
        playMode: session.playMode,
        currency: settings.currency,
        betMinor,
        payoutMinor,
        status: freeSpinsAwarded > 0 ? 'open' : 'settled',
        parentRoundId: open?.id ?? null,
        freeSpinsTotal: freeSpinsAwarded,
        freeSpinsLeft: freeSpinsAwarded,
        seedId: seed.id,
        nonce,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        request: stored,
        fingerprint,
        outcome,
        betTransferId: bet?.transferId ?? null,
        payoutTransferId: payout?.transferId ?? null,
        createdAt: now,
        settledAt: freeSpinsAwarded > 0 ? null : now,
      })
      .returning();
    if (!round) throw new Error('round insert returned nothing');
    const [nextSeed] = await tx.select().from(gameSeeds).where(eq(gameSeeds.id, seed.id));
    return {
      round,
      replayed: false,
      // Read, not the transfers' balance after: that is the posted balance, which still counts
      // money a pending withdrawal holds; the player sees what they can spend.
      balanceMinor: await walletBalance(txLedger, member, wallet),
      nextSeed: nextSeed ?? seed,
    };
  });
  // After the commit, so the winner board's next read sees the win (§2.4).
  if (result.round.playMode === 'real' && result.round.payoutMinor > 0n)
    forgetWins(db, member.merchantId);
  return result;
}

/** A stored round in the contract's shape, its amounts with the currency's decimals. */
export function toRound(round: GameRound, minorUnits: number): DemoRound {
  const wire = (minor: bigint) => fromMinorUnits(minor, minorUnits);
  const freeSpinsLeft = Number(
    (round.outcome as { freeSpinsLeftAfter?: number }).freeSpinsLeftAfter ?? 0,
  );
  const common = {
    roundId: round.clientRoundId,
    createdAt: round.createdAt.toISOString(),
    playMode: round.playMode,
    bet: wire(round.betMinor),
    payout: wire(round.payoutMinor),
    freeSpin: round.parentRoundId !== null,
    freeSpinsLeft,
    fairness: {
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    },
  };
  if (round.kind === 'slot') {
    const o = round.outcome as unknown as SlotOutcome;
    const r = round.request as unknown as SlotRequest;
    return {
      ...common,
      outcome: {
        kind: 'slot',
        lines: r.lines,
        lineBet: wire(lineBetMinorOf(r)),
        stops: o.stops,
        grid: o.grid,
        lineWins: o.lineWins,
        scatterCount: o.scatterCount,
        scatterMultiplier: o.scatterMultiplier,
        freeSpinsAwarded: o.freeSpinsAwarded,
      },
    };
  }
  if (round.kind === 'baccarat') {
    const b = round.outcome as unknown as BaccaratStored;
    return {
      ...common,
      outcome: {
        kind: 'baccarat',
        spot: b.spot,
        player: b.player,
        banker: b.banker,
        playerPoint: b.playerPoint,
        bankerPoint: b.bankerPoint,
        winner: b.winner,
        push: b.winner === 'TIE' && b.spot !== 'TIE',
      },
    };
  }
  const d = round.outcome as unknown as DiceOutcome;
  return {
    ...common,
    outcome: {
      kind: 'dice',
      roll: `${Math.floor(d.rollHundredths / 100)}.${String(d.rollHundredths % 100).padStart(2, '0')}`,
      target: d.target,
      win: d.win,
      multiplier: diceMultiplierText(d.target),
    },
  };
}
