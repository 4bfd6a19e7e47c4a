import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../jobs/schedule';
import { ensureDraws, lotteryCatalogue, pruneEmptyDraws } from './draws/create';
import { lotterySettlement } from './draws/settle';

/** How often the lottery job runs (issue 16 item 1): a fast draw is settled within this. */
export const defaultLotteryJobEveryMs = 10_000;

/**
 * The lottery job: makes each merchant's coming draws, settles the due ones and prunes old draws
 * nobody bet on. Safe on every node: the job runs once per period across nodes (claimPeriod),
 * and everything it does is idempotent besides (draws by unique key, settlement by conditional
 * updates and ledger keys), so an overlapping run or the operator's `lottery settle` pays
 * nothing twice.
 */
async function lottery(app: FastifyInstance, options: { everyMs?: number }) {
  const everyMs = options.everyMs ?? defaultLotteryJobEveryMs;
  if (everyMs <= 0) return;
  const settlement = lotterySettlement(app.db, app.ledger);
  scheduleJob(app, {
    name: 'lottery draws',
    everyMs,
    work: async () => {
      const now = new Date();
      const games = await lotteryCatalogue(app.db);
      for (const merchant of await app.repos.merchants.list()) {
        await ensureDraws(app.db, merchant.id, games, now);
      }
      await settlement.settleDue({ now });
      await pruneEmptyDraws(app.db, now);
    },
  });
}

export const lotteryPlugin = fp(lottery, {
  name: 'lottery',
  dependencies: ['database', 'repos', 'ledger'],
});
