export { createLedger } from './ledger';
export type { Ledger } from './ledger';
export { ledgerPlugin } from './plugin';
export { defaultCurrency, houseShardOf, isTrial, toLedgerMember, walletSettings } from './accounts';
export type { AccountRef, LedgerMember, WalletBalance, WalletSettings } from './accounts';
export type { MemberMovement, TransferRequest, TransferResult } from './transfers';
export { PendingTransferResolved } from './pending';
export type {
  PendingTransferResult,
  PostPendingRequest,
  PostPendingResult,
  VoidPendingRequest,
  VoidPendingResult,
} from './pending';
export type { Disagreement, Totals } from './reconciliation';
export { adoptBrandCurrency } from './currency';
export type { CurrencyAdoption, MerchantCurrency } from './currency';
export { balanceToWire, merchantMoney, moneyOf } from './money';
export type { MerchantMoney } from './money';
