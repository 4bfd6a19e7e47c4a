export { createLedger, isTrial, toLedgerMember } from './service';
export type {
  AccountRef,
  Disagreement,
  Ledger,
  LedgerMember,
  MemberMovement,
  Statement,
  StatementRow,
  TransactionQuery,
  TransferRequest,
  TransferResult,
  WalletBalance,
  WalletSettings,
} from './service';
