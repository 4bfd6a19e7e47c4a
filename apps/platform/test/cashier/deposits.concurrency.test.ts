import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, gatewayNotifications } from '../../src/db/schema/index';
import type { Merchant } from '../../src/db/schema/index';
import { expireDeposits } from '../../src/modules/cashier/repository';
import { player } from '../platform/demo-games.helpers';
import { call, onPostgres, testPlatform } from '../platform/helpers';
import { createDeposit, creditsOf, expectLedgerClean, mainBalance, notify } from './helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL. Run with
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'deposits under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let app: FastifyInstance;
    let alpha: Merchant;
    beforeAll(async () => {
      app = await testPlatform('cashier_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      alpha = found;
    }, 120_000);
    afterAll(async () => {
      if (app) {
        await expectLedgerClean(app);
        await app.close();
      }
    });

    it('the same paid notification delivered 20 times at once credits once', async () => {
      const { member, token } = await player(app, alpha);
      const d = (await createDeposit(app, token, 'instant', '50000')).json.value;
      const gatewayToken = String(d.payUrl).split('/').pop() ?? '';
      const timestamp = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => notify(app, alpha, gatewayToken, { timestamp })),
      );
      const outcomes = answers.map((a) => a.json.outcome).sort();
      expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
      expect(await creditsOf(app, d.id)).toBe(1);
      expect(await mainBalance(app, member.id)).toBe(BigInt(d.credit));
      const recorded = await app.db
        .select()
        .from(gatewayNotifications)
        .where(eq(gatewayNotifications.depositId, d.id));
      expect(recorded).toHaveLength(20);
    });

    it('paid and a tampered amount racing: only the true amount credits, once', async () => {
      const { member, token } = await player(app, alpha);
      const d = (await createDeposit(app, token, 'instant', '40000')).json.value;
      const gatewayToken = String(d.payUrl).split('/').pop() ?? '';
      const timestamp = Date.now();
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          notify(app, alpha, gatewayToken, i % 2 ? { amount: '400000', timestamp } : { timestamp }),
        ),
      );
      expect(await creditsOf(app, d.id)).toBe(1);
      expect(await mainBalance(app, member.id)).toBe(BigInt(d.credit));
    });

    it('an operator confirm racing the expiry sweep and a reject ends in one final state, credited only with its transfer', async () => {
      const { member, token } = await player(app, alpha);
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        ids.push((await createDeposit(app, token, 'bank', String(1000 + i))).json.value.id);
      }
      // The sweep runs at a time past their expiry, so it may take them while a confirm (at the
      // real time, before it) may credit them: whichever commits first decides. No real clock is
      // raced (a clean-clone run on a loaded machine: a 300 ms expiry passed before any confirm ran,
      // and nothing was credited). Every fourth deposit expires after the sweep's time, so at
      // least its confirm (1 and 5: nobody rejects them) credits, whatever the order.
      const now = Date.now();
      const sweepAt = new Date(now + 120_000);
      await app.db
        .update(deposits)
        .set({ expiresAt: new Date(now + 60_000) })
        .where(eq(deposits.memberId, member.id));
      await app.db
        .update(deposits)
        .set({ expiresAt: new Date(now + 86_400_000) })
        .where(
          inArray(
            deposits.id,
            [ids[1], ids[5], ids[9]].filter((id) => id !== undefined),
          ),
        );
      await Promise.all(
        ids.flatMap((id, i) => [
          app.deposits.confirm(id, 'operator:race').catch(() => null),
          i % 2 === 0 ? expireDeposits(app.db, sweepAt) : Promise.resolve([]),
          i % 3 === 0
            ? app.deposits.reject(id, 'race', 'operator:race').catch(() => null)
            : Promise.resolve(null),
          app.deposits.confirm(id, 'operator:race').catch(() => null),
        ]),
      );
      await expireDeposits(app.db, sweepAt);
      // An operator's retry of the two that cannot expire: a racing confirm may have lost its
      // lock wait under load; a second confirm of a credited deposit is refused and changes nothing.
      for (const id of [ids[1], ids[5]]) {
        await app.deposits.confirm(id ?? -1, 'operator:retry').catch(() => null);
      }
      let credited = 0n;
      for (const id of ids) {
        const row = await app.deposits.byId(id);
        expect(['credited', 'rejected', 'expired']).toContain(row?.state);
        expect(await creditsOf(app, id)).toBe(row?.state === 'credited' ? 1 : 0);
        if (row?.state === 'credited') credited += row.creditMinor;
      }
      for (const id of [ids[1], ids[5]]) {
        expect((await app.deposits.byId(id ?? -1))?.state).toBe('credited');
      }
      expect(credited).toBeGreaterThan(0n);
      expect(await mainBalance(app, member.id)).toBe(credited);
    });

    it('deposits made at once never pass a deposit limit together', async () => {
      const { token } = await player(app, alpha);
      await call(app, 'PUT', '/wps/member/responsibleGambling/limits', {
        token,
        body: { kind: 'deposit', period: 'day', amount: '10000' },
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => createDeposit(app, token, 'bank', '3000')),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.json.errorCode === 'DEPOSIT_LIMIT_REACHED').length).toBe(5);
    });
  },
);
