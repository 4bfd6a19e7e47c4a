import { describe, expect, it } from 'vitest';
import type { CatalogueCategory, LaneVendor, VendorLane } from '@lobbykit/api-contract';
import {
  buildNavigation,
  dropdownVendors,
  hasDropdown,
  providerLogos,
  sideMenuCategories,
  vendorPath,
} from './buildNavigation';
import type { NavBrand } from './buildNavigation';
import { categoryOfPath, pathOfCategory } from './categoryPaths';

function vendor(
  vassalage: string,
  gameType: CatalogueCategory,
  displayName = vassalage,
): LaneVendor {
  const p = (v: string) => `/TCG_PROD_IMAGES/${gameType}/${vassalage}-${v}.png`;
  return {
    vassalage,
    displayName,
    gameType,
    gameCount: 3,
    icons: {
      smallDefault: p('SD'),
      smallActive: p('SA'),
      listWhite: p('W'),
      listColor: p('C'),
      listPurple: p('P'),
      listGray: p('G'),
      submenu: p('S'),
      headerDefault: p('HD'),
      headerHover: p('HH'),
    },
  };
}

function lane(gameCategory: CatalogueCategory, codes: string[]): VendorLane {
  const vendors = codes.map((code) => vendor(code, gameCategory, `${code} name`));
  return {
    gameCategory,
    vendors,
    cards: Object.fromEntries(
      vendors.map((v) => [
        v.vassalage,
        { vassalage: v.vassalage, displayName: v.displayName, gameCount: 3 },
      ]),
    ),
    gameClassify: [],
  };
}

const brand: NavBrand = {
  gameListCenter: ['RNG', 'LIVE', 'SPORTS'],
  gameCenter: ['PVP', 'FISH', 'ELOTT'],
  rebateLabels: { RNG: '1.2%', LIVE: '0.8%', SPORTS: '1%', LOTT: '1%', ELOTT: '1%', PVP: '-' },
};

const keys = (lanes: VendorLane[], b: NavBrand = brand) =>
  buildNavigation(lanes, b).map((i) => i.key);

describe('path and category mapping (§2.2)', () => {
  it('maps the eleven paths of §2.2 to their categories', () => {
    expect(
      [
        '/sports',
        '/esports',
        '/live',
        '/lott',
        '/elott',
        '/fish',
        '/pvp',
        '/rng',
        '/cockfight',
        '/promotions',
        '/hot',
      ].map(categoryOfPath),
    ).toEqual([
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
      'RNG',
      'COCKFIGHT',
      'PROMO',
      'HOT',
    ]);
  });

  it('ignores a query, a hash and a trailing slash; other paths have no category', () => {
    expect(categoryOfPath('/rng?type=JP')).toBe('RNG');
    expect(categoryOfPath('/live/#top')).toBe('LIVE');
    expect(categoryOfPath('/all')).toBeNull();
    expect(categoryOfPath('/')).toBeNull();
  });

  it('has the reverse mapping only for the nine game categories', () => {
    expect(pathOfCategory('RNG')).toBe('/rng');
    expect(pathOfCategory('COCKFIGHT')).toBe('/cockfight');
    expect(pathOfCategory('LOTT')).toBe('/lott');
    expect(pathOfCategory('HOT')).toBeNull();
    expect(pathOfCategory('PROMO')).toBeNull();
  });

  it('maps every game category there and back again', () => {
    for (const category of [
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
      'RNG',
      'COCKFIGHT',
    ]) {
      const path = pathOfCategory(category);
      expect(path && categoryOfPath(path)).toBe(category);
    }
  });
});

describe('buildNavigation (§2.2)', () => {
  it('follows the server order, starts with home and appends promotions, announcements and help', () => {
    expect(keys([lane('LIVE', ['A']), lane('RNG', ['B']), lane('FISH', ['C'])])).toEqual([
      'HOME',
      'LIVE',
      'RNG',
      'FISH',
      'PROMO',
      'NOTICE',
      'HELP',
    ]);
  });

  it('shows a category only if it has vendors', () => {
    expect(keys([lane('RNG', []), lane('LIVE', ['A'])])).toEqual([
      'HOME',
      'LIVE',
      'PROMO',
      'NOTICE',
      'HELP',
    ]);
  });

  it('shows only known categories: an unknown lane is left out', () => {
    const unknown = { ...lane('RNG', ['A']), gameCategory: 'BINGO' } as unknown as VendorLane;
    expect(keys([unknown, lane('PVP', ['B'])])).toEqual(['HOME', 'PVP', 'PROMO', 'NOTICE', 'HELP']);
  });

  it('appends promotions always, even with no lanes, and never twice when a PROMO lane exists', () => {
    expect(keys([])).toEqual(['HOME', 'PROMO', 'NOTICE', 'HELP']);
    expect(keys([lane('PROMO', ['A'])])).toEqual(['HOME', 'PROMO', 'NOTICE', 'HELP']);
    const promo = buildNavigation([], brand).find((i) => i.key === 'PROMO');
    expect(promo?.target).toEqual({ kind: 'path', to: '/promotions' });
  });

  it('sends lottery of both kinds (LOTT and ELOTT) to /lottery as one entry with both lanes’ vendors', () => {
    const nav = buildNavigation(
      [lane('LOTT', ['L1']), lane('RNG', ['R']), lane('ELOTT', ['E1'])],
      brand,
    );
    expect(nav.map((i) => i.key)).toEqual(['HOME', 'LOTTERY', 'RNG', 'PROMO', 'NOTICE', 'HELP']);
    const lottery = nav[1];
    expect(lottery?.target).toEqual({ kind: 'path', to: '/lottery' });
    expect(lottery?.vendors.map((v) => v.vassalage)).toEqual(['L1', 'E1']);
  });

  it('labels the sports entry by the first vendor’s display name and sends FB to /fbSports without a drop-down', () => {
    const nav = buildNavigation([lane('SPORTS', ['FB', 'SBX'])], brand);
    const sports = nav[1];
    expect(sports?.key).toBe('FB');
    expect(sports?.label).toEqual({ kind: 'vendor', text: 'FB name' });
    expect(sports?.target).toEqual({ kind: 'path', to: '/fbSports' });
    expect(sports && hasDropdown(sports)).toBe(false);
  });

  it('sends another sports vendor to the sports page when the brand has one', () => {
    const sports = buildNavigation([lane('SPORTS', ['SBX'])], brand)[1];
    expect(sports?.target).toEqual({ kind: 'path', to: '/sports' });
  });

  it('launches the first sports vendor’s game directly when sports has no page', () => {
    const noSportsPage = {
      ...brand,
      gameListCenter: ['RNG', 'LIVE'] as NavBrand['gameListCenter'],
    };
    const sports = buildNavigation([lane('SPORTS', ['SBX', 'OTHER'])], noSportsPage)[1];
    expect(sports?.label).toEqual({ kind: 'vendor', text: 'SBX name' });
    expect(sports?.target).toEqual({ kind: 'launchFirst', vassalage: 'SBX', gameType: 'SPORTS' });
  });

  it('gives each category its path and the brand’s rebate label', () => {
    const nav = buildNavigation(
      [lane('RNG', ['A']), lane('COCKFIGHT', ['B']), lane('HOT', ['C'])],
      brand,
    );
    expect(nav.slice(1, 4).map((i) => [i.key, i.target, i.rebate])).toEqual([
      ['RNG', { kind: 'path', to: '/rng' }, '1.2%'],
      ['COCKFIGHT', { kind: 'path', to: '/cockfight' }, null],
      ['HOT', { kind: 'path', to: '/hot' }, null],
    ]);
  });
});

describe('header drop-downs (§2.6)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => vendor(`V${i + 1}`, 'RNG'));

  it('shows the first 11 vendors', () => {
    expect(dropdownVendors(many(15)).shown.map((v) => v.vassalage)).toEqual(
      many(11).map((v) => v.vassalage),
    );
  });

  it('shows a More tile when there are exactly 11 shown, not with fewer', () => {
    expect(dropdownVendors(many(11)).more).toBe(true);
    expect(dropdownVendors(many(12)).more).toBe(true);
    expect(dropdownVendors(many(10)).more).toBe(false);
    expect(dropdownVendors(many(1)).more).toBe(false);
  });

  it('has none for HOME, FB and PROMO (nor the appended pages)', () => {
    const nav = buildNavigation(
      [lane('SPORTS', ['FB']), lane('PROMO', ['P']), lane('LIVE', ['A'])],
      brand,
    );
    const withDropdown = nav.filter(hasDropdown).map((i) => i.key);
    expect(withDropdown).toEqual(['LIVE']);
  });

  it('links a vendor to its category list filtered by vassalage', () => {
    expect(vendorPath('RNG', 'JL')).toBe('/rng?vassalage=JL');
    expect(vendorPath('HOT', 'JL')).toBe('/hot?vassalage=JL');
    expect(vendorPath('ELOTT', 'KNO')).toBe('/lottery?vassalage=KNO');
    expect(vendorPath('PROMO', 'JL')).toBeNull();
  });
});

describe('side menu game categories (§2.5)', () => {
  it('lists all, hot, new, the RNG, LIVE and SPORTS categories the catalogue has, favorite and top', () => {
    const nav = buildNavigation(
      [
        lane('HOT', ['H']),
        lane('LIVE', ['L']),
        lane('FISH', ['F']),
        lane('RNG', ['R']),
        lane('SPORTS', ['FB']),
      ],
      brand,
    );
    expect(
      sideMenuCategories(nav).map((e) => [
        e.key,
        e.target.kind === 'path' ? e.target.to : e.target.kind,
      ]),
    ).toEqual([
      ['ALL', '/all'],
      ['HOT', '/hot'],
      ['NEW', '/new'],
      ['LIVE', '/live'],
      ['RNG', '/rng'],
      ['SPORTS', '/fbSports'],
      ['FAVORITE', '/favorite'],
      ['TOP', '/top'],
    ]);
  });
});

describe('footer provider logos (§2.7, §5)', () => {
  it('skips TCG-prefixed providers, treats ESPORTS as SPORTS and JL as RNG, one logo per vendor', () => {
    const logos = providerLogos([
      lane('HOT', ['JL', 'X']),
      lane('FISH', ['JL', 'SEA']),
      lane('ESPORTS', ['EAR']),
      lane('LOTT', ['TCG_LOTTO']),
      lane('LIVE', ['ARL', 'tcg_live']),
    ]);
    expect(logos.map((l) => [l.vassalage, l.path])).toEqual([
      ['JL', '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/JL-GRAY.png'],
      ['SEA', '/TCG_PROD_IMAGES/FISH_LIST_VENDOR/SEA-GRAY.png'],
      ['EAR', '/TCG_PROD_IMAGES/SPORTS_LIST_VENDOR/EAR-GRAY.png'],
      ['ARL', '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/ARL-GRAY.png'],
    ]);
  });
});
