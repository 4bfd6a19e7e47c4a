import { isApiError } from '@lobbykit/session';

/**
 * What a refused slip does: the refusals the slip acts on, or a message (worded by
 * `placeMessages.ts`, the §8 map's where the slip has nothing of its own to say).
 */
export type PlaceFailure =
  { kind: 'drawClosed' } | { kind: 'session' } | { kind: 'realAccount' } | { kind: 'message' };

/** The failure of a `lotteryBet` call, from the api client's error. */
export function placeFailure(error: unknown): PlaceFailure {
  if (!isApiError(error)) return { kind: 'message' };
  if (error.kind === 'unauthenticated') return { kind: 'session' };
  if (error.errorCode === 'LOTTERY_DRAW_CLOSED') return { kind: 'drawClosed' };
  if (error.errorCode === 'REAL_ACCOUNT_REQUIRED') return { kind: 'realAccount' };
  return { kind: 'message' };
}
