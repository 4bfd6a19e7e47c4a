import { memo, useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { GameTile } from '@lobbykit/api-contract';
import { apiAtom, brandAtom, languageAtom } from '@lobbykit/session';
import { useVendorNames } from '../catalogue/useNavigation';
import { freeTrialOfferedAtom } from '../launch/launchAtoms';
import { TileSkeleton } from '../tiles/GameGrid';
import { ROW_TILE_SIZES } from '../tiles/imageSizes';
import { LobbyGameTile } from '../tiles/LobbyGameTile';
import { HOME_ROW_SIZE, homeRows } from './homeRows';
import type { HomeRow, HomeRowKey } from './homeRows';
import { loadInSequence, ROW_DELAY_MS } from './loadInSequence';
import { srOnly } from '../catalogue/a11y.css';
import * as styles from './HomeRows.css';

type RowState =
  { status: 'waiting' } | { status: 'ready'; games: GameTile[] } | { status: 'failed' };

/** Tiles of the first row that load eagerly (on screen at once, even on a phone). */
const EAGER_IN_FIRST_ROW = 3;

/**
 * §2.4 the home rows (hot, new, top, live, jackpot, slots), each with its more link and hidden
 * when its list is empty; §4, §9 loaded one after another 300 ms apart, 10 games each, on mount
 * and again on a language change.
 */
export function HomeRows() {
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(languageAtom);
  const merchant = useAtomValue(brandAtom).merchantCode;
  const [states, setStates] = useState<Partial<Record<HomeRowKey, RowState>>>({});
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const tasks = homeRows.map((row) => async () => {
      try {
        const games = await row.load({ api, language, merchant, signal: controller.signal });
        if (!controller.signal.aborted)
          setStates((previous) => ({ ...previous, [row.key]: { status: 'ready', games } }));
      } catch (error) {
        if (!controller.signal.aborted)
          setStates((previous) => ({ ...previous, [row.key]: { status: 'failed' } }));
        throw error;
      }
    });
    void loadInSequence(tasks, ROW_DELAY_MS, controller.signal);
    return () => controller.abort();
  }, [api, language, merchant, attempt]);

  return (
    <div className={styles.rows}>
      {homeRows.map((row, index) => (
        <HomeRowView
          key={row.key}
          row={row}
          state={states[row.key] ?? { status: 'waiting' }}
          first={index === 0}
          onRetry={retry}
        />
      ))}
    </div>
  );
}

/**
 * One row. Memoised: the rows arrive one by one (300 ms apart) and a row that has arrived keeps
 * its state object, so only the new row renders, not every tile above it again (issue 6: no long
 * task after load).
 */
const HomeRowView = memo(function HomeRowView({
  row,
  state,
  first,
  onRetry,
}: {
  row: HomeRow;
  state: RowState;
  first: boolean;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const vendors = useVendorNames();
  const trial = useAtomValue(freeTrialOfferedAtom);
  // §2.4: a row is hidden when its list is empty.
  if (state.status === 'ready' && state.games.length === 0) return null;
  const title = i18n._(row.title);
  const titleId = `home-row-${row.key}`;
  return (
    <section
      className={styles.row}
      aria-labelledby={titleId}
      data-row={row.key}
      data-state={state.status}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Link to={row.more} className={styles.more}>
          <Trans>
            More<span className={srOnly}> {title}</span>
          </Trans>
        </Link>
      </div>
      {state.status === 'failed' ? (
        <p className={styles.note} role="status">
          <Trans>These games could not be loaded.</Trans>
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <ul className={styles.track} aria-label={title} aria-busy={state.status === 'waiting'}>
          {state.status === 'ready'
            ? state.games.map((game, index) => (
                <li key={game.nodeId} className={styles.cell}>
                  <LobbyGameTile
                    game={game}
                    vendorName={vendors.get(game.vassalage) ?? game.vassalage}
                    loading={first && index < EAGER_IN_FIRST_ROW ? 'eager' : 'lazy'}
                    sizes={ROW_TILE_SIZES}
                  />
                </li>
              ))
            : Array.from({ length: Math.min(HOME_ROW_SIZE, 8) }, (_, index) => (
                <li key={index} className={styles.cell} aria-hidden="true">
                  <TileSkeleton withTrial={trial} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
});
