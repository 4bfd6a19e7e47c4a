import { platformQuery } from '../query/platformQuery.js';
import type { PlatformQueryContext } from '../query/platformQuery.js';

/**
 * §3 merchant wallet: isSingle and the vendors with a wallet of their own (GCS_merchantWallet).
 * §3 keeps it in session storage: the merchant's set-up does not change while a player plays.
 * The lobby reads it to launch a seamless vendor's game in the site's frame (§2.1 /seamless);
 * the member centre's transfer fund lists the vendor wallets from it.
 */
export function merchantWalletQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    ['merchantWallet'],
    (signal) => context.api.merchantWallet({}, { signal }),
    { keepForSession: true },
  );
}

/**
 * Whether `vassalage`'s games play on the member's main wallet with no transfer step (a seamless
 * vendor): every vendor on a single-wallet merchant (§3 isSingle 1), and on a multi-wallet one
 * the vendors that have no wallet of their own.
 */
export function isSeamlessVendor(
  wallet: { isSingle: 0 | 1; vendorWallets: readonly string[] },
  vassalage: string,
): boolean {
  return wallet.isSingle === 1 || !wallet.vendorWallets.includes(vassalage);
}
