import type { LotteryKind } from '../../../db/schema/index';
import type { PlayType } from './playType';

/** One of the four lottery games every catalogue lottery game is played as (catalog.ts). */
export interface LotteryGame {
  kind: LotteryKind;
  /** A draw every `everyMs`, counted from the schedule's epoch (schedule.ts). */
  everyMs: number;
  /** Bets close this long before the draw time. */
  closeBeforeMs: number;
  /** Floats the draw uses (draw.ts). */
  floatsNeeded: number;
  /** The drawn numbers, from the draw's floats. */
  draw(floats: readonly number[]): number[];
  playTypes: readonly PlayType[];
}

const minute = 60_000;
export const time = { minute, hour: 60 * minute };
