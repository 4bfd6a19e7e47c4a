import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../src/db/schema/index';
import { player } from '../platform/demo-games.helpers';
import { onPostgres, testPlatform } from '../platform/helpers';
import { createDeposit, expectLedgerClean, mainBalance, notify } from '../cashier/helpers';
import { bonusesOf, offerBonus } from './helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL. Run with
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'the daily deposit bonus under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let app: FastifyInstance;
    let alpha: Merchant;
    beforeAll(async () => {
      app = await testPlatform('bonus_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      alpha = found;
      await offerBonus(app, alpha);
    }, 120_000);
    afterAll(async () => {
      if (app) {
        await expectLedgerClean(app);
        await app.close();
      }
    });

    it('two deposits of one member confirmed at once on the same day: one bonus, of the one credited first', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { member, token } = await player(app, alpha);
        const a = (await createDeposit(app, token, 'bank', '20000')).json.value;
        const b = (await createDeposit(app, token, 'bank', '30000')).json.value;
        const results = await Promise.all([
          app.deposits.confirm(a.id, 'operator:one'),
          app.deposits.confirm(b.id, 'operator:two'),
        ]);
        expect(results.map((r) => r.outcome)).toEqual(['credited', 'credited']);
        const rows = await bonusesOf(app, member.id);
        expect(rows).toHaveLength(1);
        const bonus = rows[0];
        if (!bonus) throw new Error('no bonus');
        // Whichever took the member's lock first earned it: 5% of its own credit.
        expect([a.id, b.id]).toContain(bonus.depositId);
        expect(bonus.amountMinor).toBe(bonus.depositId === a.id ? 1_000n : 1_500n);
        expect(await mainBalance(app, member.id)).toBe(50_000n + bonus.amountMinor);
      }
    });

    it('a bank confirm and a gateway payment of one member at once, the notification twice: one bonus', async () => {
      const { member, token } = await player(app, alpha);
      const bank = (await createDeposit(app, token, 'bank', '20000')).json.value;
      const gateway = (await createDeposit(app, token, 'instant', '10000')).json.value;
      const gatewayToken = String(gateway.payUrl).split('/').pop() ?? '';
      const timestamp = Date.now();
      await Promise.all([
        app.deposits.confirm(bank.id, 'operator:one'),
        notify(app, alpha, gatewayToken, { timestamp }),
        notify(app, alpha, gatewayToken, { timestamp }),
      ]);
      const rows = await bonusesOf(app, member.id);
      expect(rows).toHaveLength(1);
      const earned = rows[0]?.amountMinor ?? 0n;
      expect(earned === 1_000n || earned === 487n).toBe(true);
      expect(await mainBalance(app, member.id)).toBe(20_000n + 9_750n + earned);
    });
  },
);
