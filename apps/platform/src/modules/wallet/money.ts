import { fromMinorUnits, moneyIssue, toMinorUnits } from '@lobbykit/api-contract';
import type { Database } from '../../db/index';
import { PlatformError } from '../../http/errors';
import { walletSettings } from './accounts';
import type { WalletBalance, WalletSettings } from './accounts';

/** The largest amount any movement or limit holds, in minor units: inside PostgreSQL's int8. */
export const maxAmountMinor = 9_000_000_000_000_000_000n;

/**
 * Money of one merchant on the wire (issue 11): decimal strings with its currency's own decimals
 * ("1500" in JPY, "15.00" in EUR), read and written only through here so no amount is ever
 * assumed to have two.
 */
export interface MerchantMoney {
  currency: string;
  minorUnits: number;
  /** Minor units → the wire's decimal string. */
  toWire(minor: bigint): string;
  /**
   * A request's amount → minor units; an amount with more decimals than the currency has
   * ("1500.5" in JPY), or beyond {@link maxAmountMinor}, is refused as a field error naming
   * `field` (never a database overflow and a 500).
   */
  fromWire(amount: string, field: string): bigint;
}

export function moneyOf(settings: Pick<WalletSettings, 'currency' | 'minorUnits'>): MerchantMoney {
  const { currency, minorUnits } = settings;
  return {
    currency,
    minorUnits,
    toWire: (minor) => fromMinorUnits(minor, minorUnits),
    fromWire: (amount, field) => {
      const issue = moneyIssue(amount, { code: currency, minorUnits });
      if (issue) {
        throw new PlatformError('VALIDATION_FAILED', `${field}: ${issue}.`, {
          fields: [{ field, message: issue }],
        });
      }
      const minor = toMinorUnits(amount, minorUnits);
      if (minor > maxAmountMinor || -minor > maxAmountMinor) {
        const most = fromMinorUnits(maxAmountMinor, minorUnits);
        throw new PlatformError('VALIDATION_FAILED', `${field}: more than ${most}.`, {
          fields: [{ field, message: `at most ${most} ${currency}` }],
        });
      }
      return minor;
    },
  };
}

/**
 * A merchant's currency is written once, at start (currency.ts), so it is kept per database for
 * the life of the process: the catalogue calls (issue 6, 20 ms at the 99th percentile) format
 * minimum bets without a database read. Not per-user state.
 */
const cached = new WeakMap<Database, Map<number, MerchantMoney>>();

/** The money of a merchant, from its wallet settings. */
export async function merchantMoney(db: Database, merchantId: number): Promise<MerchantMoney> {
  let byMerchant = cached.get(db);
  if (!byMerchant) {
    byMerchant = new Map();
    cached.set(db, byMerchant);
  }
  let money = byMerchant.get(merchantId);
  if (!money) {
    money = moneyOf(await walletSettings(db, merchantId));
    byMerchant.set(merchantId, money);
  }
  return money;
}

/** Forgets a merchant's currency: called when the start-up sync writes it. */
export function forgetMerchantMoney(db: Database, merchantId: number): void {
  cached.get(db)?.delete(merchantId);
}

/**
 * The balance call's answer (and a movement's balance after it) from the ledger's wallets: each
 * wallet's available money and their sum, and what pending withdrawals hold apart (issue 14): a
 * held amount cannot be spent, so the balance a member sees leaves it out.
 */
export function balanceToWire(money: MerchantMoney, wallets: readonly WalletBalance[]) {
  const sum = (of: (w: WalletBalance) => bigint) => wallets.reduce((all, w) => all + of(w), 0n);
  return {
    currency: money.currency,
    total: money.toWire(sum((w) => w.availableMinor)),
    held: money.toWire(sum((w) => w.heldMinor)),
    wallets: wallets.map((w) => ({
      walletId: String(w.accountId),
      wallet: w.wallet,
      balance: money.toWire(w.availableMinor),
    })),
  };
}
