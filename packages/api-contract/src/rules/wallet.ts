// Zod-free, like the rest of `rules`: the platform's database schema imports this list.

/**
 * Movement kinds of the wallet ledger (issue 4): the wire's `kind` and the platform's
 * `transfers.kind` and `pending_transfers.kind` columns (a new kind needs a migration there).
 */
export const transferKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'payout',
  'refund',
  'bonus',
  'rebate',
  'dividend',
  'salary',
  'adjustment',
] as const;
export type WalletTransferKind = (typeof transferKinds)[number];
