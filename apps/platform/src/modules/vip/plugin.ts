import { calls } from '@lobbykit/api-contract';
import { vipSchema } from '@lobbykit/brand-runtime';
import type { VipConfig } from '@lobbykit/brand-runtime';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gameRounds, memberTypes } from '../../db/schema/index';
import type { Member } from '../../db/schema/index';
import { TtlMap } from '../../cache/ttlMap';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import { recordsOver } from '../records/repository';
import { merchantMoney } from '../wallet/money';
import { vipLevelOf } from './level';

const defaultVip: VipConfig = vipSchema.parse(undefined);

const dayMs = 86_400_000;

/**
 * How long a member's earned level is served from memory (member/info and its icon, issue 17 item
 * 6): a movement of the member's money clears it on every node at once (the event bus), so this
 * bounds only what moves no money (old play leaving the rolling window, a round settled without a
 * payout after its bet was taken, a lost nudge). Platform README "caches".
 */
export const earnedLevelCacheMs = 10_000;

export interface VipStatus {
  level: number;
  periodDays: number;
  turnoverMinor: bigint;
  /** Levels 2 to 6, in minor units. */
  thresholdsMinor: bigint[];
  config: VipConfig;
}

export interface VipService {
  /** The member's level now: 1 for a trial player (§6 Trial: no VIP). */
  levelOf(member: Member, merchantCode: string): Promise<number>;
  /** Level, turnover and thresholds; null for a trial player. */
  statusOf(member: Member, merchantCode: string, now?: Date): Promise<VipStatus | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** VIP levels from turnover (issue 14 item 8), by the brand's memberCentre.vip. */
    vip: VipService;
  }
}

export interface VipOptions {
  /** Each merchant's brand.json memberCentre.vip, by merchant code. */
  configs: ReadonlyMap<string, VipConfig>;
}

/**
 * §2.6, §9 VIP levels 1–6 (issue 14 item 8). The level is computed when asked, never stored: a
 * rolling window lowers it as old play leaves the window, with no job to run. Valid turnover is
 * the bets of the member's settled rounds in the window. The sums come from the betting record's
 * totals (whole days from game_round_days, the partial days at the ends from the rounds' index),
 * less the member's one open round (a slot round with free spins still to play), if it is inside
 * the window. A real member's rounds are all real-money ones (free play is for trial accounts).
 *
 * members.vip_level stays as a level the operator grants: the member is shown the higher of it
 * and the level the turnover earns, so a grant is never taken away by a quiet month.
 */
export const vipPlugin = fp<VipOptions>(
  async (app: FastifyInstance, options) => {
    const records = recordsOver(app.db);

    function configOf(merchantCode: string): VipConfig {
      // A merchant with no brand file behind it (made by the CLI or a benchmark) gets the
      // schema's default levels: member info must answer, never a 500.
      return options.configs.get(merchantCode) ?? defaultVip;
    }

    async function turnover(memberId: number, from: Date, to: Date): Promise<bigint> {
      const totals = await records.betTotals(memberId, { from, to, language: 'EN' });
      const [open] = await app.db
        .select({ bet: gameRounds.betMinor, at: gameRounds.createdAt })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'open')));
      const openInside = open && open.at >= from && open.at < to ? open.bet : 0n;
      return totals.betMinor - openInside;
    }

    async function earnedStatus(member: Member, merchantCode: string, now: Date) {
      const config = configOf(merchantCode);
      const money = await merchantMoney(app.db, member.merchantId);
      const unit = 10n ** BigInt(money.minorUnits);
      const thresholdsMinor = config.thresholds.map((t) => BigInt(t) * unit);
      const from = new Date(now.getTime() - config.periodDays * dayMs);
      const turnoverMinor = await turnover(member.id, from, now);
      return {
        config,
        thresholdsMinor,
        turnoverMinor,
        earned: vipLevelOf(turnoverMinor, thresholdsMinor),
      };
    }

    /** The granted level (members.vip_level, read with the member) wins when it is higher. */
    const withGrant = (member: Member, earned: number) =>
      Math.max(earned, Math.min(6, Math.max(1, member.vipLevel)));

    // The turnover sum is three index reads; member/info is called on every page, so the earned
    // level is kept per member and forgotten when the member's money moves (a bet or payout).
    const earnedLevels = new TtlMap<number, number>(earnedLevelCacheMs);
    app.events.bus.subscribe('events', (ids) => ids.forEach((id) => earnedLevels.delete(id)));

    async function levelOf(member: Member, merchantCode: string): Promise<number> {
      if (member.type === memberTypes.trial) return 1;
      const earned = await earnedLevels.load(
        member.id,
        async () => (await earnedStatus(member, merchantCode, new Date())).earned,
      );
      return withGrant(member, earned ?? 1);
    }

    async function statusOf(member: Member, merchantCode: string, now = new Date()) {
      if (member.type === memberTypes.trial) return null;
      const { config, thresholdsMinor, turnoverMinor, earned } = await earnedStatus(
        member,
        merchantCode,
        now,
      );
      return {
        level: withGrant(member, earned),
        periodDays: config.periodDays,
        turnoverMinor,
        thresholdsMinor,
        config,
      };
    }

    app.decorate('vip', { statusOf, levelOf } satisfies VipService);

    registerCall(app, calls.memberVip, async (ctx) => {
      const { member } = requireAuth(ctx);
      const status = await statusOf(member, ctx.merchant.code);
      if (!status)
        throw new PlatformError(
          'REAL_ACCOUNT_REQUIRED',
          'A real account is needed for VIP levels.',
        );
      const money = await merchantMoney(app.db, member.merchantId);
      const japanese = String(ctx.request.headers.language ?? '').toUpperCase() === 'JA';
      const { level, thresholdsMinor, turnoverMinor, config } = status;
      const nextThreshold = level < 6 ? thresholdsMinor[level - 1] : undefined;
      return {
        currency: money.currency,
        level,
        periodDays: status.periodDays,
        turnover: money.toWire(turnoverMinor),
        next:
          nextThreshold === undefined
            ? null
            : {
                level: level + 1,
                threshold: money.toWire(nextThreshold),
                remaining: money.toWire(
                  nextThreshold > turnoverMinor ? nextThreshold - turnoverMinor : 0n,
                ),
              },
        levels: config.benefits.map((benefits, index) => ({
          level: index + 1,
          threshold: money.toWire(index === 0 ? 0n : (thresholdsMinor[index - 1] ?? 0n)),
          benefits: japanese ? benefits.ja : benefits.en,
        })),
      };
    });
  },
  { name: 'vip', dependencies: ['repos', 'errors', 'events'] },
);
