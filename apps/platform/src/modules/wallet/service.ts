import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import {
  MAIN_WALLET,
  TRIAL_WALLET,
  accountBalances,
  houseWallets,
  ledgerAccounts,
  memberTypes,
  merchantWalletSettings,
  transferKinds,
  transfers,
} from '../../db/schema/index';
import type {
  AccountKind,
  HouseWallet,
  LedgerAccount,
  Member,
  Transfer,
  TransferKind,
} from '../../db/schema/index';
import { PlatformError } from '../../http/errors';

/** The ledger's view of a member: who, which merchant, and whether it is a trial account (§3 type 4). */
export interface LedgerMember {
  id: number;
  merchantId: number;
  /** §3 account type; 4 is a trial account whose money never meets real money. */
  type: number;
}

export type AccountRef =
  { accountId: bigint } | { house: HouseWallet } | { member: LedgerMember; wallet?: string };

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
  kind: TransferKind;
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

export interface WalletBalance {
  accountId: bigint;
  wallet: string;
  kind: AccountKind;
  currency: string;
  balanceMinor: bigint;
}

export interface WalletSettings {
  merchantId: number;
  currency: string;
  isSingle: boolean;
  vendorWallets: string[];
}

export interface TransactionQuery {
  kind?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export interface StatementRow {
  transferId: bigint;
  createdAt: Date;
  kind: TransferKind;
  accountId: bigint;
  wallet: string;
  /** Signed: positive when money arrived in this wallet, negative when it left. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string | null;
  reason: string | null;
}

export interface Statement {
  total: number;
  page: number;
  pageSize: number;
  rows: StatementRow[];
}

export type Disagreement =
  | {
      problem: 'balance' | 'negative';
      accountId: bigint;
      merchantId: number;
      currency: string;
      kind: AccountKind;
      memberId: number | null;
      wallet: string;
      stored: { balance: bigint; debitTotal: bigint; creditTotal: bigint } | null;
      recomputed: { balance: bigint; debitTotal: bigint; creditTotal: bigint };
    }
  | { problem: 'sum'; merchantId: number; currency: string; sum: bigint };

/** Where a member's money comes from or goes to for each kind (the counterparty house account). */
const houseFor: Record<TransferKind, HouseWallet> = {
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

const defaultCurrency = 'JPY';
const maxMinor = 9_000_000_000_000_000_000n;

export function isTrial(member: Pick<LedgerMember, 'type'>): boolean {
  return member.type === memberTypes.trial;
}

export function toLedgerMember(member: Pick<Member, 'id' | 'merchantId' | 'type'>): LedgerMember {
  return { id: member.id, merchantId: member.merchantId, type: member.type };
}

function assertKind(kind: string): TransferKind {
  if (!(transferKinds as readonly string[]).includes(kind)) {
    throw new PlatformError('KIND_UNKNOWN', `Unknown movement kind "${kind}".`);
  }
  return kind as TransferKind;
}

function assertAmount(amountMinor: bigint): void {
  // Issue 4: amounts are positive integers of minor units (two decimals on the wire).
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n || amountMinor > maxMinor) {
    throw new PlatformError('AMOUNT_INVALID', 'The amount must be greater than zero.');
  }
}

function fingerprintOf(fields: Record<string, string | null>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function resultOf(row: Transfer, replayed: boolean): TransferResult {
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
class DuplicateKey extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createLedger(db: Database) {
  async function settings(merchantId: number): Promise<WalletSettings> {
    const [row] = await db
      .select()
      .from(merchantWalletSettings)
      .where(eq(merchantWalletSettings.merchantId, merchantId));
    if (row) return row;
    // §3 isSingle: a merchant that never chose is single-wallet.
    return { merchantId, currency: defaultCurrency, isSingle: true, vendorWallets: [] };
  }

  async function configureMerchant(
    merchantId: number,
    options: { isSingle: boolean; vendorWallets?: string[]; currency?: string },
  ): Promise<WalletSettings> {
    const values = {
      merchantId,
      isSingle: options.isSingle,
      vendorWallets: options.vendorWallets ?? [],
      currency: options.currency ?? defaultCurrency,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(merchantWalletSettings)
      .values(values)
      .onConflictDoUpdate({ target: merchantWalletSettings.merchantId, set: values })
      .returning();
    if (!row) throw new Error('merchant_wallet_settings upsert returned nothing');
    return row;
  }

  async function findAccount(
    merchantId: number,
    currency: string,
    memberId: number | null,
    wallet: string,
  ): Promise<LedgerAccount | undefined> {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          memberId === null
            ? isNull(ledgerAccounts.memberId)
            : eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.wallet, wallet),
        ),
      );
    return row;
  }

  /** The account and its balance row are created in one statement, so neither exists alone. */
  async function openAccount(
    merchantId: number,
    currency: string,
    kind: AccountKind,
    memberId: number | null,
    wallet: string,
  ): Promise<LedgerAccount> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await findAccount(merchantId, currency, memberId, wallet);
      if (existing) return existing;
      await db.execute(sql`
        with acc as (
          insert into ledger_accounts (merchant_id, currency, kind, member_id, wallet)
          values (${merchantId}, ${currency}, ${kind}, ${memberId}, ${wallet})
          on conflict do nothing
          returning id, merchant_id, currency, kind
        )
        insert into account_balances (account_id, merchant_id, currency, kind)
        select id, merchant_id, currency, kind from acc`);
    }
    throw new Error(`could not open account ${merchantId}/${currency}/${memberId}/${wallet}`);
  }

  async function houseAccount(merchantId: number, currency: string, wallet: HouseWallet) {
    return openAccount(merchantId, currency, 'house', null, wallet);
  }

  /** §3 isSingle: vendor wallets exist only on multi-wallet merchants, and only listed vendors. */
  async function memberWalletName(member: LedgerMember, wallet: string | undefined) {
    const name = wallet ?? (isTrial(member) ? TRIAL_WALLET : MAIN_WALLET);
    if (isTrial(member)) {
      if (name !== TRIAL_WALLET) {
        throw new PlatformError('TRIAL_ISOLATION', 'A trial account has only its trial wallet.');
      }
      return name;
    }
    if (name === MAIN_WALLET) return name;
    if (name === TRIAL_WALLET) {
      throw new PlatformError('TRIAL_ISOLATION', 'A real account has no trial wallet.');
    }
    const s = await settings(member.merchantId);
    if (s.isSingle) {
      throw new PlatformError(
        'VENDOR_WALLET_ON_SINGLE_WALLET',
        'This merchant keeps one wallet for every vendor.',
      );
    }
    if (!s.vendorWallets.includes(name)) {
      throw new PlatformError('WALLET_NOT_FOUND', `There is no wallet "${name}".`);
    }
    return name;
  }

  async function ensureMemberWallets(member: LedgerMember): Promise<LedgerAccount[]> {
    const s = await settings(member.merchantId);
    if (isTrial(member)) {
      return [await openAccount(member.merchantId, s.currency, 'trial', member.id, TRIAL_WALLET)];
    }
    const names = [MAIN_WALLET, ...(s.isSingle ? [] : s.vendorWallets)];
    const accounts: LedgerAccount[] = [];
    for (const name of names) {
      accounts.push(await openAccount(member.merchantId, s.currency, 'member', member.id, name));
    }
    return accounts;
  }

  async function memberAccount(member: LedgerMember, wallet: string | undefined, currency: string) {
    const name = await memberWalletName(member, wallet);
    return openAccount(
      member.merchantId,
      currency,
      isTrial(member) ? 'trial' : 'member',
      member.id,
      name,
    );
  }

  async function resolve(ref: AccountRef, merchantId: number, currency: string) {
    let account: LedgerAccount | undefined;
    if ('accountId' in ref) {
      [account] = await db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, ref.accountId));
    } else if ('house' in ref) {
      if (!(houseWallets as readonly string[]).includes(ref.house)) {
        throw new PlatformError('WALLET_NOT_FOUND', `There is no house account "${ref.house}".`);
      }
      account = await houseAccount(merchantId, currency, ref.house);
    } else {
      if (ref.member.merchantId !== merchantId) {
        throw new PlatformError('WALLET_NOT_FOUND', 'The member belongs to another merchant.');
      }
      account = await memberAccount(ref.member, ref.wallet, currency);
    }
    if (!account || account.merchantId !== merchantId || account.currency !== currency) {
      throw new PlatformError('WALLET_NOT_FOUND', 'There is no such wallet for this merchant.');
    }
    return account;
  }

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

  async function transfer(request: TransferRequest): Promise<TransferResult> {
    const kind = assertKind(request.kind);
    assertAmount(request.amountMinor);
    const key = request.idempotencyKey.trim();
    if (!key || key.length > 200) {
      throw new PlatformError(
        'VALIDATION_FAILED',
        'An idempotency key of 1 to 200 characters is needed.',
        {
          fields: [{ field: 'idempotencyKey', message: '1 to 200 characters' }],
        },
      );
    }
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
        if (debit.kind !== 'house' && debitAfter < 0n) {
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

  function houseRef(member: LedgerMember, kind: TransferKind): AccountRef {
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

  /**
   * A wallet is named by its code (MAIN, a vendor code) or by its account id as listed in the
   * balance call; an id that belongs to someone else is refused (WALLET_NOT_OWNED).
   */
  async function ownWallet(member: LedgerMember, wallet: string): Promise<AccountRef> {
    if (/^\d+$/.test(wallet)) {
      const [account] = await db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, BigInt(wallet)));
      if (!account) throw new PlatformError('WALLET_NOT_FOUND', 'There is no such wallet.');
      if (account.memberId !== member.id) {
        throw new PlatformError('WALLET_NOT_OWNED', 'That wallet is not yours.');
      }
      return { accountId: account.id };
    }
    // Validates the code against the merchant's wallet mode before anything moves.
    return { member, wallet: await memberWalletName(member, wallet) };
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

  async function balances(memberId: number): Promise<WalletBalance[]> {
    const rows = await db
      .select({
        accountId: ledgerAccounts.id,
        wallet: ledgerAccounts.wallet,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balanceMinor: accountBalances.balance,
      })
      .from(ledgerAccounts)
      .innerJoin(accountBalances, eq(accountBalances.accountId, ledgerAccounts.id))
      .where(eq(ledgerAccounts.memberId, memberId))
      .orderBy(asc(ledgerAccounts.id));
    return rows;
  }

  async function houseBalance(merchantId: number, currency: string, wallet: HouseWallet) {
    const account = await houseAccount(merchantId, currency, wallet);
    const [row] = await db
      .select()
      .from(accountBalances)
      .where(eq(accountBalances.accountId, account.id));
    return {
      accountId: account.id,
      wallet,
      kind: 'house' as const,
      currency,
      balanceMinor: row?.balance ?? 0n,
    };
  }

  /** §7.3 ODSFE2_MemTransDet: one row per movement of each of the member's wallets, newest first. */
  async function transactions(memberId: number, query: TransactionQuery): Promise<Statement> {
    const kind = query.kind === undefined ? undefined : assertKind(query.kind);
    const page = Math.max(1, Math.trunc(query.page));
    const pageSize = Math.min(200, Math.max(1, Math.trunc(query.pageSize)));
    const filters = sql.join(
      [
        sql`a.member_id = ${memberId}`,
        ...(kind ? [sql`t.kind = ${kind}`] : []),
        ...(query.from ? [sql`t.created_at >= ${query.from.toISOString()}`] : []),
        ...(query.to ? [sql`t.created_at < ${query.to.toISOString()}`] : []),
      ],
      sql` and `,
    );
    const legs = sql`
      select t.id, t.created_at, t.kind, a.id as account_id, a.wallet,
             -t.amount as amount, t.debit_balance_after as balance_after, t.reference, t.reason
        from transfers t join ledger_accounts a on a.id = t.debit_account_id where ${filters}
      union all
      select t.id, t.created_at, t.kind, a.id as account_id, a.wallet,
             t.amount as amount, t.credit_balance_after as balance_after, t.reference, t.reason
        from transfers t join ledger_accounts a on a.id = t.credit_account_id where ${filters}`;
    const counted = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*)::int as n from (${legs}) legs`),
    );
    const rows = rowsOf<{
      id: string;
      created_at: string;
      kind: TransferKind;
      account_id: string;
      wallet: string;
      amount: string;
      balance_after: string;
      reference: string | null;
      reason: string | null;
    }>(
      await db.execute(sql`
        select id::text as id, to_json(created_at) #>> '{}' as created_at, kind,
               account_id::text as account_id, wallet, amount::text as amount,
               balance_after::text as balance_after, reference, reason
          from (${legs}) legs
         order by legs.id desc, legs.amount asc
         limit ${pageSize} offset ${(page - 1) * pageSize}`),
    );
    return {
      total: Number(counted[0]?.n ?? 0),
      page,
      pageSize,
      rows: rows.map((r) => ({
        transferId: BigInt(r.id),
        createdAt: new Date(r.created_at),
        kind: r.kind,
        accountId: BigInt(r.account_id),
        wallet: r.wallet,
        amountMinor: BigInt(r.amount),
        balanceAfterMinor: BigInt(r.balance_after),
        reference: r.reference,
        reason: r.reason,
      })),
    };
  }

  /**
   * Recomputes every balance from the transfers and compares (issue 4): stored balance and totals,
   * no member balance below zero, and every merchant+currency summing to zero.
   */
  async function check(): Promise<Disagreement[]> {
    const rows = rowsOf<{
      account_id: string;
      merchant_id: number;
      currency: string;
      kind: AccountKind;
      member_id: number | null;
      wallet: string;
      balance: string | null;
      debit_total: string | null;
      credit_total: string | null;
      debits: string;
      credits: string;
    }>(
      await db.execute(sql`
        select a.id::text as account_id, a.merchant_id, a.currency, a.kind, a.member_id, a.wallet,
               b.balance::text as balance, b.debit_total::text as debit_total,
               b.credit_total::text as credit_total,
               coalesce(d.total, 0)::text as debits, coalesce(c.total, 0)::text as credits
          from ledger_accounts a
          left join account_balances b on b.account_id = a.id
          left join (select debit_account_id as id, sum(amount) as total from transfers
                      group by debit_account_id) d on d.id = a.id
          left join (select credit_account_id as id, sum(amount) as total from transfers
                      group by credit_account_id) c on c.id = a.id
         order by a.id`),
    );
    const problems: Disagreement[] = [];
    const sums = new Map<string, { merchantId: number; currency: string; sum: bigint }>();
    for (const r of rows) {
      const recomputed = {
        debitTotal: BigInt(r.debits),
        creditTotal: BigInt(r.credits),
        balance: BigInt(r.credits) - BigInt(r.debits),
      };
      const stored =
        r.balance === null || r.debit_total === null || r.credit_total === null
          ? null
          : {
              balance: BigInt(r.balance),
              debitTotal: BigInt(r.debit_total),
              creditTotal: BigInt(r.credit_total),
            };
      const base = {
        accountId: BigInt(r.account_id),
        merchantId: Number(r.merchant_id),
        currency: r.currency,
        kind: r.kind,
        memberId: r.member_id === null ? null : Number(r.member_id),
        wallet: r.wallet,
        stored,
        recomputed,
      };
      if (
        !stored ||
        stored.balance !== recomputed.balance ||
        stored.debitTotal !== recomputed.debitTotal ||
        stored.creditTotal !== recomputed.creditTotal
      ) {
        problems.push({ problem: 'balance', ...base });
      } else if (r.kind !== 'house' && recomputed.balance < 0n) {
        problems.push({ problem: 'negative', ...base });
      }
      const sumKey = `${r.merchant_id}/${r.currency}`;
      const entry = sums.get(sumKey) ?? {
        merchantId: Number(r.merchant_id),
        currency: r.currency,
        sum: 0n,
      };
      entry.sum += stored?.balance ?? 0n;
      sums.set(sumKey, entry);
    }
    for (const s of sums.values()) {
      if (s.sum !== 0n) problems.push({ problem: 'sum', ...s });
    }
    return problems;
  }

  return {
    settings,
    configureMerchant,
    ensureMemberWallets,
    transfer,
    credit,
    debit,
    walletTransfer,
    fundTrial,
    balances,
    houseBalance,
    transactions,
    check,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
