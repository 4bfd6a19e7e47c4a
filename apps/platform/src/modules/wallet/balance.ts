import { MAIN_WALLET } from '../../db/schema/index';
import type { Member } from '../../db/schema/index';
import { balanceToWire, moneyOf } from './money';
import { toLedgerMember } from './accounts';
import type { WalletBalance, WalletSettings } from './accounts';
import type { Ledger } from './ledger';

/**
 * The member's wallets in a stable order (main or trial first, then vendors in the merchant's
 * order, so lists never reshuffle), with the available total.
 */
function shapedBalance(settings: WalletSettings, stored: WalletBalance[]) {
  const rank = (w: WalletBalance) =>
    w.wallet === MAIN_WALLET || w.kind === 'trial' ? -1 : settings.vendorWallets.indexOf(w.wallet);
  const wallets = stored
    .filter((w) => w.currency === settings.currency)
    .sort((a, b) => rank(a) - rank(b));
  // Available money (issue 14): what a pending withdrawal holds cannot be spent.
  const total = wallets.reduce((sum, w) => sum + w.availableMinor, 0n);
  return { currency: settings.currency, money: moneyOf(settings), total, wallets };
}

/** The member's wallets in a stable order, with the available total (walletBalance's value). */
export async function balanceValue(ledger: Ledger, member: Member) {
  const settings = await ledger.settings(member.merchantId);
  // A member who never moved money still has a main (or trial) wallet at zero.
  await ledger.ensureMemberWallets(toLedgerMember(member), settings);
  return shapedBalance(settings, await ledger.balances(member.id));
}

export type WalletBalanceWire = ReturnType<typeof balanceToWire>;

/** The walletBalance call's answer, also carried by the balance event (issue 15). */
export async function walletBalanceWire(
  ledger: Ledger,
  member: Member,
): Promise<WalletBalanceWire> {
  const value = await balanceValue(ledger, member);
  return balanceToWire(value.money, value.wallets);
}

/**
 * `walletBalanceWire` of many members with one read of each merchant's settings and one read of
 * all their wallets (the event streams' batch: a burst of payouts to a thousand members costs a
 * few queries, not a few thousand).
 */
export async function walletBalanceWires(
  ledger: Ledger,
  members: readonly Member[],
): Promise<WalletBalanceWire[]> {
  const merchantIds = [...new Set(members.map((m) => m.merchantId))];
  const settings = new Map(
    await Promise.all(merchantIds.map(async (id) => [id, await ledger.settings(id)] as const)),
  );
  const settingsOf = (member: Member) => {
    const found = settings.get(member.merchantId);
    if (!found) throw new Error(`no wallet settings read for merchant ${member.merchantId}`);
    return found;
  };
  // Wallets are opened first (from memory after the first time), so the one read finds them all.
  await Promise.all(
    members.map((m) => ledger.ensureMemberWallets(toLedgerMember(m), settingsOf(m))),
  );
  const stored = await ledger.balancesOfMembers(members.map((m) => m.id));
  return members.map((member) => {
    const value = shapedBalance(settingsOf(member), stored.get(member.id) ?? []);
    return balanceToWire(value.money, value.wallets);
  });
}
