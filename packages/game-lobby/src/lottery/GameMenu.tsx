import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { LotteryMenuGame } from '@lobbykit/api-contract';
import { NativeSelect } from '@lobbykit/ui-kit';
import * as styles from './Lottery.css';

export interface MenuGroup {
  groupCode: string;
  groupName: string;
  games: readonly LotteryMenuGame[];
}

/** The address of a game on this page (§2.3 `?gameCode=`). */
export const gameAddress = (gameCode: string) => `?gameCode=${encodeURIComponent(gameCode)}`;

/**
 * The lottery games by group: a column beside the view on a wide screen, a compact picker above
 * it on a phone (one of the two is shown, by width).
 */
export function GameMenu({
  groups,
  selected,
  onSelect,
}: {
  groups: readonly MenuGroup[];
  selected: string;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useLingui();
  const options = groups.flatMap((group) =>
    group.games.map((game) => ({
      value: game.gameCode,
      label: groups.length > 1 ? `${group.groupName} · ${game.gameName}` : game.gameName,
    })),
  );
  return (
    <>
      <nav className={styles.menuColumn} aria-label={t`Lottery games`}>
        {groups.map((group) => (
          <div key={group.groupCode} className={styles.menuGroup}>
            <p id={`lottery-group-${group.groupCode}`} className={styles.menuGroupName}>
              {group.groupName}
            </p>
            <ul className={styles.menuList} aria-labelledby={`lottery-group-${group.groupCode}`}>
              {group.games.map((game) => (
                <li key={game.gameCode}>
                  <Link
                    to={gameAddress(game.gameCode)}
                    className={styles.menuLink}
                    aria-current={game.gameCode === selected ? 'page' : undefined}
                  >
                    {game.gameName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.menuPicker}>
        <NativeSelect
          label={t`Lottery game`}
          options={options}
          value={selected}
          onChange={onSelect}
        />
      </div>
    </>
  );
}
