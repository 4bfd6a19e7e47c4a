import { atom } from 'jotai';
import { platformQuery } from '../query/platformQuery.js';
import type { PlatformQueryContext } from '../query/platformQuery.js';

/** §2.6 the header's hide toggle; a view preference, so it is not stored. */
export const balanceHiddenAtom = atom(false);

/** The balance's own part of its key: a money movement invalidates it by this. */
export const BALANCE_KEY = ['balance'] as const;

/**
 * §2.6 the member's balance (§6: not asked for trial players or visitors). It is asked again
 * when the player comes back to the tab (a game played in another) and on the header's refresh;
 * a failed refresh keeps the last figure beside the error.
 */
export function balanceQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    BALANCE_KEY,
    (signal) => context.api.walletBalance(undefined, { signal }),
    { memberOnly: true },
  );
}
