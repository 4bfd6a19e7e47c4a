import { MAIN_WALLET } from '../../db/schema/index';
import type { Member } from '../../db/schema/index';
import { balanceToWire, moneyOf } from './money';
import { toLedgerMember } from './accounts';
import type { WalletBalance } from './accounts';
import type { Ledger } from './ledger';

/** The member's wallets in a stable order, with the available total (walletBalance's value). */
export async function balanceValue(ledger: Ledger, member: Member) {
  const ledgerMember = toLedgerMember(member);
  // A member who never moved money still has a main (or trial) wallet at zero.
  await ledger.ensureMemberWallets(ledgerMember);
  const settings = await ledger.settings(member.merchantId);
  // Main (or trial) first, then vendors in the merchant's order, so lists never reshuffle.
  const rank = (w: WalletBalance) =>
    w.wallet === MAIN_WALLET || w.kind === 'trial' ? -1 : settings.vendorWallets.indexOf(w.wallet);
  const wallets = (await ledger.balances(member.id))
    .filter((w) => w.currency === settings.currency)
    .sort((a, b) => rank(a) - rank(b));
  // Available money (issue 14): what a pending withdrawal holds cannot be spent.
  const total = wallets.reduce((sum, w) => sum + w.availableMinor, 0n);
  return { currency: settings.currency, money: moneyOf(settings), total, wallets };
}

/** The walletBalance call's answer, also carried by the balance event (issue 15). */
export async function walletBalanceWire(ledger: Ledger, member: Member) {
  const value = await balanceValue(ledger, member);
  return balanceToWire(value.money, value.wallets);
}
