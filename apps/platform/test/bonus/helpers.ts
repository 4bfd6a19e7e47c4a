import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DepositBonusConfig } from '@lobbykit/brand-runtime';
import { brandFromJson } from '../../src/brands/load';
import { bonuses } from '../../src/db/schema/index';
import type { CatalogueGame, DepositBonusSettingsRow, Merchant } from '../../src/db/schema/index';
import { syncBonusSettings } from '../../src/modules/bonus/settings';
import type { GameTab } from '../platform/demo-games.helpers';
import { openLaunchUrl, playCall } from '../platform/demo-games.helpers';
import { call, fixtureBrands } from '../platform/helpers';

/**
 * A fixed-offset zone (Etc/GMT±N) whose clock reads about noon now, so "the member's day" of a
 * test is never cut by midnight while it runs (the alpha fixture's Asia/Tokyo would be at 15:00
 * UTC). Etc/GMT-N is N hours ahead of UTC.
 */
export function noonZone(now = new Date()): string {
  const ahead = 12 - now.getUTCHours();
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

/**
 * Offers the daily deposit bonus on the alpha merchant as brand.json would (the fixture switches
 * it off so the other cashier tests keep their sums): brand file → brandFromJson → the sync the
 * platform runs at start.
 */
export async function offerBonus(
  app: FastifyInstance,
  merchant: Merchant,
  config: Partial<DepositBonusConfig> = {},
): Promise<DepositBonusSettingsRow> {
  const json = JSON.parse(readFileSync(join(fixtureBrands, 'alpha', 'brand.json'), 'utf8')) as {
    memberCentre: Record<string, unknown>;
    timeZone: string;
  };
  json.memberCentre.depositBonus = {
    enabled: true,
    percent: 5,
    capMajor: 10_000,
    wageringMultiplier: 3,
    ...config,
  };
  json.timeZone = noonZone();
  return syncBonusSettings(app.db, merchant.id, brandFromJson('alpha', json));
}

export async function bonusesOf(app: FastifyInstance, memberId: number) {
  return app.db.select().from(bonuses).where(eq(bonuses.memberId, memberId));
}

/** Opens a dice game (fishing category, any game with free play) for the member. */
export async function diceTab(
  app: FastifyInstance,
  dice: CatalogueGame,
  token: string,
): Promise<GameTab> {
  const answer = await call(app, 'POST', '/wps/game/launchGame', {
    token,
    body: { returnUrl: 'https://alpha.example/', nodeId: dice.nodeId },
    headers: { language: 'EN' },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return openLaunchUrl(app, answer.json.value.url);
}

/** One dice roll: a settled round whose bet is exactly `amount` yen. */
export async function roll(app: FastifyInstance, tab: GameTab, amount: number | bigint) {
  const answer = await playCall(app, tab, 'POST', '/wps/game/demo/roll', {
    roundId: randomUUID(),
    amount: String(amount),
    target: 50,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.value;
}
