import type { LotteryKind } from '../../../db/schema/index';
import type { LotteryGame } from './game';
import { fastGame } from './fast';
import { kenoGame } from './keno';
import { lotto645Game } from './lotto645';
import type { PlayType } from './playType';
import { refuse } from './playType';
import { vnGame } from './vn';

/** The four lottery games (issue 16 item 1), by kind. */
export const lotteryGames: Readonly<Record<LotteryKind, LotteryGame>> = {
  fast: fastGame,
  vn: vnGame,
  keno: kenoGame,
  lotto645: lotto645Game,
};

export interface LotteryDrawSpec {
  kind: LotteryKind;
}

export function lotteryGameOfKind(spec: LotteryDrawSpec): LotteryGame {
  return lotteryGames[spec.kind];
}

/** The catalogue's lottery categories (§2.2; §5: in the lottery category LOTT counts as ELOTT). */
export const lotteryCategories = ['LOTT', 'ELOTT'] as const;

/** Vendors whose games are all one kind. */
const kindByVendor: Readonly<Record<string, LotteryKind>> = {
  TCG_LOTTO: 'fast',
  TCG_LOTTO_VN: 'vn',
  KNO: 'keno',
};

function codeNumber(gameCode: string): number {
  let hash = 0;
  for (const ch of gameCode) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * Which game a catalogue lottery game plays, decided by vendor and game code alone (so every node
 * and the later page agree without a table): TCG_LOTTO is the fast lottery, TCG_LOTTO_VN the
 * Vietnamese lottery, KNO Keno; TCG_SEA alternates 6/45 lotto and the fast lottery by its code;
 * any other vendor's lottery game is one of the four by its code.
 */
export function lotteryKindOf(game: { vassalage: string; gameCode: string }): LotteryKind {
  const byVendor = kindByVendor[game.vassalage];
  if (byVendor) return byVendor;
  const n = codeNumber(game.gameCode);
  if (game.vassalage === 'TCG_SEA') return n % 2 === 0 ? 'lotto645' : 'fast';
  const kinds = Object.keys(lotteryGames) as LotteryKind[];
  return kinds[n % kinds.length] ?? 'fast';
}

/** True for a catalogue game that has draws: a game (not a vendor lobby) of a lottery category. */
export function isLotteryGame(game: { gameType: string; isGame: string }): boolean {
  return (lotteryCategories as readonly string[]).includes(game.gameType) && game.isGame === 'GAME';
}

/** The game's play type of that code, or a VALIDATION_FAILED naming the field. */
export function playTypeOf(game: LotteryGame, code: unknown, field: string): PlayType {
  const found = game.playTypes.find((p) => p.code === code);
  if (!found) {
    refuse(field, `Choose one of ${game.playTypes.map((p) => p.code).join(', ')}.`);
  }
  return found;
}
