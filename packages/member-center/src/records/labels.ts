import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BetCategory, BetRow, TransferKind } from './recordsQuery';

/** §2.2 the game categories a round can belong to, in words. */
export const categoryLabels: Record<BetCategory, MessageDescriptor> = {
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  RNG: msg`Slots`,
  COCKFIGHT: msg`Cockfight`,
};

export const isCategory = (value: string | null): value is BetCategory =>
  value !== null && Object.hasOwn(categoryLabels, value);

/** The kinds of ledger movement (the account record's "kind"). */
export const kindLabels: Record<TransferKind, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  transfer: msg`Transfer`,
  bet: msg`Bet`,
  payout: msg`Payout`,
  refund: msg`Refund`,
  bonus: msg`Bonus`,
  rebate: msg`Rebate`,
  dividend: msg`Dividend`,
  salary: msg`Salary`,
  adjustment: msg`Adjustment`,
};

export const isKind = (value: string | null): value is TransferKind =>
  value !== null && Object.hasOwn(kindLabels, value);

export const resultLabels: Record<BetRow['result'], MessageDescriptor> = {
  win: msg`Win`,
  loss: msg`Loss`,
  push: msg`Push`,
};

/** A category the platform answered that this build does not name is shown as sent. */
export function categoryName(category: string, translate: (d: MessageDescriptor) => string) {
  return isCategory(category) ? translate(categoryLabels[category]) : category;
}
