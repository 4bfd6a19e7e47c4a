import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../jobs/schedule';
import { ensureFixtures, pruneEmptyFixtures } from './fixtures/create';
import { sportsSettlement } from './fixtures/settle';

/** How often the sports job runs (issue 16 item 4): a fixture is settled within this of full time. */
export const defaultSportsJobEveryMs = 10_000;

/**
 * The sports job: makes each merchant's coming fixtures, kicks off, plays and settles the due ones
 * and prunes old fixtures nobody bet on. Safe on every node: the job runs once per period across
 * nodes, and everything it does is idempotent besides (fixtures by unique key, settlement by
 * conditional updates and ledger keys), so an overlapping run or `sports settle` pays nothing
 * twice.
 */
async function sports(app: FastifyInstance, options: { everyMs?: number }) {
  const everyMs = options.everyMs ?? defaultSportsJobEveryMs;
  if (everyMs <= 0) return;
  const settlement = sportsSettlement(app.db, app.ledger);
  scheduleJob(app, {
    name: 'sports fixtures',
    everyMs,
    work: async () => {
      const now = new Date();
      for (const merchant of await app.repos.merchants.list()) {
        await ensureFixtures(app.db, merchant.id, now);
      }
      await settlement.settleDue({ now });
      await pruneEmptyFixtures(app.db, now);
    },
  });
}

export const sportsPlugin = fp(sports, {
  name: 'sports',
  dependencies: ['database', 'repos', 'ledger'],
});
