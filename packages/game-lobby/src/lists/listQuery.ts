import {
  catalogueAmountMinor,
  fromMinorUnits,
  rngSubCategories,
} from '@lobbykit/api-contract/rules';
import type { CatalogueCategory, RngSubCategory } from '@lobbykit/api-contract/rules';

/** The game list pages of §2.1 that are not a category: /hot, /all, /favorite, /new, /top. */
export const listTypes = ['hot', 'all', 'favorite', 'new', 'top'] as const;
export type ListType = (typeof listTypes)[number];

/** Games per page of a list: divides evenly into 2, 3, 5 and 6 columns. */
export const LIST_PAGE_SIZE = 30;

/**
 * §9 slot filter "minimum bet": games whose minimum bet is at most one of these amounts. Written
 * as catalogue amounts (0.20, 0.50, 1.00, 5.00 of a two-decimal currency) and offered in the
 * merchant's currency with its own decimals: "0.20" in EUR, "20" (¥20) in JPY.
 */
const minBetReference = [20n, 50n, 100n, 500n] as const;

/** The minimum-bet choices as wire amounts of a currency with these minor units. */
export function minBetChoicesFor(minorUnits: number): string[] {
  return minBetReference.map((m) =>
    fromMinorUnits(catalogueAmountMinor(m, minorUnits), minorUnits),
  );
}
/** §9 slot filter "25 or more lines". */
export const MIN_LINES = 25;

/** What a list page shows, read from its address so every view can be linked and reloaded. */
export interface ListQuery {
  vassalage: string | null;
  /** Search by name (§2.11 game search). */
  search: string;
  /** §3 RNG sub-category. */
  sub: RngSubCategory | null;
  /** §2.1 /rng?type=JP and /rng?gameClassify=JP: the jackpot games. */
  jackpot: boolean;
  /** One of {@link minBetChoicesFor} the merchant's currency. */
  minBet: string | null;
  lines25: boolean;
  page: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** The query of an address; `minorUnits` is the merchant currency's (the minimum-bet choices). */
export function readListQuery(params: URLSearchParams, minorUnits: number): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const vendor = params.get('vassalage')?.trim() ?? '';
  return {
    vassalage: /^[A-Za-z0-9_-]{1,32}$/.test(vendor) ? vendor : null,
    search: (params.get('q') ?? '').trim().slice(0, 100),
    sub: pick(params.get('sub'), rngSubCategories),
    jackpot: params.get('type') === 'JP' || params.get('gameClassify') === 'JP',
    minBet: pick(params.get('minBet'), minBetChoicesFor(minorUnits)),
    lines25: params.get('lines') === String(MIN_LINES),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The address of a changed query: filters reset the page to 1 unless the page is what changed. */
export function writeListQuery(
  current: URLSearchParams,
  change: Partial<ListQuery>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('vassalage' in change) set('vassalage', change.vassalage ?? null);
  if ('search' in change) set('q', change.search?.trim() ?? null);
  if ('sub' in change) set('sub', change.sub ?? null);
  if ('jackpot' in change) {
    next.delete('gameClassify');
    set('type', change.jackpot ? 'JP' : null);
  }
  if ('minBet' in change) set('minBet', change.minBet ?? null);
  if ('lines25' in change) set('lines', change.lines25 ? String(MIN_LINES) : null);
  if ('page' in change) set('page', change.page && change.page > 1 ? String(change.page) : null);
  else next.delete('page');
  return next;
}

/** The list a page shows: a list type of §2.1 or a category. */
export type ListSource =
  { kind: 'list'; type: ListType } | { kind: 'category'; category: CatalogueCategory };

/** The §3 game list query for a page and its filters (favourites have their own call). */
export function gameListRequest(source: ListSource, query: ListQuery, language: 'EN' | 'JA') {
  const base = {
    pageNo: query.page,
    pageSize: LIST_PAGE_SIZE,
    language,
    // §7.4: game lists use client type 3 and platform flash,html5-desktop.
    clientType: 3,
    platform: 'flash,html5-desktop',
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(query.search ? { gameName: query.search } : {}),
    ...(query.sub ? { rngSubCategory: query.sub } : {}),
    ...(query.jackpot ? { gameClassify: 'JP' as const } : {}),
    ...(query.minBet ? { minBet: query.minBet } : {}),
    ...(query.lines25 ? { minLineNum: MIN_LINES } : {}),
  };
  if (source.kind === 'category') return { ...base, gameType: source.category };
  switch (source.type) {
    case 'hot':
      return { ...base, gameType: 'HOT' as const };
    case 'new':
      return { ...base, isNew: '1' as const };
    case 'top':
      return { ...base, isTop: '1' as const };
    case 'all':
    case 'favorite':
      return base;
    default: {
      const never: never = source.type;
      return never;
    }
  }
}

/** §9 the slot filters (and sub-categories) apply to RNG lists only. */
export function hasSlotFilters(source: ListSource): boolean {
  return source.kind === 'category' && source.category === 'RNG';
}
