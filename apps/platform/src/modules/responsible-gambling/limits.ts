import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { PlatformError } from '../../http/errors';
import { limitsOf, netLossSince, periodMs } from './repository';

/** Checks a stake against the member's limits inside the round's transaction. */
export type StakeGuard = (tx: Database, betMinor: bigint) => Promise<void>;

/**
 * The loss limit on every stake (issue 14 item 9): demo-game rounds, lottery and sports slips. The
 * net loss of the rolling day, week or month plus this stake must not exceed the limit in force.
 * A free spin (no stake) always plays.
 *
 * With a loss limit in force the member row is locked first, in the stake's transaction, so all
 * of the member's stakes take turns here whatever they are: each path's own lock (a demo round's
 * seed, a slip's draw) orders only its own kind, and a round and a slip at once each read the
 * loss without the other and could both pass. A member without one pays no lock.
 */
export function lossLimitGuard(memberId: number): StakeGuard {
  return async (tx, betMinor) => {
    if (betMinor === 0n) return;
    const now = new Date();
    const limits = (await limitsOf(tx, memberId, now)).filter(
      (limit) => limit.kind === 'loss' && limit.amountMinor !== null,
    );
    if (limits.length === 0) return;
    await tx.execute(sql`select 1 from members where id = ${memberId} for no key update`);
    for (const limit of limits) {
      if (limit.amountMinor === null) continue;
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
