import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { transferKinds } from '@lobbykit/api-contract';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import { TRIAL_WALLET, transfers } from '../../db/schema/index';
import type { HouseWallet, LedgerAccount, Transfer } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { houseShardOf, isTrial } from './accounts';
import { maxAmountMinor, merchantMoney } from './money';
import type { AccountRef, Accounts, LedgerMember } from './accounts';
import { moveBatcher, runMoves } from './moves';
import type { Move, MoveAnswer } from './moves';

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

export function assertKind(kind: string): WalletTransferKind {
  if (!(transferKinds as readonly string[]).includes(kind)) {
    throw new PlatformError('KIND_UNKNOWN', `Unknown movement kind "${kind}".`);
  }
  return kind as WalletTransferKind;
}

export function assertAmount(amountMinor: bigint): void {
  // Issue 4: amounts are positive integers of minor units (the currency's decimals on the wire).
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n || amountMinor > maxAmountMinor) {
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

/** The members whose own (not trial) wallets a movement touches, in id order (issue 15 events). */
export function memberOwners(...accounts: LedgerAccount[]): number[] {
  const ids = accounts
    .filter((a) => a.kind === 'member' && a.memberId !== null)
    .map((a) => a.memberId as number);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The balance CHECKs that keep a member's posted and available money at zero or more. */
const fundsChecks = new Set(['account_balances_non_negative_ck', 'account_balances_available_ck']);

/**
 * Single-phase transfers: one movement debits one account and credits another, at once. `nested`:
 * `db` is a caller's transaction (`Ledger.within`).
 */
export function transfersOver(
  db: Database,
  accounts: Accounts,
  nested = false,
  moved?: (memberIds: number[]) => void,
) {
  const { resolve, ownWallet } = accounts;
  // The merchant's currency is kept per process (money.ts): it changes only at start.
  const currencyOf = async (merchantId: number) => (await merchantMoney(db, merchantId)).currency;

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
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /**
   * The movement as `ledger_move` (migration 0029) takes it: already checked, keyed and
   * fingerprinted, with the members whose balance event it writes.
   */
  function moveOf(request: TransferRequest, prepared: Prepared, owners: number[]): Move {
    const { kind, key, from, to, reference, reason, fingerprint } = prepared;
    return {
      merchantId: request.merchantId,
      currency: request.currency,
      debit: String(from.id),
      credit: String(to.id),
      amount: String(request.amountMinor),
      kind,
      reference,
      reason,
      actor: request.actor,
      key,
      fingerprint,
      owners,
    };
  }

  /**
   * Issue 17 item 1: at the top, movements that arrive while one batch is in the database wait
   * and go together in the next (one statement, one commit); inside a caller's transaction a
   * movement goes alone, in that transaction. Either way each movement is refused or moved on its
   * own (`ledger_move` gives each its own subtransaction), so a batch changes what it costs, never
   * what it answers.
   */
  const move: (one: Move) => Promise<MoveAnswer> = nested
    ? async (one) => {
        const [answer] = await runMoves(db, [one]);
        if (!answer) throw new Error('ledger_move gave no answer');
        return answer;
      }
    : moveBatcher(db);

  async function transfer(request: TransferRequest): Promise<TransferResult> {
    const prepared = await prepare(request);
    const { kind, key, from, to, reference, reason, fingerprint } = prepared;
    const { merchantId, currency } = request;
    const owners = memberOwners(from, to);
    const answer = await move(moveOf(request, prepared, owners));
    if ('refused' in answer) {
      // Issue 4: a key already used (or racing its twin) answers the one original, even when the
      // wallet has since been emptied and this movement would now be refused for its funds.
      const outOfFunds = answer.refused === 'check' && fundsChecks.has(answer.constraint ?? '');
      if (outOfFunds || answer.refused === 'key') {
        const original = await findByKey(merchantId, key);
        if (original) return replayOf(original, fingerprint);
      }
      if (outOfFunds) {
        throw new PlatformError('INSUFFICIENT_FUNDS', 'The wallet does not hold enough money.');
      }
      throw new Error(`the movement was refused by ${answer.constraint ?? 'its unique key'}`);
    }
    if (moved && owners.length > 0) moved(owners);
    return {
      transferId: BigInt(answer.id),
      merchantId,
      currency,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amountMinor: request.amountMinor,
      kind,
      reference,
      reason,
      actor: request.actor,
      idempotencyKey: key,
      debitBalanceAfter: BigInt(answer.debitAfter),
      creditBalanceAfter: BigInt(answer.creditAfter),
      createdAt: new Date(answer.createdMs),
      replayed: false,
    };
  }

  function houseRef(member: LedgerMember, kind: WalletTransferKind): AccountRef {
    // Issue 4: trial money only ever meets the trial house account. Issue 17: the member's shard.
    return { house: isTrial(member) ? 'trial_house' : houseFor[kind], shard: houseShardOf(member) };
  }

  /** Money into a member wallet from the house account that goes with the kind (default deposit). */
  async function credit(member: LedgerMember, movement: MemberMovement) {
    const kind = assertKind(movement.kind ?? 'deposit');
    return transfer({
      merchantId: member.merchantId,
      currency: await currencyOf(member.merchantId),
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
    return transfer({
      merchantId: member.merchantId,
      currency: await currencyOf(member.merchantId),
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
    return transfer({
      merchantId: member.merchantId,
      currency: await currencyOf(member.merchantId),
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
    return transfer({
      merchantId: member.merchantId,
      currency: await currencyOf(member.merchantId),
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
