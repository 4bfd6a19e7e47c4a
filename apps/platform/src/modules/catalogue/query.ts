import type { CatalogueCategory, RngSubCategory } from '@lobbykit/api-contract';
import type { HiddenSets } from './hiddenCache';
import type { CatalogueSnapshot, IndexedGame } from './snapshot';
import { searchForm } from './snapshot';

/** The §3 game list query, parsed (money already in minor units). */
export interface GameQuery {
  gameType?: CatalogueCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: 'JP' | undefined;
  gameName?: string | undefined;
  /** One game by its code, exactly (the /seamless page's game). */
  gameCode?: string | undefined;
  minBetMinor?: bigint | undefined;
  minLineNum?: number | undefined;
  rngSubCategory?: RngSubCategory | undefined;
  isNew?: boolean | undefined;
  isTop?: boolean | undefined;
  /** Only games flagged hot (GCSGAME_hotGamesV2). */
  hot?: boolean | undefined;
}

/** Issue 6: a game is gone when it, its vendor or its category is hidden for the merchant. */
export function isVisible(
  game: Pick<IndexedGame, 'nodeId' | 'vassalage' | 'gameType'>,
  hidden: HiddenSets,
): boolean {
  return (
    !hidden.games.has(game.nodeId) &&
    !hidden.vendors.has(game.vassalage) &&
    !hidden.categories.has(game.gameType)
  );
}

/**
 * The games one merchant shows, most popular first, pre-split by the keys lists start from. Built
 * once per version of the merchant's hidden sets, so a list call slices an array instead of
 * scanning the catalogue.
 */
export interface VisibleIndex {
  all: IndexedGame[];
  /** By gameType, and by HOT and PROMO (flags); a hidden category has no entry. */
  byType: Map<string, IndexedGame[]>;
  /** A provider's popup list (§2.3): its games, not its own provider entry. */
  byVendor: Map<string, IndexedGame[]>;
  hiddenCategories: ReadonlySet<string>;
}

function push(map: Map<string, IndexedGame[]>, key: string, game: IndexedGame): void {
  const list = map.get(key);
  if (list) list.push(game);
  else map.set(key, [game]);
}

export function buildVisibleIndex(snapshot: CatalogueSnapshot, hidden: HiddenSets): VisibleIndex {
  const index: VisibleIndex = {
    all: [],
    byType: new Map(),
    byVendor: new Map(),
    hiddenCategories: hidden.categories,
  };
  for (const game of snapshot.games) {
    if (!isVisible(game, hidden)) continue;
    index.all.push(game);
    push(index.byType, game.gameType, game);
    // HOT and PROMO are categories too: hiding one empties its lists.
    if (game.isHot && !hidden.categories.has('HOT')) push(index.byType, 'HOT', game);
    if (game.isPromo && !hidden.categories.has('PROMO')) push(index.byType, 'PROMO', game);
    if (game.isGame === 'GAME') push(index.byVendor, game.vassalage, game);
  }
  return index;
}

function startingList(index: VisibleIndex, query: GameQuery): IndexedGame[] {
  const { gameType } = query;
  if ((gameType === 'HOT' || gameType === 'PROMO') && index.hiddenCategories.has(gameType))
    return [];
  if (query.hot && index.hiddenCategories.has('HOT')) return [];
  if (query.vassalage !== undefined) return index.byVendor.get(query.vassalage) ?? [];
  if (query.gameType !== undefined) return index.byType.get(query.gameType) ?? [];
  if (query.hot) return index.byType.get('HOT') ?? [];
  return index.all;
}

/** The rest of the query as one predicate; null when nothing is left to test. */
function remainingTest(query: GameQuery): ((g: IndexedGame) => boolean) | null {
  const tests: ((g: IndexedGame) => boolean)[] = [];
  const { gameType } = query;
  if (query.vassalage !== undefined && gameType !== undefined) {
    if (gameType === 'HOT') tests.push((g) => g.isHot);
    else if (gameType === 'PROMO') tests.push((g) => g.isPromo);
    else tests.push((g) => g.gameType === gameType);
  }
  if (query.hot && (query.vassalage !== undefined || gameType !== undefined))
    tests.push((g) => g.isHot);
  if (query.gameClassify) tests.push((g) => g.classify === query.gameClassify);
  const { gameCode } = query;
  if (gameCode !== undefined) tests.push((g) => g.gameCode === gameCode);
  const name = query.gameName ? searchForm(query.gameName).trim() : '';
  if (name) tests.push((g) => g.searchEn.includes(name) || g.searchJa.includes(name));
  const { minBetMinor, minLineNum, rngSubCategory, isNew, isTop } = query;
  if (minBetMinor !== undefined) tests.push((g) => g.minBet <= minBetMinor);
  if (minLineNum !== undefined && minLineNum > 0)
    tests.push((g) => g.lineCount !== null && g.lineCount >= minLineNum);
  if (rngSubCategory) tests.push((g) => g.rngSubCategory === rngSubCategory);
  if (isNew !== undefined) tests.push((g) => g.isNew === isNew);
  if (isTop !== undefined) tests.push((g) => g.isTop === isTop);
  if (tests.length === 0) return null;
  return (g) => tests.every((test) => test(g));
}

export interface GamePage {
  games: IndexedGame[];
  total: number;
}

/** One page of the visible games matching the query, most popular first. */
export function pageOfGames(
  index: VisibleIndex,
  query: GameQuery,
  page: { pageNo: number; pageSize: number },
): GamePage {
  const list = startingList(index, query);
  const test = remainingTest(query);
  const start = (page.pageNo - 1) * page.pageSize;
  if (!test) return { games: list.slice(start, start + page.pageSize), total: list.length };
  const games: IndexedGame[] = [];
  let total = 0;
  for (const game of list) {
    if (!test(game)) continue;
    if (total >= start && games.length < page.pageSize) games.push(game);
    total += 1;
  }
  return { games, total };
}

/** Visible game counts of one vendor: per game type, and with the hot, promo and JP flags. */
export interface VendorCounts {
  byType: Map<string, number>;
  jackpotTypes: Set<string>;
  hot: number;
  promo: number;
}

export function countsByVendor(index: VisibleIndex): Map<string, VendorCounts> {
  const counts = new Map<string, VendorCounts>();
  for (const game of index.all) {
    let entry = counts.get(game.vassalage);
    if (!entry) {
      entry = { byType: new Map(), jackpotTypes: new Set(), hot: 0, promo: 0 };
      counts.set(game.vassalage, entry);
    }
    entry.byType.set(game.gameType, (entry.byType.get(game.gameType) ?? 0) + 1);
    if (game.classify === 'JP') entry.jackpotTypes.add(game.gameType);
    if (game.isHot) entry.hot += 1;
    if (game.isPromo) entry.promo += 1;
  }
  return counts;
}
