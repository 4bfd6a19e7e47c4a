import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RankEntry } from '@lobbykit/api-contract';
import { formatWholeAmount } from '@lobbykit/i18n';
import { moneyFormatAtom, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { winnerBoardQuery } from './winnerBoard';
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
  const money = useAtomValue(moneyFormatAtom);
  const board = useQuery(winnerBoardQuery(useAtomValue(platformQueryContextAtom)));
  const state: BoardState = board.data
    ? { status: 'ready', list: board.data }
    : board.isError
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
        <button type="button" className={styles.refresh} onClick={() => void board.refetch()}>
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
                  {/* A context: member-center's bet result "Win" (勝ち) shares the one message table. */}
                  <Trans context="amount won">Win</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.list.map((entry) => (
                <tr key={`${entry.rank}-${entry.winTime}`}>
                  <td className={styles.td}>{entry.account}</td>
                  <td className={styles.td}>{entry.gameName}</td>
                  <td className={`${styles.td} ${styles.amount}`}>
                    {formatWholeAmount(entry.winAmount, money)}
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
