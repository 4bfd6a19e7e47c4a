import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import type { PrizeMode } from '@lobbykit/api-contract';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { NativeSelect } from '@lobbykit/ui-kit';
import { BettingView } from './BettingView';
import { GameMenu, gameAddress } from './GameMenu';
import { lotteryMenusQuery } from './lotteryQueries';
import * as styles from './Lottery.css';

/**
 * /lottery and /seaLottery (§2.1): the lottery games of the prize mode by group beside the
 * betting view of the game in `?gameCode=` (else the first), opened on `?playType=` (§2.3).
 */
export function LotteryLayout({ prizeMode }: { prizeMode: PrizeMode | undefined }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const menus = useQuery(lotteryMenusQuery(context, prizeMode));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groups = menus.data?.gameMenus.filter((group) => group.games.length > 0) ?? [];
  const first = groups[0]?.games[0]?.gameCode;
  const gameCode = params.get('gameCode') ?? params.get('code') ?? first ?? null;
  const withMenu = groups.length > 0 && gameCode !== null;
  return (
    <div className={withMenu ? styles.page : `${styles.page} ${styles.pageSingle}`}>
      {withMenu ? (
        <GameMenu
          groups={groups}
          selected={gameCode}
          onSelect={(code) => void navigate(gameAddress(code))}
        />
      ) : menus.isPending ? (
        // The phone's picker, disabled until the games arrive: it holds the picker's place, so
        // the view below does not move down when it comes (no layout shift, issue 17 item 3).
        <div className={styles.menuPicker}>
          <NativeSelect
            label={t`Lottery game`}
            options={[{ value: '', label: t`Loading…` }]}
            value=""
            isDisabled
            onChange={() => undefined}
          />
        </div>
      ) : null}
      <div className={styles.main}>
        {gameCode ? (
          <BettingView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />
        ) : (
          <section className={styles.card} aria-labelledby="lottery-game-title">
            <h1 id="lottery-game-title" className={styles.title}>
              <Trans>Lottery</Trans>
            </h1>
            <p className={styles.muted} role={menus.isError ? 'alert' : undefined}>
              {menus.isPending ? (
                <Trans>Loading…</Trans>
              ) : menus.isError ? (
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
