import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '@lobbykit/api-contract';
import { isApiError } from '@lobbykit/session';
import { errorMessage } from '@lobbykit/session/errors';

/** Refusals where the slip says what became of it; every other one reads as the §8 map has it. */
const slipWording: Partial<Record<ErrorCode, MessageDescriptor>> = {
  INSUFFICIENT_FUNDS: msg`Your balance is not enough for this slip.`,
  IDEMPOTENCY_CONFLICT: msg`This slip was already placed with different bets. Please place it again.`,
  VALIDATION_FAILED: msg`Some bets on the slip are not valid. Please check them.`,
  NOT_FOUND: msg`This game could not be found.`,
};

/** §8 network abnormal, and what became of the slip: it is kept, and its key is kept with it. */
const slipKept = msg`The connection failed. Your slip is kept: place it again, nothing is staked twice.`;

/**
 * A refused slip's message in a slip's own words where it has them (`wording`, and `kept` for a
 * lost connection), else the §8 map's. Each page passes descriptors of its own folder, so their
 * words stay in that page's catalog (the sportsbook's slip uses this too).
 */
export function slipRefusalMessage(
  i18n: I18n,
  error: unknown,
  wording: Partial<Record<ErrorCode, MessageDescriptor>>,
  kept: MessageDescriptor,
): string {
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return i18n._(kept);
    const own = error.errorCode && wording[error.errorCode];
    if (own) return i18n._(own);
  }
  return errorMessage(i18n, error);
}

/** The message of a refused slip that the slip does not act on (`placeFailure`'s `message`). */
export function placeMessage(i18n: I18n, error: unknown): string {
  return slipRefusalMessage(i18n, error, slipWording, slipKept);
}
