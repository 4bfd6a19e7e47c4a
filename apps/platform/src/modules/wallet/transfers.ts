import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { transferKinds } from '@lobbykit/api-contract';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import { TRIAL_WALLET, accountBalances, transfers } from '../../db/schema/index';
import type { HouseWallet, LedgerAccount, Transfer } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { isTrial } from './accounts';
import type { AccountRef, Accounts, LedgerMember } from './accounts';

export interface TransferRequest {
  merchantId: number;
  currency: string;
  from: AccountRef;
  to: AccountRef;
  amountMinor: bigint;
  kind: string;
  reference?: string | null;
  reason?: string | null;
  /** Who caused it: `member:<id>`, `operator:<name>` or `system:<part>`. */
  actor: string;
  idempotencyKey: string;
}

export interface TransferResult {
  transferId: bigint;
  merchantId: number;
  currency: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  kind: WalletTransferKind;
  reference: string | null;
  reason: string | null;
  actor: string;
  idempotencyKey: string;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
  createdAt: Date;
  /** True when this call returned an earlier movement with the same key and fields. */
  replayed: boolean;
}

export interface MemberMovement {
  amountMinor: bigint;
  idempotencyKey: string;
  kind?: string;
  /** MAIN (default) or a vendor wallet on a multi-wallet merchant. */
  wallet?: string;
  reference?: string | null;
  reason?: string | null;
  actor?: string;
}

/** Where a member's money comes from or goes to for each kind (the counterparty house account). */
const houseFor: Record<WalletTransferKind, HouseWallet> = {
  deposit: 'cash_in',
  withdrawal: 'cash_out',
  transfer: 'cash_in',
  bet: 'game_house',
  payout: 'game_house',
  refund: 'game_house',
  bonus: 'bonus',
  rebate: 'commission',
  dividend: 'commission',
  salary: 'commission',
  adjustment: 'cash_in',
};

const maxMinor = 9_000_000_000_000_000_000n;

export function assertKind(kind: string): WalletTransferKind {
  if (!(transferKinds as readonly string[]).includes(kind)) {
    throw new PlatformError('KIND_UNKNOWN', `Unknown movement kind "${kind}".`);
  }
  return kind as WalletTransferKind;
}

export function assertAmount(amountMinor: bigint): void {
  // Issue 4: amounts are positive integers of minor units (the currency's decimals on the wire).
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n || amountMinor > maxMinor) {
    throw new PlatformError('AMOUNT_INVALID', 'The amount must be greater than zero.');
  }
}

export function fingerprintOf(fields: Record<string, string | null>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export function resultOf(row: Transfer, replayed: boolean): TransferResult {
  return {
    transferId: row.id,
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
    debitBalanceAfter: row.debitBalanceAfter,
    creditBalanceAfter: row.creditBalanceAfter,
    createdAt: row.createdAt,
    replayed,
  };
}

/** A duplicate key seen only at insert time: the transaction is rolled back and the original re-read. */
/** Issue 4: an idempotency key is 1 to 200 characters, compared after trimming. */
export function checkedKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (!key || key.length > 200) {
    throw new PlatformError(
      'VALIDATION_FAILED',
      'An idempotency key of 1 to 200 characters is needed.',
      {
        fields: [{ field: 'idempotencyKey', message: '1 to 200 characters' }],
      },
    );
  }
  return key;
}

export class DuplicateKey extends Error {}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Single-phase transfers: one movement debits one account and credits another, at once. */
export function transfersOver(db: Database, accounts: Accounts) {
  const { settings, resolve, ownWallet } = accounts;

  async function findByKey(merchantId: number, key: string) {
    const [row] = await db
      .select()
      .from(transfers)
      .where(and(eq(transfers.merchantId, merchantId), eq(transfers.idempotencyKey, key)));
    return row;
  }

  /** Issue 4: same key + same fields → the original; same key + different fields → conflict. */
  function replayOf(row: Transfer, fingerprint: string): TransferResult {
    if (row.fingerprint !== fingerprint) {
      throw new PlatformError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different movement.',
      );
    }
    return resultOf(row, true);
  }

  /**
   * The checks every movement passes before it touches money, single- or two-phase: kind, amount,
   * key, both accounts of this merchant and currency, trial isolation; and its fingerprint.
   */
  async function prepare(request: TransferRequest) {
    const kind = assertKind(request.kind);
    assertAmount(request.amountMinor);
    const key = checkedKey(request.idempotencyKey);
    const { merchantId, currency } = request;
    const from = await resolve(request.from, merchantId, currency);
    const to = await resolve(request.to, merchantId, currency);
    if (from.id === to.id) {
      throw new PlatformError('VALIDATION_FAILED', 'A movement needs two different wallets.');
    }
    // Issue 4: a trial wallet exchanges money only with the trial house account, never real money.
    const trialSide = (a: LedgerAccount) => a.kind === 'trial' || a.wallet === 'trial_house';
    if (
      trialSide(from) !== trialSide(to) ||
      (from.kind === 'house' && to.kind === 'house' && trialSide(from))
    ) {
      throw new PlatformError('TRIAL_ISOLATION', 'Trial money never moves to or from real money.');
    }
    const reference = request.reference ?? null;
    const reason = request.reason ?? null;
    const fingerprint = fingerprintOf({
      merchantId: String(merchantId),
      currency,
      from: String(from.id),
      to: String(to.id),
      amount: String(request.amountMinor),
      kind,
      reference,
      reason,
      actor: request.actor,
    });
    return { kind, key, from, to, reference, reason, fingerprint };
  }

  async function transfer(request: TransferRequest): Promise<TransferResult> {
    const { kind, key, from, to, reference, reason, fingerprint } = await prepare(request);
    const { merchantId, currency } = request;

    try {
      const row = await db.transaction(async (tx) => {
        // Issue 4: lock both balance rows in account-id order so two movements cannot deadlock.
        const locked = await tx
          .select()
          .from(accountBalances)
          .where(inArray(accountBalances.accountId, [from.id, to.id]))
          .orderBy(asc(accountBalances.accountId))
          .for('update');
        const debit = locked.find((b) => b.accountId === from.id);
        const credit = locked.find((b) => b.accountId === to.id);
        if (!debit || !credit) throw new Error('an account has no balance row');
        const debitAfter = debit.balance - request.amountMinor;
        const creditAfter = credit.balance + request.amountMinor;
        // The key is claimed before the funds are judged, so a replay of a movement that has since
        // emptied the wallet still answers the original rather than INSUFFICIENT_FUNDS.
        const [inserted] = await tx
          .insert(transfers)
          .values({
            merchantId,
            currency,
            debitAccountId: from.id,
            creditAccountId: to.id,
            amount: request.amountMinor,
            kind,
            reference,
            reason,
            actor: request.actor,
            idempotencyKey: key,
            fingerprint,
            debitBalanceAfter: debitAfter,
            creditBalanceAfter: creditAfter,
          })
          .onConflictDoNothing({ target: [transfers.merchantId, transfers.idempotencyKey] })
          .returning();
        if (!inserted) throw new DuplicateKey();
        // Issue 4: a member account never goes below zero; house accounts may. Throwing rolls the
        // insert back, so a refused movement leaves no trace and its key stays free.
        // Two-phase transfers: what pending transfers hold is not spendable either.
        if (debit.kind !== 'house' && debitAfter - debit.pendingDebit < 0n) {
          throw new PlatformError('INSUFFICIENT_FUNDS', 'The wallet does not hold enough money.');
        }
        const amount = sql`${request.amountMinor}::bigint`;
        await tx
          .update(accountBalances)
          .set({
            balance: sql`${accountBalances.balance} + case when ${accountBalances.accountId} = ${from.id} then -${amount} else ${amount} end`,
            debitTotal: sql`${accountBalances.debitTotal} + case when ${accountBalances.accountId} = ${from.id} then ${amount} else 0 end`,
            creditTotal: sql`${accountBalances.creditTotal} + case when ${accountBalances.accountId} = ${to.id} then ${amount} else 0 end`,
            updatedAt: sql`now()`,
          })
          .where(inArray(accountBalances.accountId, [from.id, to.id]));
        return inserted;
      });
      return resultOf(row, false);
    } catch (error) {
      // Issue 4: a concurrent insert of the same key resolves to the one original.
      if (error instanceof DuplicateKey || isUniqueViolation(error)) {
        const original = await findByKey(merchantId, key);
        if (original) return replayOf(original, fingerprint);
      }
      throw error;
    }
  }

  function houseRef(member: LedgerMember, kind: WalletTransferKind): AccountRef {
    // Issue 4: trial money only ever meets the trial house account.
    return { house: isTrial(member) ? 'trial_house' : houseFor[kind] };
  }

  /** Money into a member wallet from the house account that goes with the kind (default deposit). */
  async function credit(member: LedgerMember, movement: MemberMovement) {
    const kind = assertKind(movement.kind ?? 'deposit');
    const s = await settings(member.merchantId);
    return transfer({
      merchantId: member.merchantId,
      currency: s.currency,
      from: houseRef(member, kind),
      to: { member, wallet: movement.wallet },
      amountMinor: movement.amountMinor,
      kind,
      reference: movement.reference,
      reason: movement.reason,
      actor: movement.actor ?? 'system:ledger',
      idempotencyKey: movement.idempotencyKey,
    });
  }

  /** Money out of a member wallet to the house account that goes with the kind (default withdrawal). */
  async function debit(member: LedgerMember, movement: MemberMovement) {
    const kind = assertKind(movement.kind ?? 'withdrawal');
    const s = await settings(member.merchantId);
    return transfer({
      merchantId: member.merchantId,
      currency: s.currency,
      from: { member, wallet: movement.wallet },
      to: houseRef(member, kind),
      amountMinor: movement.amountMinor,
      kind,
      reference: movement.reference,
      reason: movement.reason,
      actor: movement.actor ?? 'system:ledger',
      idempotencyKey: movement.idempotencyKey,
    });
  }

  /** §7.3 GCS_walletTransfer: between two of the member's own wallets. */
  async function walletTransfer(
    member: LedgerMember,
    fromWallet: string,
    toWallet: string,
    amountMinor: bigint,
    idempotencyKey: string,
  ) {
    assertAmount(amountMinor);
    const s = await settings(member.merchantId);
    return transfer({
      merchantId: member.merchantId,
      currency: s.currency,
      from: await ownWallet(member, fromWallet),
      to: await ownWallet(member, toWallet),
      amountMinor,
      kind: 'transfer',
      reference: null,
      reason: null,
      actor: `member:${member.id}`,
      idempotencyKey,
    });
  }

  /** Free play (§4): the trial wallet is filled from the trial house account, never real money. */
  async function fundTrial(member: LedgerMember, amountMinor: bigint, idempotencyKey?: string) {
    if (!isTrial(member)) {
      throw new PlatformError('TRIAL_ISOLATION', 'Only a trial account gets free-play money.');
    }
    const s = await settings(member.merchantId);
    return transfer({
      merchantId: member.merchantId,
      currency: s.currency,
      from: { house: 'trial_house' },
      to: { member, wallet: TRIAL_WALLET },
      amountMinor,
      kind: 'bonus',
      reference: null,
      reason: 'free play',
      actor: 'system:freeplay',
      idempotencyKey: idempotencyKey ?? `trial-fund:${member.id}`,
    });
  }

  return { prepare, transfer, credit, debit, walletTransfer, fundTrial };
}

export type Transfers = ReturnType<typeof transfersOver>;
