import type { SportKind } from '../../../db/schema/index';

/**
 * The demo sportsbook's generated leagues and teams (issue 16 item 4): two leagues per sport,
 * names in EN and JA, each team with a strength (60 to 90) that the odds and the simulated
 * score are drawn from. Kick-offs are every few minutes per league so a demo player sees
 * results soon; matches last minutes, not 90.
 */

export interface Team {
  code: string;
  name: string;
  nameJa: string;
  strength: number;
}

export interface League {
  code: string;
  sport: SportKind;
  name: string;
  nameJa: string;
  /** A kick-off every this long… */
  everyMs: number;
  /** …shifted by this much, so the leagues do not all kick off at once. */
  offsetMs: number;
  /** Kick-off to full time. */
  matchMs: number;
  teams: readonly Team[];
}

type Names = readonly (readonly [string, string])[];

const cities: Names = [
  ['Harbour City', 'ハーバーシティ'],
  ['Northgate', 'ノースゲート'],
  ['Riverside', 'リバーサイド'],
  ['Eastwood', 'イーストウッド'],
  ['Westport', 'ウェストポート'],
  ['Southbay', 'サウスベイ'],
  ['Kingsbridge', 'キングスブリッジ'],
  ['Highfield', 'ハイフィールド'],
  ['Stonehill', 'ストーンヒル'],
  ['Lakeside', 'レイクサイド'],
  ['Redcliff', 'レッドクリフ'],
  ['Greenvale', 'グリーンベール'],
  ['Silverton', 'シルバートン'],
  ['Oakmont', 'オークモント'],
  ['Brightwater', 'ブライトウォーター'],
  ['Fairhaven', 'フェアヘイブン'],
];

const footballNicknames: Names = [
  ['FC', 'FC'],
  ['United', 'ユナイテッド'],
  ['Rovers', 'ローヴァーズ'],
  ['Athletic', 'アスレチック'],
  ['Wanderers', 'ワンダラーズ'],
  ['Albion', 'アルビオン'],
  ['Town', 'タウン'],
  ['Rangers', 'レンジャーズ'],
  ['Villa', 'ヴィラ'],
  ['Orient', 'オリエント'],
];

function teams(
  league: string,
  leagueIndex: number,
  count: number,
  name: (i: number) => readonly [string, string],
): Team[] {
  return Array.from({ length: count }, (_, i) => {
    const [en, ja] = name(i);
    return {
      code: `${league}${String(i + 1).padStart(2, '0')}`,
      name: en,
      nameJa: ja,
      strength: 60 + ((i * 37 + leagueIndex * 11) % 31),
    };
  });
}

const at = <T>(list: readonly T[], i: number): T => {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('empty name list');
  return item;
};
const joined = (a: readonly [string, string], b: readonly [string, string], jaSep = '') =>
  [`${a[0]} ${b[0]}`, `${a[1]}${jaSep}${b[1]}`] as const;

const minute = 60_000;

export const leagues: readonly League[] = [
  {
    code: 'FBA',
    sport: 'football',
    name: 'Atlas Premier League',
    nameJa: 'アトラス・プレミアリーグ',
    everyMs: 6 * minute,
    offsetMs: 0,
    matchMs: 5 * minute,
    teams: teams('FBA', 0, 10, (i) => joined(at(cities, i), at(footballNicknames, i), '・')),
  },
  {
    code: 'FBB',
    sport: 'football',
    name: 'Coastal Championship',
    nameJa: 'コースタル・チャンピオンシップ',
    everyMs: 6 * minute,
    offsetMs: 3 * minute,
    matchMs: 5 * minute,
    teams: teams('FBB', 1, 10, (i) =>
      joined(at(cities, i + 6), at(footballNicknames, i + 3), '・'),
    ),
  },
  {
    code: 'BKA',
    sport: 'basketball',
    name: 'Continental Basketball League',
    nameJa: 'コンチネンタル・バスケットボールリーグ',
    everyMs: 5 * minute,
    offsetMs: minute,
    matchMs: 4 * minute,
    teams: teams('BKA', 2, 8, (i) =>
      joined(
        at(cities, i),
        at(
          [
            ['Falcons', 'ファルコンズ'],
            ['Bears', 'ベアーズ'],
            ['Comets', 'コメッツ'],
            ['Titans', 'タイタンズ'],
            ['Wolves', 'ウルブズ'],
            ['Hawks', 'ホークス'],
            ['Storm', 'ストーム'],
            ['Kings', 'キングス'],
          ],
          i,
        ),
        '・',
      ),
    ),
  },
  {
    code: 'BKB',
    sport: 'basketball',
    name: 'Pacific Hoops League',
    nameJa: 'パシフィック・フープスリーグ',
    everyMs: 5 * minute,
    offsetMs: 3.5 * minute,
    matchMs: 4 * minute,
    teams: teams('BKB', 3, 8, (i) =>
      joined(
        at(cities, i + 8),
        at(
          [
            ['Dragons', 'ドラゴンズ'],
            ['Sharks', 'シャークス'],
            ['Lions', 'ライオンズ'],
            ['Phoenix', 'フェニックス'],
            ['Thunder', 'サンダー'],
            ['Pirates', 'パイレーツ'],
            ['Knights', 'ナイツ'],
            ['Giants', 'ジャイアンツ'],
          ],
          i,
        ),
        '・',
      ),
    ),
  },
  {
    code: 'ESA',
    sport: 'esports',
    name: 'Arena Legends Pro League',
    nameJa: 'アリーナ・レジェンズ・プロリーグ',
    everyMs: 4 * minute,
    offsetMs: 0.5 * minute,
    matchMs: 3 * minute,
    teams: teams('ESA', 4, 8, (i) =>
      joined(
        at(
          [
            ['Nova', 'ノヴァ'],
            ['Vortex', 'ヴォルテックス'],
            ['Zenith', 'ゼニス'],
            ['Phantom', 'ファントム'],
            ['Eclipse', 'エクリプス'],
            ['Apex', 'エイペックス'],
            ['Nebula', 'ネビュラ'],
            ['Quantum', 'クオンタム'],
          ],
          i,
        ),
        ['Gaming', 'ゲーミング'],
      ),
    ),
  },
  {
    code: 'ESB',
    sport: 'esports',
    name: 'Tactical Strike Masters',
    nameJa: 'タクティカル・ストライク・マスターズ',
    everyMs: 4 * minute,
    offsetMs: 2.5 * minute,
    matchMs: 3 * minute,
    teams: teams('ESB', 5, 8, (i) =>
      joined(
        at(
          [
            ['Blaze', 'ブレイズ'],
            ['Frost', 'フロスト'],
            ['Raven', 'レイヴン'],
            ['Viper', 'ヴァイパー'],
            ['Onyx', 'オニキス'],
            ['Cobalt', 'コバルト'],
            ['Saber', 'セイバー'],
            ['Echo', 'エコー'],
          ],
          i,
        ),
        ['Esports', 'イースポーツ'],
      ),
    ),
  },
];

export function leagueOf(code: string): League {
  const league = leagues.find((l) => l.code === code);
  if (!league) throw new Error(`no sports league ${code}`);
  return league;
}

export function teamOf(code: string): Team {
  for (const league of leagues) {
    const team = league.teams.find((t) => t.code === code);
    if (team) return team;
  }
  throw new Error(`no sports team ${code}`);
}
