import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { NativeSelect } from '@lobbykit/ui-kit';
import { BettingView } from './BettingView';
import { gameAddress } from './GameMenu';
import { vnMenuQuery, vnRecentQuery } from './lotteryQueries';
import * as styles from './Lottery.css';

/**
 * §2.1 /vnLottery, without the side menu: the VN game of `?gameCode=` (else the first of the VN
 * menu), a picker of the VN games at the top, and the member's recent VN games.
 */
export default function VnLotteryPage() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const menu = useQuery(vnMenuQuery(context));
  const recent = useQuery(vnRecentQuery(context));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const games = menu.data?.gameMenus.flatMap((group) => group.games) ?? [];
  const gameCode = params.get('gameCode') ?? games[0]?.gameCode ?? null;
  const recentGames = recent.data?.games ?? [];
  const options = games.map((game) => ({ value: game.gameCode, label: game.gameName }));
  if (gameCode && !games.some((game) => game.gameCode === gameCode))
    options.unshift({ value: gameCode, label: gameCode });
  return (
    <div className={`${styles.page} ${styles.pageSingle}`}>
      <div className={styles.main}>
        {games.length > 0 && gameCode ? (
          <div className={`${styles.card} ${styles.topPicker}`}>
            <NativeSelect
              label={t`Vietnamese lottery game`}
              options={options}
              value={gameCode}
              onChange={(code) => void navigate(gameAddress(code))}
            />
            {recentGames.length > 0 ? (
              <nav aria-labelledby="vn-recent-title">
                <p id="vn-recent-title" className={styles.muted}>
                  <Trans>Your recent games</Trans>
                </p>
                <ul className={styles.recentList}>
                  {recentGames.map((game) => (
                    <li key={game.gameCode}>
                      <Link
                        to={gameAddress(game.gameCode)}
                        className={styles.menuLink}
                        aria-current={game.gameCode === gameCode ? 'page' : undefined}
                      >
                        {game.gameName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
        {gameCode ? (
          <BettingView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />
        ) : (
          <section className={styles.card} aria-labelledby="lottery-game-title">
            <h1 id="lottery-game-title" className={styles.title}>
              <Trans>Vietnamese lottery</Trans>
            </h1>
            <p className={styles.muted}>
              {menu.isPending ? (
                <Trans>Loading…</Trans>
              ) : menu.isError ? (
                <Trans>The lottery games could not be loaded.</Trans>
              ) : (
                <Trans>No lottery game is open here.</Trans>
              )}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
