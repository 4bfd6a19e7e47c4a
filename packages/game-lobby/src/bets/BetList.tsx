import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { platformCursorQuery } from '@lobbykit/session';
import { useInfiniteQuery } from '@lobbykit/session';
import { ShowMore } from '@lobbykit/ui-kit';

interface PageOfBets<Bet> {
  bets: Bet[];
  next: string | null;
}

type BetsQuery<Bet> = ReturnType<typeof platformCursorQuery<PageOfBets<Bet>>>;

/**
 * A member's open or settled bets on the lottery or the sports page, a page at a time with Show
 * more. Open bets settle within seconds of their draw or full time: the list is asked again every
 * 10 s while it holds any (and always for the settled one, where they arrive).
 */
export function BetList<Bet extends { betId: string }>({
  query,
  state,
  empty,
  renderBet,
  classNames,
}: {
  query: BetsQuery<Bet>;
  state: 'open' | 'settled';
  /** What an empty list says. */
  empty: ReactNode;
  /** One bet's `<li>`. */
  renderBet: (bet: Bet) => ReactNode;
  /** The page's own list and note styles. */
  classNames: { rows: string; muted: string };
}) {
  const { t } = useLingui();
  const bets = useInfiniteQuery({
    ...query,
    refetchInterval: (current) =>
      state === 'settled' || (current.state.data?.pages[0]?.bets.length ?? 0) > 0 ? 10_000 : false,
  });
  const list = bets.data?.pages.flatMap((page) => page.bets) ?? [];
  if (bets.isPending)
    return (
      <p className={classNames.muted}>
        <Trans>Loading…</Trans>
      </p>
    );
  if (bets.isError && list.length === 0)
    return (
      <p className={classNames.muted} role="alert">
        <Trans>Your bets could not be loaded.</Trans>
      </p>
    );
  if (list.length === 0) return <p className={classNames.muted}>{empty}</p>;
  return (
    <>
      <ul
        className={classNames.rows}
        aria-label={state === 'open' ? t`Open bets` : t`Settled bets`}
      >
        {list.map((bet) => (
          <Fragment key={bet.betId}>{renderBet(bet)}</Fragment>
        ))}
      </ul>
      <ShowMore
        hasMore={bets.hasNextPage}
        isLoading={bets.isFetchingNextPage}
        onMore={() => void bets.fetchNextPage()}
        label={t`Show more`}
        loadingLabel={t`Loading…`}
      />
    </>
  );
}
