import type { Database } from '../../db/index';
import { PlatformError } from '../../http/errors';
import { limitsOf, netLossSince, periodMs } from './repository';

/** Checks a stake against the member's limits inside the round's transaction. */
export type StakeGuard = (tx: Database, betMinor: bigint) => Promise<void>;

/**
 * The loss limit on demo-game bets (issue 14 item 9): the net loss of the rolling day, week or
 * month plus this stake must not exceed the limit in force. A free spin (no stake) always plays.
 * Deposit limits are stored only: they are enforced with the deposit slice.
 */
export function lossLimitGuard(memberId: number): StakeGuard {
  return async (tx, betMinor) => {
    if (betMinor === 0n) return;
    const now = new Date();
    const limits = await limitsOf(tx, memberId, now);
    for (const limit of limits) {
      if (limit.kind !== 'loss' || limit.amountMinor === null) continue;
      const ms = periodMs[limit.period as keyof typeof periodMs];
      const loss = await netLossSince(tx, memberId, new Date(now.getTime() - ms));
      if (loss + betMinor > limit.amountMinor) {
        throw new PlatformError(
          'LOSS_LIMIT_REACHED',
          `This bet would pass your ${limit.period}ly loss limit.`,
        );
      }
    }
  };
}
