import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { placeFailure as lotteryPlaceFailure } from '../lottery/placeErrors';
import type { PlaceFailure as LotteryPlaceFailure, PlaceReason } from '../lottery/placeErrors';

/**
 * How a refused slip is told: the codes every slip may meet are the lottery slip's (`forms` holds
 * the one §8 map, which game-lobby may not import); the sportsbook adds a moved price and a
 * kicked-off match. The words are this page's own (its catalog loads with it).
 */
export type PlaceFailure =
  | { kind: 'oddsChanged' }
  | { kind: 'closed' }
  | Exclude<LotteryPlaceFailure, { kind: 'drawClosed' }>;

/** The failure of a `sportsBet` call, from the api client's error. */
export function placeFailure(error: unknown): PlaceFailure {
  const code = (error as { errorCode?: string } | null)?.errorCode;
  if (code === 'SPORTS_ODDS_CHANGED') return { kind: 'oddsChanged' };
  if (code === 'SPORTS_BETTING_CLOSED') return { kind: 'closed' };
  const failure = lotteryPlaceFailure(error);
  return failure.kind === 'drawClosed' ? { kind: 'message', reason: 'unknown' } : failure;
}

export const placeMessages: Record<PlaceReason, MessageDescriptor> = {
  funds: msg`Your balance is not enough for this slip.`,
  excluded: msg`You have taken a time-out or excluded yourself from play. Login and play are closed until it ends.`,
  lossLimit: msg`This bet would go over your loss limit. You can lower the stake or play again when the period allows.`,
  conflict: msg`This slip was already placed with different bets. Please place it again.`,
  invalid: msg`Some picks on the slip are not valid. Please check them.`,
  notFound: msg`A match on the slip could not be found. Remove it and try again.`,
  rateLimited: msg`Too many attempts. Please wait a few minutes and try again.`,
  maintenance: msg`The system is under maintenance.`,
  network: msg`The connection failed. Your slip is kept: place it again, nothing is staked twice.`,
  unknown: msg`Something went wrong. Please try again later.`,
};
