import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RankEntry } from '@lobbykit/api-contract';
import { formatWholeAmount } from '@lobbykit/i18n';
import { apiAtom, brandAtom, languageAtom, permissionAtom } from '@lobbykit/session';
import { useRemote } from '../catalogue/useRemote';
import { cachedWinners, cacheWinners, WINNER_BOARD_LIMIT } from './winnerBoard';
import * as styles from './WinnerBoard.css';

type BoardState =
  { status: 'loading' } | { status: 'ready'; list: RankEntry[] } | { status: 'failed' };

/**
 * §2.4 winner board (§7.3 GCSGAME_getRankList, gameCategory ALL): the biggest real wins, amounts
 * with thousands separators and no decimals (§3). §4: cached for the session unless a refresh is
 * asked for (the refresh button).
 */
export function WinnerBoard() {
  const { t } = useLingui();
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const permission = useAtomValue(permissionAtom);
  const symbol = permission?.publicSettings.currencySymbol || brand.currency.symbol;
  const merchant = brand.merchantCode;
  const [refresh, setRefresh] = useState(0);
  // §4: the session's copy first; a refresh (or no copy yet) asks the platform.
  const cached = useMemo(
    () => (refresh === 0 ? cachedWinners(merchant, language) : null),
    [refresh, merchant, language],
  );
  const remote = useRemote(
    cached ? null : `winners:${merchant}:${language}:${refresh}`,
    async (signal) => {
      const { list } = await api.rankList(
        { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
        { signal },
      );
      cacheWinners(merchant, language, list);
      return list;
    },
  );
  const state: BoardState = cached
    ? { status: 'ready', list: cached }
    : remote.data
      ? { status: 'ready', list: remote.data }
      : remote.status === 'error'
        ? { status: 'failed' }
        : { status: 'loading' };

  return (
    <section
      className={styles.root}
      aria-labelledby="lobby-winners-title"
      aria-busy={state.status === 'loading'}
    >
      <div className={styles.header}>
        <h2 id="lobby-winners-title" className={styles.title}>
          <Trans>Winner board</Trans>
        </h2>
        <button type="button" className={styles.refresh} onClick={() => setRefresh((n) => n + 1)}>
          {t`Refresh`}
        </button>
      </div>
      {/* The table scrolls sideways on narrow screens, so it must be reachable by keyboard; its own
          label keeps it apart from the section's landmark. */}
      <div
        className={styles.scroller}
        {...(state.status === 'ready' && state.list.length > 0
          ? { tabIndex: 0, role: 'region', 'aria-label': t`Winners this week` }
          : {})}
      >
        {state.status === 'failed' ? (
          <p className={styles.note}>
            <Trans>The winner board could not be loaded.</Trans>
          </p>
        ) : state.status === 'ready' && state.list.length === 0 ? (
          <p className={styles.note}>
            <Trans>No wins yet this week. Yours could be the first.</Trans>
          </p>
        ) : state.status === 'ready' ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  <Trans>Player</Trans>
                </th>
                <th scope="col" className={styles.th}>
                  <Trans>Game</Trans>
                </th>
                <th scope="col" className={`${styles.th} ${styles.amount}`}>
                  <Trans>Win</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.list.map((entry) => (
                <tr key={`${entry.rank}-${entry.winTime}`}>
                  <td className={styles.td}>{entry.account}</td>
                  <td className={styles.td}>{entry.gameName}</td>
                  <td className={`${styles.td} ${styles.amount}`}>
                    {formatWholeAmount(entry.winAmount, { currencySymbol: symbol })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
