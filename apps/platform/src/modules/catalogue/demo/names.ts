import type { GameCategory, RngSubCategory } from '@lobbykit/api-contract';
import type { LotteryKind } from '../../../db/schema/index';
import type { Picker } from './random';

/** A name in both languages, built from matching parts. */
export interface Name {
  en: string;
  ja: string;
}

type Pair = readonly [en: string, ja: string];

const adjectives: readonly Pair[] = [
  ['Golden', '黄金の'],
  ['Lucky', 'ラッキー'],
  ['Mighty', '無敵の'],
  ['Royal', 'ロイヤル'],
  ['Wild', 'ワイルド'],
  ['Mystic', '神秘の'],
  ['Crystal', 'クリスタル'],
  ['Sakura', '桜の'],
  ['Thunder', '雷の'],
  ['Jade', '翡翠の'],
  ['Neon', 'ネオン'],
  ['Silver', '銀の'],
  ['Fire', '炎の'],
  ['Frozen', '氷の'],
  ['Ancient', '古代の'],
  ['Cosmic', 'コズミック'],
  ['Hidden', '秘密の'],
  ['Shining', '輝く'],
  ['Eternal', '永遠の'],
  ['Midnight', '真夜中の'],
  ['Emerald', 'エメラルド'],
  ['Ruby', 'ルビー'],
  ['Samurai', 'サムライ'],
  ['Ninja', '忍者'],
  ['Happy', 'ハッピー'],
  ['Super', 'スーパー'],
  ['Mega', 'メガ'],
  ['Twin', 'ツイン'],
  ['Dragon', '龍の'],
  ['Ocean', '海の'],
  ['Pirate', '海賊の'],
  ['Diamond', 'ダイヤモンド'],
];

const nouns: readonly Pair[] = [
  ['Dragon', 'ドラゴン'],
  ['Koi', '鯉'],
  ['Tiger', 'タイガー'],
  ['Phoenix', 'フェニックス'],
  ['Panda', 'パンダ'],
  ['Fortune', 'フォーチュン'],
  ['Treasure', 'トレジャー'],
  ['Temple', '神殿'],
  ['Lantern', '提灯'],
  ['Fox', '狐'],
  ['Cat', '招き猫'],
  ['Pharaoh', 'ファラオ'],
  ['Gems', '宝石'],
  ['Fruits', 'フルーツ'],
  ['Stars', 'スターズ'],
  ['Sevens', 'セブン'],
  ['Buffalo', 'バッファロー'],
  ['Wolf', 'ウルフ'],
  ['Empress', '女帝'],
  ['Shogun', '将軍'],
  ['Geisha', '芸者'],
  ['Volcano', '火山'],
  ['Jungle', 'ジャングル'],
  ['Galaxy', 'ギャラクシー'],
  ['Garden', '庭園'],
  ['Castle', '城'],
  ['Islands', '島々'],
  ['Crown', '王冠'],
  ['Coins', 'コイン'],
  ['Bells', 'ベル'],
  ['Mermaid', '人魚'],
  ['Owl', 'フクロウ'],
  ['Bamboo', '竹林'],
  ['Festival', '祭り'],
  ['Gold Rush', 'ゴールドラッシュ'],
  ['Rabbit', 'うさぎ'],
];

const slotSuffixes: readonly Pair[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['Deluxe', 'デラックス'],
  ['Megaways', 'メガウェイズ'],
  ['Riches', 'リッチーズ'],
  ['Rush', 'ラッシュ'],
  ['Link', 'リンク'],
  ['Hold & Win', 'ホールド＆ウィン'],
  ['Blitz', 'ブリッツ'],
  ['Quest', 'クエスト'],
  ['Legends', 'レジェンド'],
  ['2', '2'],
];

const jackpotSuffixes: readonly Pair[] = [
  ['Jackpot', 'ジャックポット'],
  ['Grand Jackpot', 'グランドジャックポット'],
  ['Mega Jackpot', 'メガジャックポット'],
  ['Progressive', 'プログレッシブ'],
];

const rngSubNames: Record<RngSubCategory, readonly Pair[]> = {
  SC: [
    ['Scratch', 'スクラッチ'],
    ['Scratch Card', 'スクラッチカード'],
    ['Instant Win', 'インスタントウィン'],
  ],
  VP: [
    ['Jacks or Better', 'ジャックス・オア・ベター'],
    ['Deuces Wild', 'デュースワイルド'],
    ['Joker Poker', 'ジョーカーポーカー'],
    ['Bonus Poker', 'ボーナスポーカー'],
    ['Aces and Faces', 'エース＆フェイス'],
  ],
  TG: [
    ['Blackjack', 'ブラックジャック'],
    ['European Roulette', 'ヨーロピアンルーレット'],
    ['Baccarat', 'バカラ'],
    ['Sic Bo', '大小'],
    ['Three Card Poker', 'スリーカードポーカー'],
    ['Casino Hold’em', 'カジノホールデム'],
  ],
  AC: [
    ['Plinko', 'プリンコ'],
    ['Mines', 'マインズ'],
    ['Crash', 'クラッシュ'],
    ['Dice', 'ダイス'],
    ['Hi-Lo', 'ハイ＆ロー'],
    ['Tower', 'タワー'],
    ['Limbo', 'リンボ'],
  ],
};

const liveTables: readonly Pair[] = [
  ['Baccarat', 'バカラ'],
  ['Speed Baccarat', 'スピードバカラ'],
  ['Squeeze Baccarat', 'スクイーズバカラ'],
  ['Roulette', 'ルーレット'],
  ['Lightning Roulette', 'ライトニングルーレット'],
  ['Blackjack', 'ブラックジャック'],
  ['Sic Bo', '大小'],
  ['Dragon Tiger', 'ドラゴンタイガー'],
  ['Fan Tan', 'ファンタン'],
  ['Money Wheel', 'マネーホイール'],
];

const fishGames: readonly Pair[] = [
  ['Fishing', 'フィッシング'],
  ['Ocean King', 'オーシャンキング'],
  ['Fish Hunter', 'フィッシュハンター'],
  ['Deep Sea Catch', '深海キャッチ'],
  ['Reef Raiders', 'リーフレイダーズ'],
];

const cardGames: readonly Pair[] = [
  ['Texas Hold’em', 'テキサスホールデム'],
  ['Niu Niu', '牛牛'],
  ['Teen Patti', 'ティーンパティ'],
  ['Rummy', 'ラミー'],
  ['Dou Dizhu', '闘地主'],
  ['Mahjong', '麻雀'],
  ['Sevens', '七並べ'],
  ['Big Two', '大富豪'],
  ['Koi-Koi', '花札こいこい'],
  ['Pai Gow', '牌九'],
  ['Blackjack Duel', 'ブラックジャック対戦'],
  ['Poker Showdown', 'ポーカー対決'],
];

/**
 * Lottery names by the game each plays (lottery/games/catalog.ts `lotteryKindOf`), so a name never
 * promises another game ("Mega 6/45" playing three digits did): fast is three digits every three
 * minutes, vn the Vietnamese-style draw, keno 20 of 80, lotto645 six of 45.
 */
export const lotteryNamesByKind: Readonly<Record<LotteryKind, readonly Pair[]>> = {
  fast: [
    ['Fast 3D', 'ファスト3D'],
    ['Lucky 3D', 'ラッキー3D'],
    ['Tokyo 3D', '東京3D'],
    ['Speed 3D', 'スピード3D'],
  ],
  vn: [
    ['North Lottery', '北部宝くじ'],
    ['South Lottery', '南部宝くじ'],
    ['Central Lottery', '中部宝くじ'],
  ],
  keno: [
    ['Keno', 'ケノ'],
    ['Speed Keno', 'スピードケノ'],
  ],
  lotto645: [
    ['Lotto 6/45', 'ロト6/45'],
    ['Mega 6/45', 'メガ6/45'],
  ],
};

/** Lottery names before the game code (and so the kind) is known: any kind's. */
const lotteries: readonly Pair[] = Object.values(lotteryNamesByKind).flat();

const sports: readonly Pair[] = [
  ['Sportsbook', 'スポーツブック'],
  ['Virtual Football', 'バーチャルサッカー'],
  ['Virtual Racing', 'バーチャル競馬'],
  ['Live Betting', 'ライブベッティング'],
];

const esports: readonly Pair[] = [
  ['Esports Arena', 'イースポーツアリーナ'],
  ['MOBA Cup', 'MOBAカップ'],
  ['Shooter League', 'シューターリーグ'],
  ['Battle Royale Bets', 'バトルロイヤル予想'],
];

const cockfights: readonly Pair[] = [
  ['Sabong Live', 'サボンライブ'],
  ['Derby Arena', 'ダービーアリーナ'],
  ['Rooster Cup', 'ルースターカップ'],
  ['Gallera Night', 'ガジェラナイト'],
];

function join(parts: readonly Pair[], jaSeparator = ''): Name {
  return {
    en: parts
      .map((p) => p[0])
      .filter(Boolean)
      .join(' '),
    ja: parts
      .map((p) => p[1])
      .filter(Boolean)
      .join(jaSeparator),
  };
}

/** A slot's name: adjective, noun and maybe a suffix, e.g. "Golden Koi Megaways" / 黄金の鯉メガウェイズ. */
export function slotName(r: Picker, jackpot: boolean): Name {
  const suffix = jackpot ? r.pick(jackpotSuffixes) : r.pick(slotSuffixes);
  const adjective = r.pick(adjectives);
  let noun = r.pick(nouns);
  // "Dragon Dragon" reads badly; pick again once.
  if (noun[0] === adjective[0]) noun = r.pick(nouns);
  const base = join([adjective, noun]);
  if (!suffix[0]) return base;
  return { en: `${base.en} ${suffix[0]}`, ja: `${base.ja} ${suffix[1]}` };
}

export function rngSubName(r: Picker, sub: RngSubCategory): Name {
  const kind = r.pick(rngSubNames[sub]);
  // Scratch cards and arcade games get a theme; poker and tables mostly keep their plain name.
  if (sub === 'SC' || sub === 'AC' || r.chance(0.5)) return join([r.pick(adjectives), kind], '');
  return join([kind]);
}

/** A name for a game of a category other than RNG slots, from that category's own words. */
export function categoryName(r: Picker, category: GameCategory): Name {
  switch (category) {
    case 'LIVE':
      return join([r.pick(liveTables)]);
    case 'FISH':
      return join([r.pick(adjectives), r.pick(fishGames)]);
    case 'PVP':
      return join([r.pick(cardGames)]);
    case 'LOTT':
    case 'ELOTT':
      return join([r.pick(lotteries)]);
    case 'SPORTS':
      return join([r.pick(sports)]);
    case 'ESPORTS':
      return join([r.pick(esports)]);
    case 'COCKFIGHT':
      return join([r.pick(cockfights)]);
    case 'RNG':
      return slotName(r, false);
    default: {
      const never: never = category;
      throw new Error(`no names for ${String(never)}`);
    }
  }
}
