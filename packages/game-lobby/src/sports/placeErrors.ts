import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '@lobbykit/api-contract';
import { isApiError } from '@lobbykit/session';
import { placeFailure as lotteryPlaceFailure } from '../lottery/placeErrors';
import type { PlaceFailure as LotteryPlaceFailure } from '../lottery/placeErrors';
import { slipRefusalMessage } from '../lottery/placeMessages';

/**
 * What a refused sports slip does: the lottery slip's refusals (session, real account, a message)
 * plus a moved price and a kicked-off match, which the slip acts on.
 */
export type PlaceFailure =
  | { kind: 'oddsChanged' }
  | { kind: 'closed' }
  | Exclude<LotteryPlaceFailure, { kind: 'drawClosed' }>;

/** The failure of a `sportsBet` call, from the api client's error. */
export function placeFailure(error: unknown): PlaceFailure {
  if (isApiError(error)) {
    if (error.errorCode === 'SPORTS_ODDS_CHANGED') return { kind: 'oddsChanged' };
    if (error.errorCode === 'SPORTS_BETTING_CLOSED') return { kind: 'closed' };
  }
  const failure = lotteryPlaceFailure(error);
  return failure.kind === 'drawClosed' ? { kind: 'message' } : failure;
}

/** Refusals where the slip says what became of it; every other one reads as the §8 map has it. */
const slipWording: Partial<Record<ErrorCode, MessageDescriptor>> = {
  INSUFFICIENT_FUNDS: msg`Your balance is not enough for this slip.`,
  IDEMPOTENCY_CONFLICT: msg`This slip was already placed with different bets. Please place it again.`,
  VALIDATION_FAILED: msg`Some picks on the slip are not valid. Please check them.`,
  NOT_FOUND: msg`A match on the slip could not be found. Remove it and try again.`,
};

/** §8 network abnormal, and what became of the slip: it is kept, and its key is kept with it. */
const slipKept = msg`The connection failed. Your slip is kept: place it again, nothing is staked twice.`;

/** The message of a refused slip that the slip does not act on (`placeFailure`'s `message`). */
export function placeMessage(i18n: I18n, error: unknown): string {
  return slipRefusalMessage(i18n, error, slipWording, slipKept);
}
