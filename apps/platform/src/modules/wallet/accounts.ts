import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/index';
import type { Database } from '../../db/index';
import {
  MAIN_WALLET,
  TRIAL_WALLET,
  accountBalances,
  houseShards,
  houseWallets,
  ledgerAccounts,
  memberTypes,
  merchantWalletSettings,
} from '../../db/schema/index';
import type { AccountKind, HouseWallet, LedgerAccount, Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';

/** ledger_accounts.id is a bigserial: PostgreSQL's bigint. */
const maxAccountId = 2n ** 63n - 1n;

/** The ledger's view of a member: who, which merchant, and whether it is a trial account (§3 type 4). */
export interface LedgerMember {
  id: number;
  merchantId: number;
  /** §3 account type; 4 is a trial account whose money never meets real money. */
  type: number;
}

/** A house ref without a shard means shard 0: movements that are no member's (the CLI's, say). */
export type AccountRef =
  | { accountId: bigint }
  | { house: HouseWallet; shard?: number }
  | { member: LedgerMember; wallet?: string };

/** The shard of every house wallet a member's movements meet (schema `houseShards`). */
export function houseShardOf(member: Pick<LedgerMember, 'id'>): number {
  return member.id % houseShards;
}

/**
 * Accounts by owner, kept for the life of the ledger: an account row never changes or goes away
 * once committed, so a hit is always right, on every node. Filled only outside a caller's
 * transaction (`within`), whose new accounts could still roll back.
 */
export interface AccountCache {
  readonly map: Map<string, LedgerAccount>;
  readonly fill: boolean;
}

const cacheLimit = 100_000;

export function newAccountCache(): AccountCache {
  return { map: new Map(), fill: true };
}

export interface WalletBalance {
  accountId: bigint;
  wallet: string;
  kind: AccountKind;
  currency: string;
  /** Posted money: credits minus debits. */
  balanceMinor: bigint;
  /** Held by pending transfers out of this wallet (two-phase): part of the balance, not spendable. */
  heldMinor: bigint;
  /** What can be spent or held now: the balance less what is held. */
  availableMinor: bigint;
}

export interface WalletSettings {
  merchantId: number;
  /** The merchant's one currency, ISO 4217 (the brand's). */
  currency: string;
  /** Its minor units: decimals of every amount on the wire (JPY 0, EUR 2). */
  minorUnits: number;
  isSingle: boolean;
  vendorWallets: string[];
}

/**
 * A merchant without settings (one made by hand, not from a brand file): the currency a brand
 * without `currency` gets too (brands/load.ts), the yen, which has no minor units.
 */
export const defaultCurrency = { code: 'JPY', minorUnits: 0 } as const;

export function isTrial(member: Pick<LedgerMember, 'type'>): boolean {
  return member.type === memberTypes.trial;
}

export function toLedgerMember(member: Pick<Member, 'id' | 'merchantId' | 'type'>): LedgerMember {
  return { id: member.id, merchantId: member.merchantId, type: member.type };
}

/** A merchant's wallet settings: its currency and §3 wallet mode. */
export async function walletSettings(db: Database, merchantId: number): Promise<WalletSettings> {
  const [row] = await db
    .select()
    .from(merchantWalletSettings)
    .where(eq(merchantWalletSettings.merchantId, merchantId));
  if (row) return row;
  // §3 isSingle: a merchant that never chose is single-wallet.
  return {
    merchantId,
    currency: defaultCurrency.code,
    minorUnits: defaultCurrency.minorUnits,
    isSingle: true,
    vendorWallets: [],
  };
}

/** Accounts: opening them, naming a member's wallets (§3 isSingle), reading balances. */
export function accountsOver(db: Database, cache: AccountCache = newAccountCache()) {
  const settings = (merchantId: number) => walletSettings(db, merchantId);

  /** §3 isSingle and the vendor wallets; the currency stays the brand's (currency.ts). */
  async function configureMerchant(
    merchantId: number,
    options: { isSingle: boolean; vendorWallets?: string[] },
  ): Promise<WalletSettings> {
    const mode = {
      isSingle: options.isSingle,
      vendorWallets: options.vendorWallets ?? [],
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(merchantWalletSettings)
      .values({
        merchantId,
        currency: defaultCurrency.code,
        minorUnits: defaultCurrency.minorUnits,
        ...mode,
      })
      .onConflictDoUpdate({ target: merchantWalletSettings.merchantId, set: mode })
      .returning();
    if (!row) throw new Error('merchant_wallet_settings upsert returned nothing');
    return row;
  }

  async function findAccount(
    merchantId: number,
    currency: string,
    memberId: number | null,
    wallet: string,
    shard: number,
  ): Promise<LedgerAccount | undefined> {
    const key = `${merchantId}/${currency}/${memberId ?? ''}/${wallet}/${shard}`;
    const known = cache.map.get(key);
    if (known) return known;
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
          eq(ledgerAccounts.shard, shard),
        ),
      );
    if (row && cache.fill) {
      if (cache.map.size >= cacheLimit) cache.map.clear();
      cache.map.set(key, row);
    }
    return row;
  }

  /** The account and its balance row are created in one statement, so neither exists alone. */
  async function openAccount(
    merchantId: number,
    currency: string,
    kind: AccountKind,
    memberId: number | null,
    wallet: string,
    shard = 0,
  ): Promise<LedgerAccount> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await findAccount(merchantId, currency, memberId, wallet, shard);
      if (existing) return existing;
      await db.execute(sql`
        with acc as (
          insert into ledger_accounts (merchant_id, currency, kind, member_id, wallet, shard)
          values (${merchantId}, ${currency}, ${kind}, ${memberId}, ${wallet}, ${shard})
          on conflict do nothing
          returning id, merchant_id, currency, kind
        )
        insert into account_balances (account_id, merchant_id, currency, kind)
        select id, merchant_id, currency, kind from acc`);
    }
    throw new Error(
      `could not open account ${merchantId}/${currency}/${memberId}/${wallet}/${shard}`,
    );
  }

  async function houseAccount(
    merchantId: number,
    currency: string,
    wallet: HouseWallet,
    shard = 0,
  ) {
    if (!Number.isInteger(shard) || shard < 0 || shard >= houseShards) {
      throw new Error(`house shard ${shard} is not one of 0..${houseShards - 1}`);
    }
    return openAccount(merchantId, currency, 'house', null, wallet, shard);
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

  /** `known`: the merchant's settings when the caller has just read them (one read, not two). */
  async function ensureMemberWallets(
    member: LedgerMember,
    known?: WalletSettings,
  ): Promise<LedgerAccount[]> {
    const s = known ?? (await settings(member.merchantId));
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
      account = await houseAccount(merchantId, currency, ref.house, ref.shard);
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

  /**
   * A wallet is named by its code (MAIN, a vendor code) or by its account id as listed in the
   * balance call. An id that belongs to someone else answers exactly like one that does not exist
   * (WALLET_NOT_FOUND), so the answer never tells which ids exist (issue 13); so does an id beyond
   * the bigint column, which PostgreSQL would refuse with an error.
   */
  async function ownWallet(member: LedgerMember, wallet: string): Promise<AccountRef> {
    if (/^\d+$/.test(wallet)) {
      const id = BigInt(wallet);
      const [account] =
        id >= 1n && id <= maxAccountId
          ? await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id))
          : [];
      if (!account || account.memberId !== member.id) {
        throw new PlatformError('WALLET_NOT_FOUND', 'There is no such wallet.');
      }
      return { accountId: account.id };
    }
    // Validates the code against the merchant's wallet mode before anything moves.
    return { member, wallet: await memberWalletName(member, wallet) };
  }

  async function balances(memberId: number): Promise<WalletBalance[]> {
    return (await balancesOfMembers([memberId])).get(memberId) ?? [];
  }

  /** The wallets of many members in one read (the event streams' batch, issue 15). */
  async function balancesOfMembers(memberIds: number[]): Promise<Map<number, WalletBalance[]>> {
    const found = new Map<number, WalletBalance[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return found;
    const rows = await db
      .select({
        memberId: ledgerAccounts.memberId,
        accountId: ledgerAccounts.id,
        wallet: ledgerAccounts.wallet,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balanceMinor: accountBalances.balance,
        heldMinor: accountBalances.pendingDebit,
        availableMinor:
          sql<bigint>`${accountBalances.balance} - ${accountBalances.pendingDebit}`.mapWith(
            accountBalances.balance,
          ),
      })
      .from(ledgerAccounts)
      .innerJoin(accountBalances, eq(accountBalances.accountId, ledgerAccounts.id))
      .where(
        memberIds.length === 1
          ? eq(ledgerAccounts.memberId, memberIds[0] ?? 0)
          : anyOf(ledgerAccounts.memberId, memberIds),
      )
      .orderBy(asc(ledgerAccounts.id));
    for (const { memberId, ...wallet } of rows) {
      if (memberId !== null) found.get(memberId)?.push(wallet);
    }
    return found;
  }

  /** A house wallet as one: the sum of its shards; the account id is shard 0's. */
  async function houseBalance(
    merchantId: number,
    currency: string,
    wallet: HouseWallet,
  ): Promise<WalletBalance> {
    const account = await houseAccount(merchantId, currency, wallet);
    const [row] = await db
      .select({
        balance: sql<string>`coalesce(sum(${accountBalances.balance}), 0)::text`,
        held: sql<string>`coalesce(sum(${accountBalances.pendingDebit}), 0)::text`,
      })
      .from(ledgerAccounts)
      .innerJoin(accountBalances, eq(accountBalances.accountId, ledgerAccounts.id))
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, 'house'),
          eq(ledgerAccounts.wallet, wallet),
        ),
      );
    const balanceMinor = BigInt(row?.balance ?? '0');
    const heldMinor = BigInt(row?.held ?? '0');
    return {
      accountId: account.id,
      wallet,
      kind: 'house',
      currency,
      balanceMinor,
      heldMinor,
      availableMinor: balanceMinor - heldMinor,
    };
  }

  return {
    settings,
    configureMerchant,
    ensureMemberWallets,
    resolve,
    ownWallet,
    memberWalletName,
    balances,
    balancesOfMembers,
    houseBalance,
  };
}

export type Accounts = ReturnType<typeof accountsOver>;
