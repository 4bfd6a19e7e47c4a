import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import {
  accountBalances,
  gameRounds,
  ledgerAccounts,
  merchantWalletSettings,
  transfers,
} from '../../db/schema/index';
import { forgetMerchantMoney } from './money';

/** A merchant's one currency (issue 11): the brand's ISO 4217 code and its minor units. */
export interface MerchantCurrency {
  code: string;
  minorUnits: number;
}

export interface CurrencyAdoption {
  /** The currency the merchant's wallets were in before, when they moved to the brand's. */
  relabelledFrom: string | null;
}

/**
 * Makes the brand's currency the merchant's one currency (issue 11), at every start: the wallet
 * settings get its code and minor units, and a merchant whose ledger predates this (every wallet
 * was kept in the old default JPY whatever the brand said) has its accounts, balances, transfers
 * and rounds relabelled to it, in one transaction. Amounts are kept as they are, in minor units:
 * a data folder's 1,000.00 of a two-decimal currency becomes ¥100,000 (the same scale the
 * catalogue's limits use, api-contract `catalogueScale`), so every balance and the ledger's
 * zero sum survive unchanged.
 *
 * A merchant whose settings already name a currency and that has moved money in it is never
 * relabelled to another: changing a live merchant's currency is a conversion, not a setting.
 */
export async function adoptBrandCurrency(
  db: Database,
  merchantId: number,
  currency: MerchantCurrency,
): Promise<CurrencyAdoption> {
  const adoption = await db.transaction(async (tx) => {
    const [settings] = await tx
      .select()
      .from(merchantWalletSettings)
      .where(eq(merchantWalletSettings.merchantId, merchantId))
      .for('update');
    const others = (
      await tx
        .selectDistinct({ currency: ledgerAccounts.currency })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            ne(ledgerAccounts.currency, currency.code),
          ),
        )
    ).map((r) => r.currency);
    let relabelledFrom: string | null = null;
    if (others.length > 0) {
      const [from] = others;
      const [inNew] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.currency, currency.code),
          ),
        )
        .limit(1);
      if (settings && settings.currency !== currency.code) {
        throw new Error(
          `merchant ${merchantId} keeps its wallets in ${settings.currency} but its brand says ` +
            `${currency.code}: a merchant's currency cannot change once money has moved`,
        );
      }
      if (others.length > 1 || inNew || from === undefined) {
        throw new Error(
          `merchant ${merchantId} has wallets in ${[...others, ...(inNew ? [currency.code] : [])].join(', ')}: ` +
            'one currency per merchant, move the money by hand first',
        );
      }
      // The one update transfers allow (migration 0006): the currency column alone, asked for here.
      await tx.execute(sql`select set_config('lobbykit.redenominate', 'on', true)`);
      const to = { currency: currency.code };
      await tx
        .update(ledgerAccounts)
        .set(to)
        .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.currency, from)));
      await tx
        .update(accountBalances)
        .set(to)
        .where(and(eq(accountBalances.merchantId, merchantId), eq(accountBalances.currency, from)));
      await tx
        .update(transfers)
        .set(to)
        .where(and(eq(transfers.merchantId, merchantId), eq(transfers.currency, from)));
      await tx
        .update(gameRounds)
        .set(to)
        .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.currency, from)));
      await tx.execute(sql`select set_config('lobbykit.redenominate', 'off', true)`);
      relabelledFrom = from;
    }
    const values = { currency: currency.code, minorUnits: currency.minorUnits };
    await tx
      .insert(merchantWalletSettings)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({
        target: merchantWalletSettings.merchantId,
        set: { ...values, updatedAt: new Date() },
      });
    return { relabelledFrom };
  });
  forgetMerchantMoney(db, merchantId);
  return adoption;
}
