import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { formatAmount } from '@lobbykit/i18n';
import {
  balanceHiddenAtom,
  balanceQuery,
  moneyFormatAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { BalanceDisplay } from '@lobbykit/ui-kit';
import type { BalanceDisplayState } from '@lobbykit/ui-kit';

/**
 * §2.6 the member's balance with hide toggle and refresh, with separators and the currency's own
 * decimals (§9: two where the currency has them).
 */
export function MemberBalance() {
  const { t } = useLingui();
  const balance = useQuery(balanceQuery(useAtomValue(platformQueryContextAtom)));
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  // The merchant's currency: its symbol (§3 public settings) and its own decimals (JPY none).
  const money = useAtomValue(moneyFormatAtom);
  const total = balance.data?.total ?? null;
  // A refresh shows the last figure beside its spinner; a failed one keeps it beside the error.
  const state: BalanceDisplayState = balance.isFetching
    ? 'loading'
    : balance.isError
      ? 'failed'
      : balance.data
        ? 'ready'
        : 'loading';
  return (
    <BalanceDisplay
      amount={total === null ? null : formatAmount(total, money)}
      state={state}
      isHidden={hidden}
      onHiddenChange={setHidden}
      onRefresh={() => void balance.refetch()}
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
