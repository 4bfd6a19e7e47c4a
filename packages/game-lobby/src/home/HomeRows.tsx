import { memo, useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { GameTile } from '@lobbykit/api-contract';
import {
  platformQueryContextAtom,
  queryClientAtom,
  sessionAtom,
  useAfterFirstPaint,
  useQueries,
} from '@lobbykit/session';
import { useVendorNames } from '../catalogue/useNavigation';
import { freeTrialOfferedAtom } from '../launch/launchAtoms';
import { TileSkeleton } from '../tiles/GameGrid';
import { ROW_TILE_SIZES } from '../tiles/imageSizes';
import { LobbyGameTile } from '../tiles/LobbyGameTile';
import { HOME_ROW_SIZE, homeRowQuery, homeRows } from './homeRows';
import type { HomeRow } from './homeRows';
import { loadInSequence, ROW_DELAY_MS } from './loadInSequence';
import { srOnly } from '../catalogue/a11y.css';
import * as styles from './HomeRows.css';

/** The rows a visitor or a logged-in player sees. */
const rowsFor = (loggedIn: boolean) => homeRows.filter((row) => loggedIn || !row.forPlayer);

/** Tiles of the first row that load eagerly (on screen at once, even on a phone). */
const EAGER_IN_FIRST_ROW = 3;

/**
 * Rows in the page's first render: the rest start below the fold at every width (under the
 * banners, the news and the jackpot), so they render in a task of their own just after it
 * (issue 17 item 2). They are appended below these, and nothing under them shows yet (the
 * footer also comes after the first paint, below a screen-tall main area), so nothing moves.
 */
const ROWS_IN_FIRST_RENDER = 2;

/**
 * §2.4 the home rows (hot, new, top, live, jackpot, slots), each with its more link and hidden
 * when its list is empty; §4, §9 loaded one after another 300 ms apart, 10 games each, on mount
 * and again on a language change.
 */
export function HomeRows() {
  const context = useAtomValue(platformQueryContextAtom);
  const queries = useAtomValue(queryClientAtom);
  const session = useAtomValue(sessionAtom);
  const rows = rowsFor(session.kind === 'member' || session.kind === 'trial');
  // Each row shows its query's state; the loader below, not the view, decides when it is asked
  // (one after another, §9), so the views never fetch by themselves.
  const results = useQueries({
    queries: rows.map((row) => ({ ...homeRowQuery(context, row), enabled: false })),
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const allRows = useAfterFirstPaint();
  const shown = allRows ? rows.length : ROWS_IN_FIRST_RENDER;

  // A new scope (language, login, logout) or a retry starts the sequence again; rows whose
  // answer is still fresh (or kept for the session) come from the cache without a request.
  useEffect(() => {
    if (context.scope === null) return;
    const controller = new AbortController();
    const tasks = rows.map((row) => () => queries.fetchQuery(homeRowQuery(context, row)));
    void loadInSequence(tasks, ROW_DELAY_MS, controller.signal);
    return () => controller.abort();
    // `rows` and `context` follow the scope; a new array each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queries, context.scope, attempt]);

  return (
    <div className={styles.rows}>
      {rows.slice(0, shown).map((row, index) => (
        <HomeRowView
          key={row.key}
          row={row}
          games={results[index]?.data}
          failed={results[index]?.isError ?? false}
          first={index === 0}
          onRetry={retry}
        />
      ))}
    </div>
  );
}

/**
 * One row. Memoised: the rows arrive one by one (300 ms apart) and a row that has arrived keeps
 * its games (the query's data keeps its identity), so only the new row renders, not every tile above it again (issue 6: no long
 * task after load).
 */
const HomeRowView = memo(function HomeRowView({
  row,
  games,
  failed,
  first,
  onRetry,
}: {
  row: HomeRow;
  games: GameTile[] | undefined;
  failed: boolean;
  first: boolean;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const vendors = useVendorNames();
  const trial = useAtomValue(freeTrialOfferedAtom);
  // §2.4: a row is hidden when its list is empty.
  const status = games ? 'ready' : failed ? 'failed' : 'waiting';
  if (games && games.length === 0) return null;
  const title = i18n._(row.title);
  const titleId = `home-row-${row.key}`;
  return (
    <section
      className={styles.row}
      aria-labelledby={titleId}
      data-row={row.key}
      data-state={status}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {row.more ? (
          <Link to={row.more} className={styles.more}>
            <Trans>
              More<span className={srOnly}> {title}</span>
            </Trans>
          </Link>
        ) : null}
      </div>
      {status === 'failed' ? (
        <p className={styles.note} role="status">
          <Trans>These games could not be loaded.</Trans>
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <ul className={styles.track} aria-label={title} aria-busy={status === 'waiting'}>
          {games
            ? games.map((game, index) => (
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
