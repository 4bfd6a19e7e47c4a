import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { player, pickGame } from '../platform/demo-games.helpers';
import { call, testPlatform } from '../platform/helpers';
import { createDeposit, expectLedgerClean, mainBalance, notify } from '../cashier/helpers';
import { bonusesOf, diceTab, offerBonus, roll } from './helpers';

// Issue 14 quality bar for the bonus money path: over any sequence of deposits (bank transfers
// confirmed once or twice, gateway payments notified once or twice) and settled bets, the bonus
// credited, its wagering and the withdrawal lock match a model a few lines long, and the ledger
// checks clean.
let app: FastifyInstance;
let alpha: Merchant;
let dice: CatalogueGame;
// 5 %, at most ¥700, wagered twice.
const capMinor = 700n;
const multiplier = 2n;
beforeAll(async () => {
  app = await testPlatform('bonus-property');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
  dice = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
  await offerBonus(app, alpha, { percent: 5, capMajor: 700, wageringMultiplier: 2 });
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Op =
  | { type: 'deposit'; channel: 'bank' | 'instant'; amount: number; twice: boolean }
  | { type: 'bet'; amount: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    channel: fc.constantFrom('bank' as const, 'instant' as const),
    amount: fc.integer({ min: 1_000, max: 30_000 }),
    twice: fc.boolean(),
  }),
  fc.record({ type: fc.constant('bet' as const), amount: fc.integer({ min: 100, max: 2_000 }) }),
);

describe('daily deposit bonus against a model', () => {
  it('credits one bonus of min(5% of the first credit, cap); wagering and the lock follow the settled stakes after it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const { member, token } = await player(app, alpha);
        const tab = await diceTab(app, dice, token);
        // The model: the first credit of the day earns the bonus; stakes after it count.
        let bonus: bigint | null = null;
        let staked = 0n;
        for (const step of ops) {
          if (step.type === 'deposit') {
            const made = await createDeposit(app, token, step.channel, String(step.amount));
            expect(made.status, JSON.stringify(made.json)).toBe(200);
            const d = made.json.value;
            const times = step.twice ? 2 : 1;
            for (let i = 0; i < times; i += 1) {
              if (step.channel === 'bank') await app.deposits.confirm(d.id, 'operator:model');
              else await notify(app, alpha, String(d.payUrl).split('/').pop() ?? '');
            }
            if (bonus === null) {
              const earned = (BigInt(d.credit) * 500n) / 10_000n;
              bonus = earned < capMinor ? earned : capMinor;
            }
          } else {
            // A bet the wallet cannot pay is not placed (the model only counts real stakes).
            if ((await mainBalance(app, member.id)) < BigInt(step.amount)) continue;
            await roll(app, tab, step.amount);
            if (bonus !== null) staked += BigInt(step.amount);
          }
        }
        const rows = await bonusesOf(app, member.id);
        const listed = (await call(app, 'GET', '/wps/member/bonuses', { token })).json.value;
        const info = (await call(app, 'GET', '/wps/member/withdraw/info', { token })).json.value;
        if (bonus === null || bonus === 0n) {
          expect(rows).toEqual([]);
          expect(info.lockedByBonus).toBe('0');
          return;
        }
        const requirement = bonus * multiplier;
        const done = staked >= requirement;
        expect(rows).toHaveLength(1);
        expect(rows[0]?.amountMinor).toBe(bonus);
        expect(listed.bonuses[0]).toMatchObject({
          amount: String(bonus),
          requirement: String(requirement),
          wagered: String(done ? requirement : staked),
          state: done ? 'completed' : 'wagering',
        });
        const lock = done ? 0n : bonus;
        expect(info.lockedByBonus).toBe(String(lock));
        const free = BigInt(info.available) - lock;
        expect(info.withdrawable).toBe(String(free > 0n ? free : 0n));
      }),
      { numRuns: 15 },
    );
    await expectLedgerClean(app);
  }, 300_000);
});
