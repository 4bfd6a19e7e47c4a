import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { brandAtom } from '@lobbykit/session';
import { useFavouriteSync } from '../favourites/useFavouriteSync';
import { categoryOfPath } from '../navigation/categoryPaths';
import { categoryLabels } from '../navigation/labels';
import { SearchForm, SlotFilters, VendorChips } from './ListControls';
import { GameResults } from './GameResults';
import { hasSlotFilters, listTypes } from './listQuery';
import type { ListSource, ListType } from './listQuery';
import { useListAddress } from './useListAddress';
import * as styles from './ListPage.css';

const listTitles: Record<ListType, MessageDescriptor> = {
  hot: msg`Hot games`,
  all: msg`All games`,
  favorite: msg`Favourites`,
  new: msg`New games`,
  // §2.11: top is labelled the product's special.
  top: msg`Special`,
};

/** Which list a path shows: /hot… or a category page (§2.1, §2.2 path mapping). */
export function listSourceOf(pathname: string): ListSource | null {
  const first = pathname.split('/')[1] ?? '';
  if ((listTypes as readonly string[]).includes(first) && first !== 'hot') {
    return { kind: 'list', type: first as ListType };
  }
  if (first === 'hot') return { kind: 'list', type: 'hot' };
  const category = categoryOfPath(`/${first}`);
  return category && category !== 'PROMO' && category !== 'HOT'
    ? { kind: 'category', category }
    : null;
}

/**
 * §2.1 game list pages: /hot, /all, /favorite, /new, /top and the category and game-list-centre
 * pages (/rng, /live, /sports, /fish…), with the vendor filter, search by name, the RNG
 * sub-categories, jackpot games (/rng?type=JP, /rng?gameClassify=JP), the slot filters and paging.
 */
export function GameListPage() {
  useFavouriteSync();
  const { i18n, t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const { query, hrefFor, change, pathname } = useListAddress();
  const source = listSourceOf(pathname);
  if (!source) return null;
  const vendorCategory =
    source.kind === 'category' ? source.category : source.type === 'hot' ? 'HOT' : null;
  const title =
    source.kind === 'category'
      ? (brand.gameCategoryName[source.category as keyof typeof brand.gameCategoryName] ??
        i18n._(categoryLabels[source.category]))
      : i18n._(listTitles[source.type]);
  const heading = query.jackpot ? t`${title}: jackpot games` : title;
  const resultsTitle = query.search ? t`Results for “${query.search}”` : t`Games`;
  const canFilter = !(source.kind === 'list' && source.type === 'favorite');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      {canFilter ? (
        <div className={styles.controls}>
          {vendorCategory ? (
            <VendorChips category={vendorCategory} current={query.vassalage} hrefFor={hrefFor} />
          ) : null}
          <SearchForm value={query.search} onSearch={(search) => change({ search })} />
          {hasSlotFilters(source) ? (
            <SlotFilters query={query} hrefFor={hrefFor} onChange={change} />
          ) : null}
        </div>
      ) : null}
      <GameResults
        source={source}
        query={query}
        title={resultsTitle}
        hrefForPage={(page) => hrefFor({ page })}
      />
    </div>
  );
}

export default GameListPage;
