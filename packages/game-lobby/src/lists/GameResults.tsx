import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameTile } from '@lobbykit/api-contract';
import { platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { Pagination } from '@lobbykit/ui-kit';
import { favouriteListsAtom } from '../favourites/favouriteAtoms';
import { GameGrid, GameGridSkeleton } from '../tiles/GameGrid';
import { gameListRequest, LIST_PAGE_SIZE } from './listQuery';
import type { ListQuery, ListSource } from './listQuery';
import * as styles from './ListPage.css';

interface PageOfGames {
  games: GameTile[];
  total: number;
  totalPages: number;
}

/**
 * The games of a list page with their count and paging. The favourites come from their own paged
 * call and are kept in the lobby's favourite lists, so removing one takes it off this page at once
 * (§4 "remove deletes locally from both lists").
 */
export function GameResults({
  source,
  query,
  title,
  hrefForPage,
}: {
  source: ListSource;
  query: ListQuery;
  /** The results heading (for example "Slots"); focus moves to it when the page changes. */
  title: string;
  hrefForPage: (page: number) => string;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const [favourites, setFavourites] = useAtom(favouriteListsAtom);
  const isFavourites = source.kind === 'list' && source.type === 'favorite';
  const { api, language } = context;
  const request = gameListRequest(source, query, language);
  const remote = useQuery({
    ...platformQuery<PageOfGames>(
      context,
      isFavourites ? ['favouriteGames', query.page] : ['gameList', request],
      async (signal) => {
        if (isFavourites) {
          const page = await api.favouriteGames(
            { pageNo: query.page, pageSize: LIST_PAGE_SIZE, language },
            { signal },
          );
          return { games: page.content, total: page.totalElements, totalPages: page.totalPages };
        }
        const page = await api.gameList(request, { signal });
        return { games: page.games, total: page.totalCount, totalPages: page.totalPages };
      },
      // The favourites change as the member taps hearts: always asked again on arrival.
      isFavourites ? { staleTime: 0 } : {},
    ),
    // While the next page loads, the previous one stays, so the list does not collapse (CLS).
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
    if (isFavourites && remote.data && !remote.isPlaceholderData) {
      setFavourites((lists) => ({ ...lists, games: remote.data.games }));
    }
  }, [isFavourites, remote.data, remote.isPlaceholderData, setFavourites]);
  // Leaving the page forgets its games, so coming back never shows an old page first.
  useEffect(
    () => (isFavourites ? () => setFavourites((lists) => ({ ...lists, games: null })) : undefined),
    [isFavourites, setFavourites],
  );

  // A new page of results: focus its heading so keyboard and screen-reader users start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(query.page);
  useEffect(() => {
    if (query.page === firstPage.current) return;
    firstPage.current = query.page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  const local = isFavourites ? favourites.games : null;
  const games = local ?? remote.data?.games ?? [];
  // Favourites removed here leave the count at once, before the server is asked again.
  const removedHere = local ? Math.max(0, (remote.data?.games.length ?? 0) - local.length) : 0;
  const total = Math.max(0, (remote.data?.total ?? 0) - removedHere);
  const loading = remote.isPending;

  return (
    <section aria-labelledby="lobby-results-title" aria-busy={remote.isFetching}>
      <div className={styles.resultsHeader}>
        <h2 id="lobby-results-title" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          {title}
        </h2>
        <p className={styles.count} role="status">
          {remote.data && !remote.isPlaceholderData ? (
            <Plural value={total} one="# game" other="# games" />
          ) : (
            ''
          )}
        </p>
      </div>
      {remote.isError && !remote.data ? (
        <p className={styles.note} role="alert">
          <Trans>The games could not be loaded.</Trans>{' '}
          <button
            type="button"
            className={styles.ghostButton}
            onClick={() => void remote.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : loading ? (
        // A whole page of tiles: a player who scrolls down before the list arrives (a slow
        // answer) must not see the footer pushed away under them when it does (CLS).
        <GameGridSkeleton count={LIST_PAGE_SIZE} />
      ) : games.length === 0 ? (
        <p className={styles.note}>
          {isFavourites ? (
            <Trans>No favourites yet. Tap the heart on a game to keep it here.</Trans>
          ) : (
            <Trans>No games match. Try another name or fewer filters.</Trans>
          )}
        </p>
      ) : (
        <GameGrid games={games} label={title} />
      )}
      <div className={styles.pagination}>
        <Pagination
          label={t`Pages`}
          page={query.page}
          pageCount={remote.data?.totalPages ?? 0}
          hrefFor={hrefForPage}
          pageLabel={(page) => t`Page ${page}`}
          previousLabel={t`Previous`}
          nextLabel={t`Next`}
        />
      </div>
    </section>
  );
}
