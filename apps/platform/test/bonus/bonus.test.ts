import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFromJson } from '../../src/brands/load';
import { announcements, transfers } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { dailyBonusTitles, syncDailyBonusAnnouncement } from '../../src/modules/bonus/announcement';
import { bonusCreditKey } from '../../src/modules/bonus/engine';
import { toLedgerMember } from '../../src/modules/wallet/accounts';
import { player, pickGame } from '../platform/demo-games.helpers';
import { call, testPlatform } from '../platform/helpers';
import { createDeposit, expectLedgerClean, mainBalance, notify } from '../cashier/helpers';
import { fundedMember, withdraw } from '../cashier/withdrawals.helpers';
import { bonusesOf, diceTab, offerBonus, roll } from './helpers';

// Issue 14: the daily deposit bonus the seeded announcement advertises, credited with the
// deposit, locked by its wagering requirement until bets of settled rounds meet it.
let app: FastifyInstance;
let alpha: Merchant;
let dice: CatalogueGame;
beforeAll(async () => {
  app = await testPlatform('bonus');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
  dice = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
  await offerBonus(app, alpha);
}, 120_000);
afterAll(async () => {
  await expectLedgerClean(app);
  await app.close();
});

/** A bank transfer deposit of the member, confirmed by an operator. */
async function bankDeposit(token: string, amount: string, confirms = 1) {
  const answer = await createDeposit(app, token, 'bank', amount);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const id = answer.json.value.id as number;
  for (let i = 0; i < confirms; i += 1) await app.deposits.confirm(id, 'operator:test');
  return id;
}

async function bonusesCall(token: string) {
  const answer = await call(app, 'GET', '/wps/member/bonuses', { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.value;
}

async function withdrawInfo(token: string) {
  const answer = await call(app, 'GET', '/wps/member/withdraw/info', { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.value;
}

describe('the daily deposit bonus', () => {
  it('credits 5% of the first deposit of the day once, even confirmed twice; a second deposit that day earns none', async () => {
    const { member, token } = await player(app, alpha);
    const first = await bankDeposit(token, '20000', 2);
    expect(await mainBalance(app, member.id)).toBe(21_000n);
    const [bonus] = await bonusesOf(app, member.id);
    expect(bonus).toMatchObject({
      depositId: first,
      amountMinor: 1_000n,
      requirementMinor: 3_000n,
      state: 'wagering',
    });
    const moved = await app.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, bonusCreditKey(first)));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ kind: 'bonus', amount: 1_000n, id: bonus?.transferId });

    await bankDeposit(token, '10000');
    expect(await mainBalance(app, member.id)).toBe(31_000n);
    expect(await bonusesOf(app, member.id)).toHaveLength(1);
  });

  it('is capped at capMajor and rounds down', async () => {
    await offerBonus(app, alpha, { percent: 2.5, capMajor: 300 });
    try {
      const small = await player(app, alpha);
      await bankDeposit(small.token, '1999'); // 2.5% = 49.975 → 49
      expect((await bonusesOf(app, small.member.id))[0]?.amountMinor).toBe(49n);
      const big = await player(app, alpha);
      await bankDeposit(big.token, '400000'); // 2.5% = 10,000 → the cap, 300
      expect((await bonusesOf(app, big.member.id))[0]?.amountMinor).toBe(300n);
      expect(await mainBalance(app, big.member.id)).toBe(400_300n);
    } finally {
      await offerBonus(app, alpha);
    }
  });

  it('a gateway notification delivered twice credits the deposit and its bonus once', async () => {
    const { member, token } = await player(app, alpha);
    const d = (await createDeposit(app, token, 'instant', '10000')).json.value;
    const gatewayToken = String(d.payUrl).split('/').pop() ?? '';
    expect((await notify(app, alpha, gatewayToken)).json.outcome).toBe('credited');
    expect((await notify(app, alpha, gatewayToken)).json.outcome).toBe('duplicate');
    // The member bears the fee (100 + 1.5%): 9,750 credited; the bonus is 5% of that, 487.
    expect(d.credit).toBe('9750');
    expect(await mainBalance(app, member.id)).toBe(9_750n + 487n);
    expect(await bonusesOf(app, member.id)).toHaveLength(1);
  });

  it('switched off in brand.json, credits no bonus', async () => {
    await offerBonus(app, alpha, { enabled: false });
    try {
      const { member, token } = await player(app, alpha);
      await bankDeposit(token, '20000');
      expect(await mainBalance(app, member.id)).toBe(20_000n);
      expect(await bonusesOf(app, member.id)).toEqual([]);
      expect((await bonusesCall(token)).offer).toBeNull();
    } finally {
      await offerBonus(app, alpha);
    }
  });
});

describe('wagering and the withdrawal lock', () => {
  it('locks the bonus: withdrawable excludes it and a withdrawal into it is refused naming the amount', async () => {
    const m = await fundedMember(app, 0n);
    await bankDeposit(m.token, '20000');
    const info = await withdrawInfo(m.token);
    expect(info).toMatchObject({
      available: '21000',
      lockedByBonus: '1000',
      withdrawable: '20000',
    });
    const refused = await withdraw(app, m, '20001', 'over-lock');
    expect(refused.json.errorCode).toBe('BONUS_WAGERING_LOCKED');
    expect(refused.json.message).toMatch(/locked by a bonus/);
    expect(refused.json.fields).toEqual([
      { field: 'amount', message: 'more than the withdrawable balance' },
    ]);
    expect(await mainBalance(app, m.id)).toBe(21_000n);
    const allowed = await withdraw(app, m, '20000', 'under-lock');
    expect(allowed.json.errorCode).toBeUndefined();
  });

  it('never locks money deposited after the bonus: the lock is at most the bonus-era money left', async () => {
    const m = await fundedMember(app, 0n);
    await bankDeposit(m.token, '20000'); // bonus 1,000 of 21,000
    // 20,500 lost: 500 of the bonus era is left, and that is all the lock can hold.
    await app.ledger.debit(toLedgerMember(m), {
      amountMinor: 20_500n,
      idempotencyKey: `fair-loss-${m.id}`,
      kind: 'bet',
    });
    expect(await withdrawInfo(m.token)).toMatchObject({
      available: '500',
      lockedByBonus: '500',
      withdrawable: '0',
    });
    await bankDeposit(m.token, '5000'); // the same day: no second bonus
    expect(await withdrawInfo(m.token)).toMatchObject({
      available: '5500',
      lockedByBonus: '500',
      withdrawable: '5000',
    });
    // A loss now spends the bonus era first; the new deposit stays free.
    await app.ledger.debit(toLedgerMember(m), {
      amountMinor: 700n,
      idempotencyKey: `fair-loss-2-${m.id}`,
      kind: 'bet',
    });
    expect(await withdrawInfo(m.token)).toMatchObject({ lockedByBonus: '0', withdrawable: '4800' });
    expect((await withdraw(app, m, '4800', 'fair-all')).json.errorCode).toBeUndefined();
  });

  it('a withdrawal of the new deposit cannot free the bonus: it spends the new money first', async () => {
    const m = await fundedMember(app, 0n);
    await bankDeposit(m.token, '20000'); // bonus 1,000
    await bankDeposit(m.token, '3000');
    expect((await withdraw(app, m, '22000', 'fair-out')).json.errorCode).toBeUndefined();
    expect(await withdrawInfo(m.token)).toMatchObject({
      available: '2000',
      lockedByBonus: '1000',
      withdrawable: '1000',
    });
    const refused = await withdraw(app, m, '1001', 'fair-over');
    expect(refused.json.errorCode).toBe('BONUS_WAGERING_LOCKED');
  });

  it('counts stakes of settled rounds placed after the bonus; meeting the requirement unlocks it', async () => {
    const m = await fundedMember(app, 0n);
    const tab = await diceTab(app, dice, m.token);
    await bankDeposit(m.token, '20000'); // bonus 1,000, requirement 3,000
    let listed = await bonusesCall(m.token);
    expect(listed).toMatchObject({
      currency: 'JPY',
      lockedByBonus: '1000',
      offer: { percent: 5, cap: '10000', wageringMultiplier: 3 },
    });
    expect(listed.bonuses).toEqual([
      expect.objectContaining({
        amount: '1000',
        requirement: '3000',
        wagered: '0',
        state: 'wagering',
        completedAt: null,
      }),
    ]);
    await roll(app, tab, 1_000);
    await roll(app, tab, 1_900);
    listed = await bonusesCall(m.token);
    expect(listed.bonuses[0]).toMatchObject({ wagered: '2900', state: 'wagering' });
    expect((await withdrawInfo(m.token)).lockedByBonus).toBe('1000');
    await roll(app, tab, 100);
    listed = await bonusesCall(m.token);
    expect(listed.bonuses[0]).toMatchObject({ wagered: '3000', state: 'completed' });
    expect(listed.bonuses[0].completedAt).not.toBeNull();
    expect(listed.lockedByBonus).toBe('0');
    const info = await withdrawInfo(m.token);
    expect(info.lockedByBonus).toBe('0');
    expect(info.withdrawable).toBe(info.available);
  });

  it('stakes placed before the bonus do not count', async () => {
    const m = await fundedMember(app, 5_000n);
    const tab = await diceTab(app, dice, m.token);
    await roll(app, tab, 3_000);
    await bankDeposit(m.token, '20000');
    expect((await bonusesCall(m.token)).bonuses[0]).toMatchObject({
      wagered: '0',
      state: 'wagering',
    });
  });

  it('a trial account has no bonuses', async () => {
    const { token } = await player(app, alpha, { type: 4 });
    const answer = await call(app, 'GET', '/wps/member/bonuses', { token });
    expect(answer.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

describe('brand.json and the announcement', () => {
  const alphaJson = () => ({
    merchantCode: 'ALPHA01',
    memberCentre: { depositBonus: { percent: 5.555 } },
  });

  it('a bad depositBonus stops the platform naming the field', () => {
    expect(() => brandFromJson('alpha', alphaJson())).toThrow(
      /memberCentre\.depositBonus\.percent: at most two decimals/,
    );
    expect(() =>
      brandFromJson('alpha', { memberCentre: { depositBonus: { capMajor: 0 } } }),
    ).toThrow(/memberCentre\.depositBonus\.capMajor: must be at least 1/);
    expect(brandFromJson('alpha', {}).depositBonus).toEqual({
      enabled: true,
      percent: 5,
      capMajor: 10_000,
      wageringMultiplier: 3,
    });
  });

  it('says the configured numbers in EN and JA, and ends when the bonus is off', async () => {
    const seeded = (language: 'EN' | 'JA') =>
      app.db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, alpha.id),
            eq(announcements.title, dailyBonusTitles[language]),
          ),
        );
    // The fixture switches the bonus off: at start its announcement was ended.
    const [ended] = await seeded('EN');
    expect(ended?.endAt?.getTime()).toBeLessThanOrEqual(Date.now());

    const settings = await offerBonus(app, alpha, {
      percent: 7.5,
      capMajor: 2_000,
      wageringMultiplier: 4,
    });
    await syncDailyBonusAnnouncement(app.db, alpha.id, settings, '¥', 0);
    const [en] = await seeded('EN');
    const [ja] = await seeded('JA');
    expect(en?.content).toContain('<strong>7.5% bonus</strong>, up to ¥2,000');
    expect(en?.content).toContain('Wagering requirement: 4× the bonus');
    expect(ja?.content).toContain('<strong>7.5%のボーナス</strong>（最大¥2,000）');
    expect(ja?.content).toContain('ボーナス額の4倍');
    await offerBonus(app, alpha);
  });
});
