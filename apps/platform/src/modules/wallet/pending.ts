import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/index';
import { appendBalanceEvents } from '../events/outbox';
import { accountBalances, pendingTransfers, transfers } from '../../db/schema/index';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import type { PendingTransfer, PendingTransferState } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { DuplicateKey, assertAmount, checkedKey, fingerprintOf, resultOf } from './transfers';
import type { TransferRequest, TransferResult, Transfers } from './transfers';

/**
 * Two-phase transfers, TigerBeetle's model (ARCHITECTURE.md "Ledger"): a pending transfer holds an
 * amount on the debit account without moving it; later exactly one post (for the amount or less)
 * or void ends it. Withdrawals and agent transfers use it, so money awaiting approval cannot be
 * spent twice. A member account's available balance is its posted balance minus its pending
 * debits, and it never goes below zero.
 */

export interface PendingTransferResult {
  pendingId: bigint;
  merchantId: number;
  currency: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  /** The amount held: the most a post can move. */
  amountMinor: bigint;
  kind: WalletTransferKind;
  reference: string | null;
  reason: string | null;
  actor: string;
  idempotencyKey: string;
  state: PendingTransferState;
  /** The transfer its post wrote; null while pending or once voided. */
  postedTransferId: bigint | null;
  createdAt: Date;
  resolvedAt: Date | null;
  /** True when this call returned an earlier call's outcome (same key, same fields). */
  replayed: boolean;
}

export interface PostPendingRequest {
  merchantId: number;
  pendingId: bigint;
  /** What to move: at most the held amount (default all of it); the rest is released. */
  amountMinor?: bigint;
  /** The key of the post; the transfer it writes carries it too. */
  idempotencyKey: string;
  actor: string;
}

export interface VoidPendingRequest {
  merchantId: number;
  pendingId: bigint;
  idempotencyKey: string;
  actor: string;
  reason?: string | null;
}

export interface PostPendingResult {
  pending: PendingTransferResult;
  /** The single-phase transfer the post wrote (amount as posted). */
  transfer: TransferResult;
  replayed: boolean;
}

export interface VoidPendingResult {
  pending: PendingTransferResult;
  replayed: boolean;
}

/**
 * A post or void of a pending transfer that another post or void already resolved. A 409 under
 * IDEMPOTENCY_CONFLICT until the withdrawal calls give it a wire code of its own; callers inside
 * the platform tell it apart by class and `state`.
 */
export class PendingTransferResolved extends PlatformError {
  constructor(readonly state: Exclude<PendingTransferState, 'pending'>) {
    super('IDEMPOTENCY_CONFLICT', `The pending transfer was already ${state}.`);
    this.name = 'PendingTransferResolved';
  }
}

function pendingResultOf(row: PendingTransfer, replayed: boolean): PendingTransferResult {
  return {
    pendingId: row.id,
    merchantId: row.merchantId,
    currency: row.currency,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    amountMinor: row.amount,
    kind: row.kind,
    reference: row.reference,
    reason: row.reason,
    actor: row.actor,
    idempotencyKey: row.idempotencyKey,
    state: row.state,
    postedTransferId: row.postedTransferId,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    replayed,
  };
}

/** Two-phase transfers over the same accounts and validation as single-phase ones. */
export function pendingTransfersOver(
  db: Database,
  movements: Transfers,
  /** Issue 15: after commit, the members whose balance moved (absent inside a caller's transaction). */
  moved?: (memberIds: number[]) => void,
) {
  /** Issue 15: balance events in the movement's transaction; their members, for after commit. */
  const announce = (ids: number[]) => {
    if (moved && ids.length > 0) moved(ids);
  };

  /** Locks both balance rows in account-id order, the order every ledger write uses (no deadlock). */
  async function lockBalances(tx: Database, debitId: bigint, creditId: bigint) {
    const locked = await tx
      .select()
      .from(accountBalances)
      .where(inArray(accountBalances.accountId, [debitId, creditId]))
      .orderBy(asc(accountBalances.accountId))
      .for('update');
    const debit = locked.find((b) => b.accountId === debitId);
    const credit = locked.find((b) => b.accountId === creditId);
    if (!debit || !credit) throw new Error('an account has no balance row');
    return { debit, credit };
  }

  async function findByKey(merchantId: number, key: string) {
    const [row] = await db
      .select()
      .from(pendingTransfers)
      .where(
        and(eq(pendingTransfers.merchantId, merchantId), eq(pendingTransfers.idempotencyKey, key)),
      );
    return row;
  }

  /**
   * Holds `amountMinor` on the debit account for a later post or void. Same checks as a transfer
   * (accounts, trial isolation, funds); the hold key is its own: a replay answers the original.
   */
  async function createPendingTransfer(request: TransferRequest): Promise<PendingTransferResult> {
    const movement = await movements.prepare(request);
    const { merchantId, currency } = request;
    try {
      const row = await db.transaction(async (tx) => {
        const { debit } = await lockBalances(tx, movement.from.id, movement.to.id);
        const [inserted] = await tx
          .insert(pendingTransfers)
          .values({
            merchantId,
            currency,
            debitAccountId: movement.from.id,
            creditAccountId: movement.to.id,
            amount: request.amountMinor,
            kind: movement.kind,
            reference: movement.reference,
            reason: movement.reason,
            actor: request.actor,
            idempotencyKey: movement.key,
            fingerprint: movement.fingerprint,
          })
          .onConflictDoNothing({
            target: [pendingTransfers.merchantId, pendingTransfers.idempotencyKey],
          })
          .returning();
        if (!inserted) throw new DuplicateKey();
        // Held money is not spendable: the hold must fit in what is available now, and so must
        // every later hold or transfer (the CHECK on account_balances backs this up).
        if (debit.kind !== 'house' && debit.balance - debit.pendingDebit < request.amountMinor) {
          throw new PlatformError('INSUFFICIENT_FUNDS', 'The wallet does not hold enough money.');
        }
        const amount = sql`${request.amountMinor}::bigint`;
        await tx
          .update(accountBalances)
          .set({
            pendingDebit: sql`${accountBalances.pendingDebit} + case when ${accountBalances.accountId} = ${movement.from.id} then ${amount} else 0 end`,
            pendingCredit: sql`${accountBalances.pendingCredit} + case when ${accountBalances.accountId} = ${movement.to.id} then ${amount} else 0 end`,
            updatedAt: sql`now()`,
          })
          .where(inArray(accountBalances.accountId, [movement.from.id, movement.to.id]));
        const owners = await appendBalanceEvents(tx, [movement.from.id, movement.to.id]);
        return { inserted, owners };
      });
      announce(row.owners);
      return pendingResultOf(row.inserted, false);
    } catch (error) {
      if (error instanceof DuplicateKey || isUniqueViolation(error)) {
        const original = await findByKey(merchantId, movement.key);
        if (original) {
          if (original.fingerprint !== movement.fingerprint) {
            throw new PlatformError(
              'IDEMPOTENCY_CONFLICT',
              'This idempotency key was already used for a different hold.',
            );
          }
          return pendingResultOf(original, true);
        }
      }
      throw error;
    }
  }

  /**
   * Locks the pending transfer (so a post and a void racing for it take turns) and decides: still
   * pending, or already resolved by this very call (a retry, `replay`), or by another (refused).
   */
  async function lockPending(
    tx: Database,
    request: { merchantId: number; pendingId: bigint },
    key: string,
    fingerprint: string,
  ): Promise<{ row: PendingTransfer; replay: boolean }> {
    const [row] = await tx
      .select()
      .from(pendingTransfers)
      .where(
        and(
          eq(pendingTransfers.id, request.pendingId),
          eq(pendingTransfers.merchantId, request.merchantId),
        ),
      )
      .for('update');
    if (!row) {
      throw new PlatformError('NOT_FOUND', 'There is no such pending transfer.');
    }
    if (row.state === 'pending') return { row, replay: false };
    if (row.resolutionKey === key) {
      if (row.resolutionFingerprint !== fingerprint) {
        throw new PlatformError(
          'IDEMPOTENCY_CONFLICT',
          'This idempotency key was already used to resolve it differently.',
        );
      }
      return { row, replay: true };
    }
    // Exactly once: the first post or void wins, every other one is refused.
    throw new PendingTransferResolved(row.state);
  }

  /** Releases the hold on both accounts (and, for a post, moves `postedMinor` in the same update). */
  async function release(tx: Database, row: PendingTransfer, postedMinor: bigint) {
    const held = sql`${row.amount}::bigint`;
    const moved = sql`${postedMinor}::bigint`;
    const isDebit = sql`${accountBalances.accountId} = ${row.debitAccountId}`;
    const isCredit = sql`${accountBalances.accountId} = ${row.creditAccountId}`;
    await tx
      .update(accountBalances)
      .set({
        pendingDebit: sql`${accountBalances.pendingDebit} - case when ${isDebit} then ${held} else 0 end`,
        pendingCredit: sql`${accountBalances.pendingCredit} - case when ${isCredit} then ${held} else 0 end`,
        balance: sql`${accountBalances.balance} + case when ${isDebit} then -${moved} else ${moved} end`,
        debitTotal: sql`${accountBalances.debitTotal} + case when ${isDebit} then ${moved} else 0 end`,
        creditTotal: sql`${accountBalances.creditTotal} + case when ${isCredit} then ${moved} else 0 end`,
        updatedAt: sql`now()`,
      })
      .where(inArray(accountBalances.accountId, [row.debitAccountId, row.creditAccountId]));
  }

  /**
   * Posts a pending transfer: moves the held amount, or less (a partial post releases the rest),
   * as one ordinary transfer carrying the post's key. Once only: a void or another post after it
   * is refused (PENDING_TRANSFER_RESOLVED); a retry with the same key answers the same post.
   */
  async function postPendingTransfer(request: PostPendingRequest): Promise<PostPendingResult> {
    const key = checkedKey(request.idempotencyKey);
    if (request.amountMinor !== undefined) assertAmount(request.amountMinor);
    const fingerprint = fingerprintOf({
      action: 'post',
      pendingId: String(request.pendingId),
      amount: request.amountMinor === undefined ? null : String(request.amountMinor),
      actor: request.actor,
    });
    const outcome = await db.transaction(async (tx) => {
      const { row, replay } = await lockPending(tx, request, key, fingerprint);
      if (replay) {
        const [posted] = await tx
          .select()
          .from(transfers)
          .where(eq(transfers.id, row.postedTransferId ?? -1n));
        if (!posted) throw new Error('a posted pending transfer has no transfer');
        return { row, posted, replayed: true, owners: [] as number[] };
      }
      const amountMinor = request.amountMinor ?? row.amount;
      if (amountMinor > row.amount) {
        throw new PlatformError(
          'AMOUNT_INVALID',
          'A post cannot move more than the pending transfer holds.',
        );
      }
      const { debit, credit } = await lockBalances(tx, row.debitAccountId, row.creditAccountId);
      const [posted] = await tx
        .insert(transfers)
        .values({
          merchantId: row.merchantId,
          currency: row.currency,
          debitAccountId: row.debitAccountId,
          creditAccountId: row.creditAccountId,
          amount: amountMinor,
          kind: row.kind,
          reference: row.reference,
          reason: row.reason,
          actor: request.actor,
          idempotencyKey: key,
          fingerprint,
          debitBalanceAfter: debit.balance - amountMinor,
          creditBalanceAfter: credit.balance + amountMinor,
        })
        .onConflictDoNothing({ target: [transfers.merchantId, transfers.idempotencyKey] })
        .returning();
      if (!posted) {
        throw new PlatformError(
          'IDEMPOTENCY_CONFLICT',
          'This idempotency key was already used for a different movement.',
        );
      }
      await release(tx, row, amountMinor);
      const owners = await appendBalanceEvents(tx, [row.debitAccountId, row.creditAccountId]);
      const [resolved] = await tx
        .update(pendingTransfers)
        .set({
          state: 'posted',
          resolutionKey: key,
          resolutionFingerprint: fingerprint,
          resolvedBy: request.actor,
          postedTransferId: posted.id,
          resolvedAt: sql`now()`,
        })
        .where(eq(pendingTransfers.id, row.id))
        .returning();
      if (!resolved) throw new Error('the pending transfer vanished under its lock');
      return { row: resolved, posted, replayed: false, owners };
    });
    announce(outcome.owners);
    return {
      pending: pendingResultOf(outcome.row, outcome.replayed),
      transfer: resultOf(outcome.posted, outcome.replayed),
      replayed: outcome.replayed,
    };
  }

  /** Voids a pending transfer: the hold is released and nothing moves. Once only, like a post. */
  async function voidPendingTransfer(request: VoidPendingRequest): Promise<VoidPendingResult> {
    const key = checkedKey(request.idempotencyKey);
    const fingerprint = fingerprintOf({
      action: 'void',
      pendingId: String(request.pendingId),
      reason: request.reason ?? null,
      actor: request.actor,
    });
    const outcome = await db.transaction(async (tx) => {
      const { row, replay } = await lockPending(tx, request, key, fingerprint);
      if (replay) return { row, replayed: true, owners: [] as number[] };
      await lockBalances(tx, row.debitAccountId, row.creditAccountId);
      await release(tx, row, 0n);
      const owners = await appendBalanceEvents(tx, [row.debitAccountId, row.creditAccountId]);
      const [resolved] = await tx
        .update(pendingTransfers)
        .set({
          state: 'voided',
          resolutionKey: key,
          resolutionFingerprint: fingerprint,
          resolvedBy: request.actor,
          resolvedAt: sql`now()`,
        })
        .where(eq(pendingTransfers.id, row.id))
        .returning();
      if (!resolved) throw new Error('the pending transfer vanished under its lock');
      return { row: resolved, replayed: false, owners };
    });
    announce(outcome.owners);
    return { pending: pendingResultOf(outcome.row, outcome.replayed), replayed: outcome.replayed };
  }

  async function pendingTransfer(
    merchantId: number,
    pendingId: bigint,
  ): Promise<PendingTransferResult | null> {
    const [row] = await db
      .select()
      .from(pendingTransfers)
      .where(and(eq(pendingTransfers.id, pendingId), eq(pendingTransfers.merchantId, merchantId)));
    return row ? pendingResultOf(row, false) : null;
  }

  return { createPendingTransfer, postPendingTransfer, voidPendingTransfer, pendingTransfer };
}
