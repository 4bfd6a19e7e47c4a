import type { GameCategory, RngSubCategory } from '@lobbykit/api-contract';
import type { NewCatalogueGame } from '../../../db/schema/index';
import { gameIconPath } from '../paths';
import { isLotteryGame, lotteryKindOf } from '../../lottery/games/catalog';
import { categoryName, lotteryNamesByKind, rngSubName, slotName } from './names';
import type { Name } from './names';
import { picker } from './random';
import type { Picker } from './random';
import { demoCategoryOrder, demoVendors } from './vendors';

/** Bump when the generator changes so a fresh database gets the new catalogue. */
export const DEMO_SEED = 20240601;

export interface DemoCatalogue {
  categories: { code: string; kind: 'game' | 'virtual'; sortOrder: number }[];
  vendors: { code: string; displayName: string; displayNameJa: string; sortOrder: number }[];
  games: NewCatalogueGame[];
}

const slotLines = [5, 9, 10, 15, 20, 20, 25, 25, 30, 40, 50, 50, 243, 1024];
/** Minimum bets in minor units: 0.20 to 100.00. */
const minBets = [20n, 50n, 100n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n];
const liveMinBets = [1000n, 2000n, 5000n, 10000n];

/** Free trial (supportPlay 0) is offered where a demo makes sense: machine games, not live tables. */
const trialRate: Record<GameCategory, number> = {
  RNG: 0.9,
  FISH: 0.85,
  PVP: 0.3,
  LIVE: 0,
  SPORTS: 0,
  ESPORTS: 0,
  LOTT: 0.2,
  ELOTT: 0.4,
  COCKFIGHT: 0,
};

interface Draft {
  category: GameCategory;
  vendor: string;
  name: Name;
  isGame: 'GAME' | 'VASSALAGE';
  rngSubCategory: RngSubCategory | null;
  jackpot: boolean;
}

function rngDraft(r: Picker, vendor: string): Draft {
  const roll = r.next();
  // Roughly: 10% scratch cards, 5% video poker, 8% table games, 10% arcade; the rest video slots.
  const sub: RngSubCategory | null =
    roll < 0.1 ? 'SC' : roll < 0.15 ? 'VP' : roll < 0.23 ? 'TG' : roll < 0.33 ? 'AC' : null;
  if (sub) {
    return {
      category: 'RNG',
      vendor,
      name: rngSubName(r, sub),
      isGame: 'GAME',
      rngSubCategory: sub,
      jackpot: false,
    };
  }
  const jackpot = r.chance(0.12);
  return {
    category: 'RNG',
    vendor,
    name: slotName(r, jackpot),
    isGame: 'GAME',
    rngSubCategory: null,
    jackpot,
  };
}

/**
 * A lottery game's name from the game it plays (its kind follows from vendor and code), picked by
 * position so the seeded sequence of every other game stays as it was.
 */
function lotteryNamed(draft: Draft, gameCode: string, index: number): Name | null {
  if (draft.isGame !== 'GAME' || !isLotteryGame({ gameType: draft.category, isGame: draft.isGame }))
    return null;
  const names = lotteryNamesByKind[lotteryKindOf({ vassalage: draft.vendor, gameCode })];
  const pair = names[index % names.length];
  return pair ? { en: pair[0], ja: pair[1] } : null;
}

/** Names stay unique: a repeat gets a table or edition number ("Baccarat 3", "バカラ 3"). */
function uniqueName(seen: Map<string, number>, name: Name): Name {
  const count = (seen.get(name.en) ?? 0) + 1;
  seen.set(name.en, count);
  if (count === 1) return name;
  return { en: `${name.en} ${count}`, ja: `${name.ja} ${count}` };
}

/**
 * The demo catalogue, the same on every run: at least 2,000 games of 27 vendors over every
 * category of §2.2, with RNG sub-categories, jackpot games, new, top, hot and promo flags.
 */
export function generateDemoCatalogue(seed = DEMO_SEED): DemoCatalogue {
  const r = picker(seed);
  const drafts: Draft[] = [];
  for (const vendor of demoVendors) {
    if (vendor.providerEntry) {
      drafts.push({
        category: vendor.providerEntry,
        vendor: vendor.code,
        name: { en: `${vendor.name} Lobby`, ja: `${vendor.nameJa} ロビー` },
        isGame: 'VASSALAGE',
        rngSubCategory: null,
        jackpot: false,
      });
    }
    for (const [category, count] of Object.entries(vendor.games) as [GameCategory, number][]) {
      for (let i = 0; i < count; i += 1) {
        drafts.push(
          category === 'RNG'
            ? rngDraft(r, vendor.code)
            : {
                category,
                vendor: vendor.code,
                name: categoryName(r, category),
                isGame: 'GAME',
                rngSubCategory: null,
                jackpot: false,
              },
        );
      }
    }
  }

  const seen = new Map<string, number>();
  const games: NewCatalogueGame[] = drafts.map((draft, index) => {
    const nodeId = String(100001 + index);
    const gameCode = `${draft.vendor}-${String(index + 1).padStart(4, '0')}`;
    const name = uniqueName(seen, lotteryNamed(draft, gameCode, index) ?? draft.name);
    const slot = draft.category === 'RNG' && draft.rngSubCategory === null;
    // Popularity falls off like real play counts: a few favourites, a long tail.
    const popularity = Math.round(100_000 * Math.pow(r.next(), 3)) + r.int(0, 50);
    return {
      nodeId,
      vassalage: draft.vendor,
      gameType: draft.category,
      gameCode,
      nameEn: name.en,
      nameJa: name.ja,
      icon: gameIconPath(nodeId, 200),
      isGame: draft.isGame,
      supportPlay: r.chance(trialRate[draft.category]) ? 0 : 1,
      minBet: draft.category === 'LIVE' ? r.pick(liveMinBets) : r.pick(minBets),
      lineCount: slot ? r.pick(slotLines) : draft.rngSubCategory === 'VP' ? 1 : null,
      rngSubCategory: draft.rngSubCategory,
      classify: draft.jackpot ? 'JP' : null,
      isNew: r.chance(0.08),
      isTop: r.chance(0.06),
      isHot: popularity > 85_000 || r.chance(0.02),
      isPromo: r.chance(0.04),
      popularity,
    };
  });

  return {
    categories: demoCategoryOrder.map((c, i) => ({ ...c, sortOrder: (i + 1) * 10 })),
    vendors: demoVendors.map((v, i) => ({
      code: v.code,
      displayName: v.name,
      displayNameJa: v.nameJa,
      sortOrder: (i + 1) * 10,
    })),
    games,
  };
}
