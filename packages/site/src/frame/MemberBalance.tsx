import { useEffect } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { formatAmount } from '@lobbykit/i18n';
import {
  balanceAtom,
  balanceHiddenAtom,
  moneyFormatAtom,
  refreshBalanceAtom,
} from '@lobbykit/session';
import type { BalanceState } from '@lobbykit/session';
import { BalanceDisplay } from '@lobbykit/ui-kit';
import type { BalanceDisplayState } from '@lobbykit/ui-kit';

function displayOf(state: BalanceState): { total: string | null; state: BalanceDisplayState } {
  switch (state.status) {
    case 'ready':
      return { total: state.value.total, state: 'ready' };
    case 'loading':
      return { total: state.previous?.total ?? null, state: 'loading' };
    case 'failed':
      return { total: state.previous?.total ?? null, state: 'failed' };
    case 'none':
      // Member info has just arrived and the balance call is about to start.
      return { total: null, state: 'loading' };
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

/**
 * §2.6 the member's balance with hide toggle and refresh, with separators and the currency's own
 * decimals (§9: two where the currency has them).
 */
export function MemberBalance() {
  const { t } = useLingui();
  const balance = useAtomValue(balanceAtom);
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const refresh = useSetAtom(refreshBalanceAtom);
  // The merchant's currency: its symbol (§3 public settings) and its own decimals (JPY none).
  const money = useAtomValue(moneyFormatAtom);
  const { total, state } = displayOf(balance);
  // The balance loads with member info; when that happened while the session was still
  // restoring, the load was skipped: the header asks for it once it shows a member.
  const notLoaded = balance.status === 'none';
  useEffect(() => {
    if (notLoaded) void refresh();
  }, [notLoaded, refresh]);
  return (
    <BalanceDisplay
      amount={total === null ? null : formatAmount(total, money)}
      state={state}
      isHidden={hidden}
      onHiddenChange={setHidden}
      onRefresh={() => void refresh()}
      labels={{
        balance: t`Balance`,
        hide: t`Hide balance`,
        refresh: t`Refresh balance`,
        hidden: t`Balance hidden`,
        failed: t`Balance unavailable`,
      }}
    />
  );
}
