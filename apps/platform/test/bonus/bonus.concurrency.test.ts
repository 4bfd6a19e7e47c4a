import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../src/db/schema/index';
import { player } from '../platform/demo-games.helpers';
import { call, encrypted, onPostgres, seedMember, testPlatform } from '../platform/helpers';
import { createDeposit, expectLedgerClean, mainBalance, notify } from '../cashier/helpers';
import { fundedMember, payPassword } from '../cashier/withdrawals.helpers';
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

    it('transfers upline and a bonus grant at once: never more than the unlocked money leaves', async () => {
      // 50 %: a bonus of 500 on a deposit of 1,000, against 1,000 the member already had.
      await offerBonus(app, alpha, { percent: 50 });
      try {
        const agent = await seedMember(app, 'ALPHA01', { type: 1 });
        let agentGot = 0n;
        for (let round = 0; round < 6; round += 1) {
          const m = await fundedMember(app, 1_000n, { parentId: agent.id });
          const made = (await createDeposit(app, m.token, 'bank', '1000')).json.value;
          const send = async (key: string) =>
            call(app, 'POST', '/wps/member/transferUpline', {
              token: m.token,
              body: await encrypted(app, {
                amount: '500',
                paymentPassword: payPassword,
                idempotencyKey: key,
              }),
            });
          const [confirmed, ...answers] = await Promise.all([
            app.deposits.confirm(made.id, 'operator:race'),
            ...Array.from({ length: 6 }, (_, i) => send(`race-${i}`)),
          ]);
          expect(confirmed.outcome).toBe('credited');
          const [bonus, ...more] = await bonusesOf(app, m.id);
          expect(more).toEqual([]);
          expect(bonus).toMatchObject({ amountMinor: 500n, state: 'wagering' });
          for (const answer of answers) {
            expect([undefined, 'BONUS_WAGERING_LOCKED', 'INSUFFICIENT_FUNDS']).toContain(
              answer.json.errorCode,
            );
          }
          const sent = BigInt(answers.filter((a) => a.json.success).length);
          agentGot += sent * 500n;
          // Whatever the order, the bonus (nothing wagered yet) never leaves: of the 2,500 the
          // wallet ends with, at most 2,000 is sendable, and each transfer judged the lock under
          // the wallet's row lock, so no two of them, and no transfer and the grant, overlapped.
          const balance = await mainBalance(app, m.id);
          expect(balance).toBe(2_500n - sent * 500n);
          expect(balance).toBeGreaterThanOrEqual(500n);
          const info = await call(app, 'GET', '/wps/member/withdraw/info', { token: m.token });
          expect(info.json.value.lockedByBonus).toBe('500');
        }
        expect(await mainBalance(app, agent.id)).toBe(agentGot);
      } finally {
        await offerBonus(app, alpha);
      }
    }, 120_000);
  },
);
