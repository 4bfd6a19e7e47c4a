import type {
  CatalogueCategory,
  GameCategory,
  LaneVendor,
  VendorLane,
} from '@lobbykit/api-contract';
import { pathOfCategory } from './categoryPaths';

/** What the navigation needs of the brand configuration (§3 Brand configuration). */
export interface NavBrand {
  gameListCenter: readonly GameCategory[];
  gameCenter: readonly GameCategory[];
  rebateLabels: Partial<Record<GameCategory, string>>;
}

/** Entries of the top navigation: HOME, the catalogue's categories, and the appended pages. */
export type NavKey =
  | 'HOME'
  | 'HOT'
  | Exclude<GameCategory, 'LOTT' | 'ELOTT'>
  | 'LOTTERY'
  | 'FB'
  | 'PROMO'
  | 'NOTICE'
  | 'HELP';

export type NavLabel =
  /** A label the lobby translates, named by the entry's key. */
  | { kind: 'key'; key: NavKey }
  /** §2.2: the sports entry is labelled by its first vendor's display name. */
  | { kind: 'vendor'; text: string };

export type NavTarget =
  | { kind: 'path'; to: string }
  /** §2.2: the sports entry with no page launches the first sports vendor's game directly. */
  | { kind: 'launchFirst'; vassalage: string; gameType: GameCategory };

export interface NavItem {
  key: NavKey;
  label: NavLabel;
  target: NavTarget;
  /** The category the drop-down's vendors belong to, for its paths and rebate label. */
  category: CatalogueCategory | null;
  /** The drop-down's vendors, in the server's order; empty where there is no drop-down (§2.6). */
  vendors: LaneVendor[];
  /** §2.6 rebate label of the category (brand.rebateLabels, defaults from the brand package). */
  rebate: string | null;
}

/** Lottery of both kinds goes to /lottery (§2.2); these pages come with the lottery issue. */
export const LOTTERY_PATH = '/lottery';
export const FB_SPORTS_PATH = '/fbSports';
const FB_VENDOR = 'FB';

/** The kind of page a category has here (§2.1, §2.11 GameListCenter and GameCenter sections). */
export type CategoryPageKind = 'listCentre' | 'gameCentre' | 'category';

/**
 * §2.1: /rng, /live, /sports (and other configured categories) are game-list-centre or game-centre
 * pages when the brand lists them (gameListCenter, gameCenter); the other game categories have a
 * plain category page (/fish, /pvp, /esports, /cockfight…). Sports has a page only when listed:
 * §2.2 "the sports entry with no page" launches its first vendor's game instead.
 */
export function categoryPageKind(
  category: GameCategory,
  brand: Pick<NavBrand, 'gameListCenter' | 'gameCenter'>,
): CategoryPageKind | null {
  if (brand.gameListCenter.includes(category)) return 'listCentre';
  if (brand.gameCenter.includes(category)) return 'gameCentre';
  return category === 'SPORTS' ? null : 'category';
}

/** Where the game entries of one vendor in one category are listed (§2.3 "query vassalage"). */
export function vendorPath(category: CatalogueCategory, vassalage: string): string | null {
  const query = `?vassalage=${encodeURIComponent(vassalage)}`;
  if (category === 'HOT') return `/hot${query}`;
  if (category === 'PROMO') return null;
  if (category === 'LOTT' || category === 'ELOTT') return `${LOTTERY_PATH}${query}`;
  const path = pathOfCategory(category);
  return path ? `${path}${query}` : null;
}

const appended: NavItem[] = (['PROMO', 'NOTICE', 'HELP'] as const).map((key) => ({
  key,
  label: { kind: 'key', key },
  target: {
    kind: 'path',
    to: key === 'PROMO' ? '/promotions' : key === 'NOTICE' ? '/noticePage' : '/help',
  },
  category: key === 'PROMO' ? 'PROMO' : null,
  vendors: [],
  rebate: null,
}));

/**
 * §2.2 top navigation from the server's sorted vendor categories: a category appears only if it
 * has vendors and is a known one; LOTT and ELOTT make one lottery entry to /lottery; the sports
 * entry is labelled by its first vendor and goes to /fbSports for FB, to its page when the brand
 * has one, else launches that vendor's first game; promotions, announcements and help are always
 * appended. §2.6: HOME, FB and PROMO have no drop-down.
 */
export function buildNavigation(lanes: readonly VendorLane[], brand: NavBrand): NavItem[] {
  const items: NavItem[] = [
    {
      key: 'HOME',
      label: { kind: 'key', key: 'HOME' },
      target: { kind: 'path', to: '/' },
      category: null,
      vendors: [],
      rebate: null,
    },
  ];
  let lottery: NavItem | null = null;
  for (const lane of lanes) {
    const category = lane.gameCategory;
    const first = lane.vendors[0];
    // PROMO is the appended promotions entry, never a lane of its own.
    if (!first || category === 'PROMO') continue;
    const rebate = category === 'HOT' ? null : (brand.rebateLabels[category] ?? null);
    switch (category) {
      case 'HOT':
        items.push(categoryItem('HOT', '/hot', category, lane.vendors, rebate));
        break;
      case 'LOTT':
      case 'ELOTT':
        if (lottery) {
          lottery.vendors = [...lottery.vendors, ...lane.vendors];
        } else {
          lottery = categoryItem('LOTTERY', LOTTERY_PATH, category, lane.vendors, rebate);
          items.push(lottery);
        }
        break;
      case 'SPORTS':
        items.push(sportsItem(lane, first, brand, rebate));
        break;
      default: {
        const path = pathOfCategory(category);
        if (path) items.push(categoryItem(category, path, category, lane.vendors, rebate));
      }
    }
  }
  return [...items, ...appended];
}

function categoryItem(
  key: NavKey,
  to: string,
  category: CatalogueCategory,
  vendors: LaneVendor[],
  rebate: string | null,
): NavItem {
  return {
    key,
    label: { kind: 'key', key },
    target: { kind: 'path', to },
    category,
    vendors,
    rebate,
  };
}

function sportsItem(
  lane: VendorLane,
  first: LaneVendor,
  brand: NavBrand,
  rebate: string | null,
): NavItem {
  if (first.vassalage === FB_VENDOR) {
    return {
      key: 'FB',
      label: { kind: 'vendor', text: first.displayName },
      target: { kind: 'path', to: FB_SPORTS_PATH },
      category: 'SPORTS',
      vendors: [],
      rebate,
    };
  }
  if (categoryPageKind('SPORTS', brand)) {
    return categoryItem('SPORTS', '/sports', 'SPORTS', lane.vendors, rebate);
  }
  return {
    key: 'SPORTS',
    label: { kind: 'vendor', text: first.displayName },
    target: { kind: 'launchFirst', vassalage: first.vassalage, gameType: 'SPORTS' },
    category: 'SPORTS',
    vendors: lane.vendors,
    rebate,
  };
}

/** §2.6: the drop-down shows the first 11 vendors. */
export const DROPDOWN_VENDOR_LIMIT = 11;

/**
 * §2.6 header drop-down: the first 11 vendors, and a More tile when exactly 11 are shown (the
 * list was full, so there may be more on the category page).
 */
export function dropdownVendors(vendors: readonly LaneVendor[]): {
  shown: LaneVendor[];
  more: boolean;
} {
  const shown = vendors.slice(0, DROPDOWN_VENDOR_LIMIT);
  return { shown, more: shown.length === DROPDOWN_VENDOR_LIMIT };
}

/** §2.6: HOME, FB and PROMO have no drop-down; neither do the appended pages. */
export function hasDropdown(item: NavItem): boolean {
  if (['HOME', 'FB', 'PROMO', 'NOTICE', 'HELP'].includes(item.key)) return false;
  return item.vendors.length > 0;
}

/**
 * §2.5 side menu game categories: all, hot, new, one entry per vendor category among RNG, LIVE
 * and SPORTS that the catalogue has, favorite, and top (the product's "special").
 */
export type SideMenuKey = 'ALL' | 'HOT' | 'NEW' | 'RNG' | 'LIVE' | 'SPORTS' | 'FAVORITE' | 'TOP';

export interface SideMenuEntry {
  key: SideMenuKey;
  label: NavLabel | { kind: 'side'; key: SideMenuKey };
  target: NavTarget;
}

export function sideMenuCategories(nav: readonly NavItem[]): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [
    { key: 'ALL', label: { kind: 'side', key: 'ALL' }, target: { kind: 'path', to: '/all' } },
    { key: 'HOT', label: { kind: 'side', key: 'HOT' }, target: { kind: 'path', to: '/hot' } },
    { key: 'NEW', label: { kind: 'side', key: 'NEW' }, target: { kind: 'path', to: '/new' } },
  ];
  for (const item of nav) {
    if (item.category !== 'RNG' && item.category !== 'LIVE' && item.category !== 'SPORTS') continue;
    const key = item.category;
    entries.push({ key, label: item.label, target: item.target });
  }
  entries.push(
    {
      key: 'FAVORITE',
      label: { kind: 'side', key: 'FAVORITE' },
      target: { kind: 'path', to: '/favorite' },
    },
    { key: 'TOP', label: { kind: 'side', key: 'TOP' }, target: { kind: 'path', to: '/top' } },
  );
  return entries;
}

/** A provider logo of the footer row (§2.7), grey. */
export interface ProviderLogo {
  vassalage: string;
  displayName: string;
  /** The grey list image of the mapped game type (§7.4 `{gameType}_LIST_VENDOR/{vendor}-GRAY.png`). */
  path: string;
}

/**
 * §2.7, §5 footer provider logos: one per vendor, grey; TCG-prefixed providers are skipped;
 * ESPORTS is treated as SPORTS and provider JL as RNG when choosing the image's game type; a
 * vendor with an empty code has no icon. HOT and PROMO are not game types of their own.
 */
export function providerLogos(lanes: readonly VendorLane[]): ProviderLogo[] {
  const seen = new Map<string, ProviderLogo>();
  for (const lane of lanes) {
    if (lane.gameCategory === 'HOT' || lane.gameCategory === 'PROMO') continue;
    for (const vendor of lane.vendors) {
      const code = vendor.vassalage.trim();
      if (code === '' || code.toUpperCase().startsWith('TCG') || seen.has(code)) continue;
      const gameType =
        code === 'JL' ? 'RNG' : lane.gameCategory === 'ESPORTS' ? 'SPORTS' : lane.gameCategory;
      seen.set(code, {
        vassalage: code,
        displayName: vendor.displayName,
        path: `/TCG_PROD_IMAGES/${gameType}_LIST_VENDOR/${encodeURIComponent(code)}-GRAY.png`,
      });
    }
  }
  return [...seen.values()];
}
