import { MAIN_WALLET, TRIAL_WALLET } from '../../../db/schema/index';
import { isTrial } from '../../wallet/index';
import type { Ledger, LedgerMember } from '../../wallet/index';

/**
 * The wallet a round bets from: the trial wallet for a trial account (the ledger's default), the
 * vendor's own wallet on a multi-wallet merchant that keeps one for this vendor (§3 isSingle 0),
 * else the main wallet.
 */
export async function walletOf(
  ledger: Ledger,
  member: LedgerMember,
  vassalage: string,
): Promise<string | undefined> {
  if (isTrial(member)) return undefined;
  const settings = await ledger.settings(member.merchantId);
  if (!settings.isSingle && settings.vendorWallets.includes(vassalage)) return vassalage;
  return undefined;
}

/**
 * The spendable balance of that wallet, in minor units (0 when it was never opened): money held
 * by a pending withdrawal is not counted, as in the header (the balance call answers the same).
 */
export async function walletBalance(
  ledger: Ledger,
  member: LedgerMember,
  wallet: string | undefined,
): Promise<bigint> {
  const name = wallet ?? (isTrial(member) ? TRIAL_WALLET : MAIN_WALLET);
  const all = await ledger.balances(member.id);
  return all.find((b) => b.wallet === name)?.availableMinor ?? 0n;
}
