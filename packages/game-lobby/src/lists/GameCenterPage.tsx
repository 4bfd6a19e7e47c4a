import { useAtomValue, useSetAtom } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { brandAtom } from '@lobbykit/session';
import { useImageUrl } from '../catalogue/imageHost';
import { useVendorLanes } from '../catalogue/vendorLanes';
import { useFavouriteSync } from '../favourites/useFavouriteSync';
import { lobbyDialogAtom } from '../launch/launchAtoms';
import { isGameCategory } from '../navigation/categoryPaths';
import { categoryLabels } from '../navigation/labels';
import { GameResults } from './GameResults';
import { listSourceOf } from './GameListPage';
import { SearchForm } from './ListControls';
import { useListAddress } from './useListAddress';
import * as styles from './ListPage.css';

/**
 * Issue 17 item 3: while the providers load, cards of the same build hold the row's height, so the
 * search and the games below do not move when the real ones arrive (CLS).
 */
function VendorCardPlaceholders() {
  return Array.from({ length: 4 }, (_, index) => (
    <li key={index} aria-hidden="true">
      <div className={`${styles.vendorCard} ${styles.vendorCardPlaceholder}`}>
        <div className={styles.vendorCardImage} />
        <span className={styles.vendorCardText}>
          {'\u00a0'}
          <span className={styles.vendorCardCount}>{'\u00a0'}</span>
        </span>
      </div>
    </li>
  ));
}

/**
 * §2.1, §2.11 game-centre pages (the brand's gameCenter categories, e.g. /pvp, /fish, /elott): the
 * category's providers as cards, each opening its popup game list (§2.3), then every game of the
 * category with search and paging.
 */
export function GameCenterPage() {
  useFavouriteSync();
  const { i18n, t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const lanes = useVendorLanes();
  const imageUrl = useImageUrl();
  const openDialog = useSetAtom(lobbyDialogAtom);
  const { query, hrefFor, change, pathname } = useListAddress();
  const source = listSourceOf(pathname);
  if (!source || source.kind !== 'category' || !isGameCategory(source.category)) return null;
  const category = source.category;
  const title = brand.gameCategoryName[category] ?? i18n._(categoryLabels[category]);
  const vendors = lanes?.find((lane) => lane.gameCategory === category)?.vendors ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section aria-labelledby="lobby-centre-providers">
        <h2 id="lobby-centre-providers" className={styles.resultsTitle}>
          <Trans>Providers</Trans>
        </h2>
        <ul className={styles.vendorCards}>
          {lanes === null ? <VendorCardPlaceholders /> : null}
          {vendors.map((vendor) => {
            const count = vendor.gameCount;
            return (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className={styles.vendorCard}
                  aria-haspopup="dialog"
                  onClick={() =>
                    openDialog({
                      kind: 'providerList',
                      vassalage: vendor.vassalage,
                      gameType: category,
                      name: vendor.displayName,
                    })
                  }
                >
                  <img
                    className={styles.vendorCardImage}
                    src={imageUrl(vendor.icons.submenu)}
                    alt=""
                    width={320}
                    height={180}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.vendorCardText}>
                    {vendor.displayName}
                    <span className={styles.vendorCardCount}>
                      <Plural value={count} one="# game" other="# games" />
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <div className={styles.controls}>
        <SearchForm value={query.search} onSearch={(search) => change({ search })} />
      </div>
      <GameResults
        source={source}
        query={query}
        title={query.search ? t`Results for “${query.search}”` : t`${title}: every game`}
        hrefForPage={(page) => hrefFor({ page })}
      />
    </div>
  );
}

export default GameCenterPage;
