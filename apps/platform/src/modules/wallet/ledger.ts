import type { Database } from '../../db/index';
import type { HouseWallet, LedgerAccount } from '../../db/schema/index';
import { announceAfterCommit, announcerOf } from '../events/outbox';
import { accountsOver, newAccountCache } from './accounts';
import type { AccountCache } from './accounts';
import type { LedgerMember, WalletBalance, WalletSettings } from './accounts';
import { pendingTransfersOver } from './pending';
import type {
  PendingTransferResult,
  PostPendingRequest,
  PostPendingResult,
  VoidPendingRequest,
  VoidPendingResult,
} from './pending';
import { reconciliationOver } from './reconciliation';
import type { Disagreement } from './reconciliation';
import { transfersOver } from './transfers';
import type { MemberMovement, TransferRequest, TransferResult } from './transfers';

/**
 * The wallet ledger (issue 4, ARCHITECTURE.md "Money"): double entry in bigint minor units, every
 * movement idempotent by key, member accounts never below zero, balances checkable against the
 * transfers. The server builds it once (`app.ledger`, the ledger plugin).
 */
export interface Ledger {
  /** The merchant's currency and §3 wallet mode. */
  settings(merchantId: number): Promise<WalletSettings>;
  /** §3 isSingle and the vendor wallets; the currency stays the brand's (currency.ts). */
  configureMerchant(
    merchantId: number,
    options: { isSingle: boolean; vendorWallets?: string[] },
  ): Promise<WalletSettings>;
  /** Opens the member's wallets the merchant's mode gives it (no money moves). */
  ensureMemberWallets(member: LedgerMember, known?: WalletSettings): Promise<LedgerAccount[]>;
  /** Moves money from one account to another at once. */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Money into a member wallet from the house account of the kind (default deposit). */
  credit(member: LedgerMember, movement: MemberMovement): Promise<TransferResult>;
  /** Money out of a member wallet to the house account of the kind (default withdrawal). */
  debit(member: LedgerMember, movement: MemberMovement): Promise<TransferResult>;
  /** §7.3 GCS_walletTransfer: between two of the member's own wallets. */
  walletTransfer(
    member: LedgerMember,
    fromWallet: string,
    toWallet: string,
    amountMinor: bigint,
    idempotencyKey: string,
  ): Promise<TransferResult>;
  /** Free play (§4): the trial wallet filled from the trial house account. */
  fundTrial(
    member: LedgerMember,
    amountMinor: bigint,
    idempotencyKey?: string,
  ): Promise<TransferResult>;
  /**
   * Two-phase, first phase: holds the amount on the debit account (not spendable from now on)
   * without moving it. Same request and checks as `transfer`; the key makes a retry answer the
   * same hold. Withdrawals and agent transfers start here.
   */
  createPendingTransfer(request: TransferRequest): Promise<PendingTransferResult>;
  /**
   * Second phase: moves the held amount, or less (the rest is released), as one transfer with
   * the post's key. Exactly once per pending transfer; a retry with the same key answers the same
   * post; after a void or another post it throws `PendingTransferResolved`.
   */
  postPendingTransfer(request: PostPendingRequest): Promise<PostPendingResult>;
  /** Second phase instead of a post: releases the hold, nothing moves. Exactly once, like a post. */
  voidPendingTransfer(request: VoidPendingRequest): Promise<VoidPendingResult>;
  /** A pending transfer of the merchant as it stands (pending, posted or voided), or null. */
  pendingTransfer(merchantId: number, pendingId: bigint): Promise<PendingTransferResult | null>;
  /** Each of the member's wallets: posted balance, what is held, what is available. */
  balances(memberId: number): Promise<WalletBalance[]>;
  /** `balances` of many members in one read, by member id (every id present). */
  balancesOfMembers(memberIds: number[]): Promise<Map<number, WalletBalance[]>>;
  houseBalance(merchantId: number, currency: string, wallet: HouseWallet): Promise<WalletBalance>;
  /** Every disagreement between the stored balances and the transfers (none when healthy). */
  check(): Promise<Disagreement[]>;
  /**
   * The same ledger inside a caller's transaction, so its movements commit or roll back with the
   * caller's other writes (a demo round's bet, payout and round row).
   */
  within(tx: Database): Ledger;
  /**
   * `db.transaction` for work that moves money through `within(tx)`: the members whose balance
   * moved, or who were given other events in it (`appendEvents`), are announced once it commits
   * (issue 15), not before (their events are not visible yet).
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
}

export interface LedgerOptions {
  /**
   * Issue 15: members whose balance moved, after the movement committed (the event bus's nudge).
   * Movements inside a caller's transaction (`within`) are the caller's to announce after commit.
   */
  moved?: (memberIds: number[]) => void;
}

export function createLedger(db: Database, options: LedgerOptions = {}): Ledger {
  return ledgerOver(db, newAccountCache(), false, options.moved);
}

/**
 * `nested`: `db` is a caller's transaction, which reads the ledger's account cache but never fills
 * it. `moved` hears the members whose balance moved: after the commit at the top, and inside a
 * `transaction` its collector (announced after that transaction commits).
 */
function ledgerOver(
  db: Database,
  cache: AccountCache,
  nested: boolean,
  moved: LedgerOptions['moved'],
): Ledger {
  const accounts = accountsOver(db, nested ? { map: cache.map, fill: false } : cache);
  const movements = transfersOver(db, accounts, nested, moved);
  const twoPhase = pendingTransfersOver(db, movements, moved);
  const { check } = reconciliationOver(db);
  return {
    settings: accounts.settings,
    configureMerchant: accounts.configureMerchant,
    ensureMemberWallets: accounts.ensureMemberWallets,
    transfer: movements.transfer,
    credit: movements.credit,
    debit: movements.debit,
    walletTransfer: movements.walletTransfer,
    fundTrial: movements.fundTrial,
    createPendingTransfer: twoPhase.createPendingTransfer,
    postPendingTransfer: twoPhase.postPendingTransfer,
    voidPendingTransfer: twoPhase.voidPendingTransfer,
    pendingTransfer: twoPhase.pendingTransfer,
    balances: accounts.balances,
    balancesOfMembers: accounts.balancesOfMembers,
    houseBalance: accounts.houseBalance,
    check,
    within: (tx) => ledgerOver(tx, cache, true, announcerOf(tx)),
    async transaction(work) {
      const touched = new Set<number>();
      const result = await db.transaction((tx) => {
        announceAfterCommit(tx, (ids) => ids.forEach((id) => touched.add(id)));
        return work(tx);
      });
      if (moved && touched.size > 0) moved([...touched]);
      return result;
    },
  };
}
