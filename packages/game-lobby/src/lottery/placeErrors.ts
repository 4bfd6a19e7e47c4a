/**
 * How a refused slip is told. `forms` holds the one §8 map, which game-lobby may not import, so
 * (like the launch flow's failures) the lobby names the codes this call answers; the words are in
 * `placeMessages.ts`, §8's where the map has them.
 */
export const placeReasons = [
  'funds',
  'excluded',
  'lossLimit',
  'conflict',
  'invalid',
  'notFound',
  'rateLimited',
  'maintenance',
  'network',
  'unknown',
] as const;
export type PlaceReason = (typeof placeReasons)[number];

export type PlaceFailure =
  | { kind: 'drawClosed' }
  | { kind: 'session' }
  | { kind: 'realAccount' }
  | { kind: 'message'; reason: PlaceReason };

const reasonOfCode: Record<string, PlaceReason> = {
  INSUFFICIENT_FUNDS: 'funds',
  SELF_EXCLUDED: 'excluded',
  LOSS_LIMIT_REACHED: 'lossLimit',
  IDEMPOTENCY_CONFLICT: 'conflict',
  VALIDATION_FAILED: 'invalid',
  NOT_FOUND: 'notFound',
  RATE_LIMITED: 'rateLimited',
  SYSTEM_MAINTENANCE: 'maintenance',
};

/** The failure of a `lotteryBet` call, from the api client's error. */
export function placeFailure(error: unknown): PlaceFailure {
  const coded = (error ?? {}) as { kind?: string; errorCode?: string };
  if (coded.kind === 'network' || coded.kind === 'timeout')
    return { kind: 'message', reason: 'network' };
  if (coded.kind === 'unauthenticated') return { kind: 'session' };
  switch (coded.errorCode) {
    case 'LOTTERY_DRAW_CLOSED':
      return { kind: 'drawClosed' };
    case 'REAL_ACCOUNT_REQUIRED':
      return { kind: 'realAccount' };
    default:
      return { kind: 'message', reason: reasonOfCode[coded.errorCode ?? ''] ?? 'unknown' };
  }
}
