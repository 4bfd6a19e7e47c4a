import { atom } from 'jotai';
import type { WalletBalanceValue } from '@lobbykit/api-contract';
import { apiAtom } from '../client/runtime.js';
import { sessionAtom } from '../auth/memberAtoms.js';

export type BalanceState =
  | { status: 'none' }
  | { status: 'loading'; previous: WalletBalanceValue | null }
  | { status: 'ready'; value: WalletBalanceValue }
  | { status: 'failed'; previous: WalletBalanceValue | null };

export const balanceAtom = atom<BalanceState>({ status: 'none' });

/** §2.6 the header's hide toggle; a view preference, so it is not stored. */
export const balanceHiddenAtom = atom(false);

function previousOf(state: BalanceState): WalletBalanceValue | null {
  if (state.status === 'ready') return state.value;
  if (state.status === 'loading' || state.status === 'failed') return state.previous;
  return null;
}

/** Loads the balance. §6: skipped for trial players and visitors. */
export const refreshBalanceAtom = atom(null, async (get, set) => {
  if (get(sessionAtom).kind !== 'member') {
    set(balanceAtom, { status: 'none' });
    return;
  }
  const previous = previousOf(get(balanceAtom));
  set(balanceAtom, { status: 'loading', previous });
  try {
    const value = await get(apiAtom).walletBalance();
    set(balanceAtom, { status: 'ready', value });
  } catch {
    // The header keeps the last figure it had and offers refresh again.
    set(balanceAtom, { status: 'failed', previous });
  }
});
