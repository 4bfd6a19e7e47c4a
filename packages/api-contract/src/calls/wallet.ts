import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput, text } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';

const maxBigint = 2n ** 63n - 1n;

/**
 * A wallet names itself by code (`MAIN`, `TRIAL`, or a vendor code on a multi-wallet merchant, §3
 * isSingle) and by `walletId`; either may be sent back to GCS_walletTransfer.
 */
export const walletCodeSchema = text(1, 32)
  // A walletId is a ledger account id, a PostgreSQL bigint: 1 to 2^63 − 1 (issue 13).
  .refine((v) => !/^\d+$/.test(v) || (BigInt(v) >= 1n && BigInt(v) <= maxBigint), {
    message: 'a walletId from the balance call',
  })
  .meta({ description: 'MAIN, TRIAL, a vendor code, or a walletId from the balance call.' });

export const walletEntrySchema = z
  .object({
    walletId: z.string(),
    wallet: z.string(),
    /** The wallet's available money: what can be spent now, less what a withdrawal holds. */
    balance: moneySchema,
  })
  .meta({ id: 'WalletEntry' });

export const walletBalanceSchema = z
  .object({
    currency: z.string().length(3),
    /**
     * §9: balance with the currency's decimals (two, none for JPY); the sum of every wallet's
     * available money. Money held by a pending withdrawal is not in it (it cannot be spent).
     */
    total: moneySchema,
    /** Held by pending withdrawals (two-phase holds), not spendable; "0" (or "0.00") when none. */
    held: moneySchema,
    wallets: z.array(walletEntrySchema),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalanceValue = z.infer<typeof walletBalanceSchema>;

const balanceCall = defineCall({
  name: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  encrypted: false,
  request: noInput,
  response: walletBalanceSchema,
  errors: [...sessionErrors],
  summary:
    "The member's available balance in all and in each wallet, and what pending withdrawals hold (§7.1 /wps/v2/wallets/balance).",
  methodNote: 'Reads only; one reading lists getBalanceV2 among GET actions (§7.4).',
});

const consolidatedCall = defineCall({
  name: 'memberFundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      currency: z.string().length(3),
      /** Main plus every vendor wallet, available money (less what withdrawals hold). */
      total: moneySchema,
      main: moneySchema,
      /** The sum of the vendor wallets; zero ("0.00", "0") on a single-wallet merchant. */
      vendors: moneySchema,
      wallets: z.array(walletEntrySchema),
    })
    .meta({ id: 'ConsolidatedFunds' }),
  errors: [...sessionErrors],
  summary: 'Consolidated balance of all of the member’s wallets (§6 Agent, §7.1).',
  methodNote: 'Reads only (§7.4 getConsolidated), so GET like member info.',
});

const merchantWalletCall = defineCall({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  token: true,
  encrypted: false,
  request: z.strictObject({ merchantCode: text(0, 64).optional() }),
  response: z
    .object({
      /** §3 merchant wallet: 1 = one wallet for every vendor, 0 = a wallet per vendor. */
      isSingle: z.union([z.literal(0), z.literal(1)]),
      /** The merchant's one currency (the brand's), ISO 4217. */
      currency: z.string().length(3),
      /** Its minor units: the decimals every amount of this merchant carries (JPY 0, EUR 2). */
      minorUnits: z.number().int().min(0).max(4),
      /** Vendor codes that have their own wallet (empty when isSingle is 1). */
      vendorWallets: z.array(z.string()),
    })
    .meta({ id: 'MerchantWallet' }),
  errors: [...sessionErrors],
  summary: "The merchant's wallet mode, §3 isSingle (§7.3 GCS_merchantWallet, §7.4 merchantCode).",
  methodNote:
    'The spec gives no method for relay calls; this one only reads, so GET with merchantCode in the query (the Merchant header wins).',
});

const walletTransferCall = defineCall({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  token: true,
  encrypted: false,
  request: z.strictObject({
    fromWallet: walletCodeSchema,
    toWallet: walletCodeSchema,
    /** Greater than zero, with at most the merchant currency's decimals (none for JPY). */
    amount: positiveMoneySchema,
    /** Or the `Idempotency-Key` header; one of the two is required. */
    idempotencyKey: text(1, 200).optional(),
  }),
  response: z
    .object({
      transferId: z.string(),
      fromWallet: z.string(),
      toWallet: z.string(),
      amount: moneySchema,
      createdAt: timestampSchema,
      /** True when the key was seen before with the same fields: nothing moved again. */
      replayed: z.boolean(),
      balance: walletBalanceSchema,
    })
    .meta({ id: 'WalletTransferResult' }),
  errors: [
    ...sessionErrors,
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'AMOUNT_INVALID',
    'WALLET_NOT_FOUND',
    'VENDOR_WALLET_ON_SINGLE_WALLET',
    'TRIAL_ISOLATION',
  ],
  summary: "Moves money between two of the member's own wallets (§7.3 GCS_walletTransfer).",
  methodNote:
    'The spec gives no method for relay calls; this one moves money, so POST, made safe to retry by an idempotency key (body or Idempotency-Key header).',
});

export const walletCalls = {
  walletBalance: balanceCall,
  memberFundsConsolidated: consolidatedCall,
  merchantWallet: merchantWalletCall,
  walletTransfer: walletTransferCall,
} as const;
