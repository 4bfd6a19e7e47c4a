import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/index';
import { gamblingLimits } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { placeBets } from '../../src/modules/lottery/index';
import { lossLimitGuard } from '../../src/modules/responsible-gambling/limits';
import { netLossSince } from '../../src/modules/responsible-gambling/repository';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { codeOf } from '../cashier/fixtures';
import { lotteryFixture, nextDraw } from '../lottery/helpers';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';
import { call, onPostgres, testPlatform } from './helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL. Run with
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'the loss limit under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let app: FastifyInstance;
    let alpha: Merchant;
    let dice: CatalogueGame;
    let lottery: Awaited<ReturnType<typeof lotteryFixture>>;
    beforeAll(async () => {
      app = await testPlatform('loss_limit_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      alpha = found;
      dice = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
      lottery = await lotteryFixture(app);
    }, 120_000);
    afterAll(async () => {
      if (app) expect(await app.ledger.check()).toEqual([]);
      await app?.close();
    });

    /** Sessions of this database waiting for a lock. */
    async function waiting(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await app.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`),
      );
      return row?.n ?? 0;
    }

    it('a demo round and a lottery slip at once cannot both pass the limit', async () => {
      const game = lottery.byKind('vn');
      for (let round = 0; round < 4; round += 1) {
        const { member, token } = await player(app, alpha, { fundMinor: 10_000n });
        await app.db
          .insert(gamblingLimits)
          .values({ memberId: member.id, kind: 'loss', period: 'day', amountMinor: 1_000n });
        const launch = await call(app, 'POST', '/wps/game/launchGame', {
          token,
          body: { nodeId: dice.nodeId, returnUrl: 'https://alpha.example/' },
        });
        const tab = await openLaunchUrl(app, launch.json.value.url);
        const draw = nextDraw(game, new Date());
        const main = (await app.ledger.balances(member.id)).find((w) => w.wallet === 'MAIN');
        if (!main) throw new Error('no main wallet');
        // Another transaction holds the wallet's balance row, as a long movement would: both
        // stakes get as far as their money and wait there, each with its loss already judged
        // unless the judging takes turns.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let held = () => {};
        const holding = new Promise<void>((resolve) => {
          held = resolve;
        });
        const holder = app.db.transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from account_balances where account_id = ${main.accountId} for update`,
          );
          held();
          await released;
        });
        await holding;
        const roll = playCall(app, tab, 'POST', '/wps/game/demo/roll', {
          roundId: randomUUID(),
          amount: '600',
          target: 2,
        });
        const slip = codeOf(
          placeBets(app.db, app.ledger, {
            member: toLedgerMember(member),
            nodeId: game.nodeId,
            drawNumber: draw.drawNumber,
            bets: [{ playType: 'VN_DE', selection: { number: 7 }, stakeMinor: 600n }],
            idempotencyKey: `slip-${round}`,
            guard: lossLimitGuard(member.id),
            now: draw.open,
          }),
        );
        // Polls until PostgreSQL shows both waiting (no fixed sleep).
        while ((await waiting()) < 2) await new Promise((resolve) => setImmediate(resolve));
        release();
        await holder;
        const [rolled, placed] = await Promise.all([roll, slip]);
        const rollOk = rolled.status === 200;
        if (!rollOk) expect(rolled.json.errorCode).toBe('LOSS_LIMIT_REACHED');
        expect(['ok', 'LOSS_LIMIT_REACHED']).toContain(placed);
        const loss = await netLossSince(app.db, member.id, new Date(Date.now() - 86_400_000));
        // The limit holds whichever went first; only a dice win can make room for both.
        expect(loss).toBeLessThanOrEqual(1_000n);
        const won = rollOk && rolled.json.value.round.payout !== '0';
        if (!won) expect([rollOk, placed === 'ok'].filter(Boolean)).toHaveLength(1);
      }
    }, 120_000);
  },
);
