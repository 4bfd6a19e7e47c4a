import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFromJson } from '../../src/brands/load';
import type { CatalogueGame, Member, Merchant } from '../../src/db/schema/index';
import { sql } from 'drizzle-orm';
import { call, login, seedMember, testPlatform } from './helpers';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';
import type { GameTab } from './demo-games.helpers';

// The alpha fixture's memberCentre.vip: a 7-day window, levels 2-6 at ¥1,000 ... ¥5,000.
const dayMs = 86_400_000;

let app: FastifyInstance;
let merchant: Merchant;
let dice: CatalogueGame;

beforeAll(async () => {
  app = await testPlatform('vip');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  merchant = found;
  dice = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function diceTab(token: string, freePlay = false): Promise<GameTab> {
  const answer = await call(app, 'POST', '/wps/game/launchGame', {
    token,
    body: {
      returnUrl: 'https://alpha.example/',
      nodeId: dice.nodeId,
      ...(freePlay ? { freePlay: true } : {}),
    },
    headers: { language: 'EN' },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return openLaunchUrl(app, answer.json.value.url);
}

/** One dice roll of `amount` yen: a settled round whose bet is exactly that. */
async function roll(tab: GameTab, amount: number) {
  const answer = await playCall(app, tab, 'POST', '/wps/game/demo/roll', {
    roundId: randomUUID(),
    amount: String(amount),
    target: 50,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

async function vipOf(token: string, language = 'EN') {
  const answer = await call(app, 'GET', '/wps/member/vip', { token, headers: { language } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.value;
}

async function levels(token: string) {
  const [info, icon, vip] = await Promise.all([
    call(app, 'GET', '/wps/member/info', { token }),
    call(app, 'GET', '/wps/member/info/icon', { token }),
    vipOf(token),
  ]);
  return { info: info.json.value.vipLevel, icon: icon.json.value.vipLevel, vip: vip.level };
}

describe('VIP levels from turnover (issue 14 item 8, §2.6)', () => {
  it('is the level below one yen short of each threshold', async () => {
    const { token } = await player(app, merchant, { fundMinor: 1_000_000n });
    const tab = await diceTab(token);
    expect(await levels(token)).toEqual({ info: 1, icon: 1, vip: 1 });
    await roll(tab, 999);
    for (const level of [2, 3, 4, 5, 6]) {
      // ¥999, ¥1,999 ... ¥4,999: one short of level 2 ... 6.
      const below = await vipOf(token);
      expect(below.turnover).toBe(String((level - 1) * 1000 - 1));
      expect(below.next).toEqual({ level, threshold: String((level - 1) * 1000), remaining: '1' });
      expect(await levels(token)).toEqual({ info: level - 1, icon: level - 1, vip: level - 1 });
      if (level < 6) await roll(tab, 1000);
    }
  }, 120_000);

  it('is the level exactly at each threshold, in memberInfo, memberInfoIcon and the VIP call alike', async () => {
    const { token } = await player(app, merchant, { fundMinor: 1_000_000n });
    const tab = await diceTab(token);
    for (const level of [2, 3, 4, 5, 6]) {
      await roll(tab, 1000);
      expect(await levels(token)).toEqual({ info: level, icon: level, vip: level });
    }
    const top = await vipOf(token);
    expect(top).toMatchObject({ level: 6, turnover: '5000', next: null, periodDays: 7 });
    expect(top.currency).toBe('JPY');
    const icon = await call(app, 'GET', '/wps/member/info/icon', { token });
    expect(icon.json.value).toMatchObject({ vipLevel: 6, iconId: 'vip6' });
  }, 120_000);

  it('counts only the rolling window: a round just outside it does not count', async () => {
    const { token, member } = await player(app, merchant, { fundMinor: 1_000_000n });
    const tab = await diceTab(token);
    await roll(tab, 1000);
    const firstAt = await roundTimes(member);
    await roll(tab, 500);
    const [older, newer] = [firstAt[0], (await roundTimes(member))[1]];
    if (!older || !newer) throw new Error('two rounds expected');
    // The window is [now − 7 days, now): move "now" so the first round sits on its very edge.
    const edge = new Date(older.getTime() + 7 * dayMs);
    const inside = await app.vip.statusOf(member, 'ALPHA01', edge);
    expect(inside?.turnoverMinor).toBe(1500n);
    expect(inside?.level).toBe(2);
    const justOutside = await app.vip.statusOf(member, 'ALPHA01', new Date(edge.getTime() + 1));
    expect(justOutside?.turnoverMinor).toBe(newer > older ? 500n : 1500n);
    expect(justOutside?.level).toBe(1);
    // Long after, nothing counts: the level falls back to 1 with no job run.
    const later = await app.vip.statusOf(member, 'ALPHA01', new Date(newer.getTime() + 8 * dayMs));
    expect(later).toMatchObject({ turnoverMinor: 0n, level: 1 });
  }, 60_000);

  it('answers the next threshold, what is left, and each level with its benefits in the language', async () => {
    const { token } = await player(app, merchant, { fundMinor: 1_000_000n });
    await roll(await diceTab(token), 1200);
    const en = await vipOf(token, 'EN');
    expect(en).toMatchObject({
      level: 2,
      turnover: '1200',
      next: { level: 3, threshold: '2000', remaining: '800' },
    });
    expect(en.levels.map((l: { threshold: string }) => l.threshold)).toEqual([
      '0',
      '1000',
      '2000',
      '3000',
      '4000',
      '5000',
    ]);
    expect(en.levels[1].benefits).toBe('Birthday bonus.');
    const ja = await vipOf(token, 'JA');
    expect(ja.levels[1].benefits).toBe('誕生日ボーナス。');
  }, 60_000);

  it('keeps a level the operator granted (members.vip_level) when the turnover earns less', async () => {
    const { token, member } = await player(app, merchant, { fundMinor: 1_000_000n });
    await app.repos.members.update(member.id, { vipLevel: 4 });
    await roll(await diceTab(token), 1000);
    expect(await levels(token)).toEqual({ info: 4, icon: 4, vip: 4 });
    expect((await vipOf(token)).next).toMatchObject({ level: 5, threshold: '4000' });
  }, 60_000);

  it('gives a trial player no VIP: level 1 in memberInfo, the VIP call refused', async () => {
    const trial = await player(app, merchant, { type: 4 });
    await roll(await diceTab(trial.token, true), 1000);
    const info = await call(app, 'GET', '/wps/member/info', { token: trial.token });
    expect(info.json.value.vipLevel).toBe(1);
    const vip = await call(app, 'GET', '/wps/member/vip', { token: trial.token });
    expect(vip.status).toBe(403);
    expect(vip.json.errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  }, 60_000);

  it('refuses a visitor', async () => {
    const answer = await call(app, 'GET', '/wps/member/vip');
    expect(answer.json.errorCode).toBe('UNAUTHENTICATED');
  });

  it("gives a merchant with no brand file (made by SQL, like the records benchmark's) the default levels, not a 500", async () => {
    await app.db.execute(
      sql`insert into merchants (code, brand_id, name) values ('NOBRAND1', 'no-brand', 'No brand')`,
    );
    const seeded = await seedMember(app, 'NOBRAND1');
    const token = (await login(app, seeded.account, seeded.password, 'NOBRAND1')).json.value
      .token as string;
    const info = await call(app, 'GET', '/wps/member/info', { token, merchant: 'NOBRAND1' });
    expect(info.status).toBe(200);
    expect(info.json.value.vipLevel).toBe(1);
    const vip = await call(app, 'GET', '/wps/member/vip', { token, merchant: 'NOBRAND1' });
    expect(vip.json.value.next).toMatchObject({ level: 2, threshold: '10000' });
  });
});

async function roundTimes(member: Member): Promise<Date[]> {
  const rows = await app.db.query.gameRounds.findMany({
    where: (r, { eq }) => eq(r.memberId, member.id),
    orderBy: (r, { asc }) => [asc(r.createdAt), asc(r.id)],
  });
  return rows.map((r) => r.createdAt);
}

describe('memberCentre.vip in brand.json (the brand schema)', () => {
  const bad = (vip: unknown) => () => brandFromJson('bad', { memberCentre: { vip } });

  it('refuses thresholds that do not rise, naming the field', () => {
    expect(bad({ thresholds: [100, 200, 200, 400, 500] })).toThrow(
      "brands/bad/brand.json memberCentre.vip.thresholds.2: level 4's turnover must be more than level 3's (200)",
    );
  });

  it('refuses four thresholds, a period of 0 days and a benefit without Japanese', () => {
    expect(bad({ thresholds: [1, 2, 3, 4] })).toThrow(
      /memberCentre\.vip\.thresholds: give the turnovers/,
    );
    expect(bad({ periodDays: 0 })).toThrow(/memberCentre\.vip\.periodDays/);
    expect(bad({ benefits: Array.from({ length: 6 }, () => ({ en: 'Gift' })) })).toThrow(
      /memberCentre\.vip\.benefits\.0\.ja/,
    );
  });

  it('takes the defaults when the brand leaves memberCentre.vip out', () => {
    const brand = brandFromJson('plain', {});
    expect(brand.vip.periodDays).toBe(30);
    expect(brand.vip.thresholds).toHaveLength(5);
    expect(brand.vip.benefits).toHaveLength(6);
  });
});
