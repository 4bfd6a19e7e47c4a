import type { CatalogueCategory, GameCategory } from '@lobbykit/api-contract';

/** Lane order of the demo catalogue: the order of the top navigation (§2.2). */
export const demoCategoryOrder: readonly { code: CatalogueCategory; kind: 'game' | 'virtual' }[] = [
  { code: 'HOT', kind: 'virtual' },
  { code: 'RNG', kind: 'game' },
  { code: 'LIVE', kind: 'game' },
  { code: 'SPORTS', kind: 'game' },
  { code: 'ESPORTS', kind: 'game' },
  { code: 'FISH', kind: 'game' },
  { code: 'PVP', kind: 'game' },
  { code: 'LOTT', kind: 'game' },
  { code: 'ELOTT', kind: 'game' },
  { code: 'COCKFIGHT', kind: 'game' },
  { code: 'PROMO', kind: 'virtual' },
];

export interface DemoVendor {
  code: string;
  name: string;
  nameJa: string;
  /** How many games of each category the vendor offers. */
  games: Partial<Record<GameCategory, number>>;
  /** Live and lottery vendors also have one provider entry (§2.3 isGame VASSALAGE). */
  providerEntry?: GameCategory;
}

/**
 * Invented providers (no real brand is implied), with the codes the spec's rules talk about:
 * TCG-prefixed ones (skipped in the footer, §5), JL (shown as RNG, §5), FB (the /fbSports page,
 * §2.2) and TCG_LOTTO_VN (electronic-lottery prize mode, §4).
 */
export const demoVendors: readonly DemoVendor[] = [
  { code: 'JL', name: 'JL Games', nameJa: 'JLゲームズ', games: { RNG: 170, FISH: 14, PVP: 10 } },
  { code: 'PGS', name: 'Pocket Spin', nameJa: 'ポケットスピン', games: { RNG: 180 } },
  { code: 'JDX', name: 'Jade Dragon', nameJa: 'ジェイドドラゴン', games: { RNG: 140, FISH: 10 } },
  { code: 'SPX', name: 'Spadeline', nameJa: 'スペードライン', games: { RNG: 130, FISH: 8 } },
  { code: 'RBN', name: 'Ribbon Play', nameJa: 'リボンプレイ', games: { RNG: 135 } },
  { code: 'NLX', name: 'Northlight', nameJa: 'ノースライト', games: { RNG: 170 } },
  { code: 'HKG', name: 'Hikari Gaming', nameJa: 'ヒカリゲーミング', games: { RNG: 165 } },
  { code: 'QTZ', name: 'Quartz Nine', nameJa: 'クォーツナイン', games: { RNG: 125, FISH: 8 } },
  { code: 'BNG', name: 'Bongo Play', nameJa: 'ボンゴプレイ', games: { RNG: 120 } },
  { code: 'MTR', name: 'Meteor Games', nameJa: 'メテオゲームズ', games: { RNG: 160 } },
  { code: 'KSN', name: 'Kisaragi Studio', nameJa: '如月スタジオ', games: { RNG: 130 } },
  { code: 'TCG_RNG', name: 'TCG Slots', nameJa: 'TCGスロット', games: { RNG: 110 } },
  {
    code: 'LMN',
    name: 'Lumen Live',
    nameJa: 'ルーメンライブ',
    games: { LIVE: 30 },
    providerEntry: 'LIVE',
  },
  {
    code: 'ARL',
    name: 'Aurora Live',
    nameJa: 'オーロラライブ',
    games: { LIVE: 28 },
    providerEntry: 'LIVE',
  },
  {
    code: 'DRL',
    name: 'Dragon Hall Live',
    nameJa: 'ドラゴンホールライブ',
    games: { LIVE: 24 },
    providerEntry: 'LIVE',
  },
  { code: 'FB', name: 'FB Sports', nameJa: 'FBスポーツ', games: { SPORTS: 4 } },
  { code: 'SBX', name: 'Sportsbook X', nameJa: 'スポーツブックX', games: { SPORTS: 3 } },
  { code: 'EAR', name: 'E-Arena', nameJa: 'Eアリーナ', games: { ESPORTS: 4 } },
  { code: 'TFE', name: 'TF Esports', nameJa: 'TFイースポーツ', games: { ESPORTS: 3 } },
  { code: 'KYC', name: 'Kyoto Cards', nameJa: '京都カード', games: { PVP: 36 } },
  { code: 'TCG_PVP', name: 'TCG Cards', nameJa: 'TCGカード', games: { PVP: 30 } },
  {
    code: 'TCG_LOTTO',
    name: 'TCG Lottery',
    nameJa: 'TCGロト',
    games: { LOTT: 26 },
    providerEntry: 'LOTT',
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto VN',
    nameJa: 'TCGロトVN',
    games: { ELOTT: 18 },
    providerEntry: 'ELOTT',
  },
  { code: 'TCG_SEA', name: 'TCG Sea Lottery', nameJa: 'TCGシーロト', games: { LOTT: 14 } },
  { code: 'KNO', name: 'Keno Star', nameJa: 'ケノスター', games: { ELOTT: 16 } },
  { code: 'WCP', name: 'World Cockpit', nameJa: 'ワールドコックピット', games: { COCKFIGHT: 4 } },
  { code: 'DBG', name: 'Derby Gallos', nameJa: 'ダービーガロス', games: { COCKFIGHT: 3 } },
];
