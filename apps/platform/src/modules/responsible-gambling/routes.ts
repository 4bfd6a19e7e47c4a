import fp from 'fastify-plugin';
import { and, eq, gte, sql } from 'drizzle-orm';
import { calls } from '@lobbykit/api-contract';
import type {
  Exclusion,
  ExclusionKind,
  ExclusionPeriod,
  GamblingLimit,
  LimitKind,
  LimitPeriod,
  PlayTime,
  RealityCheckInterval,
} from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { gameRounds } from '../../db/schema/index';
import type { ExclusionRow, GamblingLimitRow, Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import { checkSecret, realMember } from '../security/routes';
import { endOf, kindOf } from './exclusion';
import { merchantMoney } from '../wallet/money';
import type { MerchantMoney } from '../wallet/money';
import { personOf, sessionEndsAt, sessionLimitAt } from './repository';

function exclusionOf(row: ExclusionRow): Exclusion {
  return {
    kind: row.kind as ExclusionKind,
    period: row.period as ExclusionPeriod,
    since: row.createdAt.toISOString(),
    until: row.until.toISOString(),
  };
}

function limitOf(row: GamblingLimitRow, money: MerchantMoney): GamblingLimit {
  const wire = (minor: bigint | null) => (minor === null ? null : money.toWire(minor));
  return {
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    amount: wire(row.amountMinor),
    pending: row.pendingFrom
      ? { amount: wire(row.pendingAmountMinor), from: row.pendingFrom.toISOString() }
      : null,
  };
}

function playTimeOf(member: Member, now = new Date()): PlayTime {
  const limit = sessionLimitAt(member, now);
  return {
    realityCheckMinutes: member.realityCheckMinutes as RealityCheckInterval | null,
    sessionLimitMinutes: limit.value,
    sessionLimitPending: limit.pendingFrom
      ? { minutes: limit.pending, from: limit.pendingFrom.toISOString() }
      : null,
  };
}

async function responsibleGamblingCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  registerCall(app, calls.memberResponsibleGambling, async (ctx) => {
    const member = realMember(ctx);
    const [row, limits, money] = await Promise.all([
      repos.responsibleGambling.inForce(personOf(member)),
      repos.responsibleGambling.limitsOf(member.id),
      merchantMoney(app.db, member.merchantId),
    ]);
    return {
      exclusion: row ? exclusionOf(row) : null,
      // A limit removed and no longer pending says nothing.
      limits: limits
        .filter((limit) => limit.amountMinor !== null || limit.pendingFrom !== null)
        .map((limit) => limitOf(limit, money)),
      playTime: playTimeOf(member),
    };
  });

  registerCall(app, calls.memberPlayTimeSet, async (ctx) => {
    const member = realMember(ctx);
    const updated = await repos.responsibleGambling.setPlayTime(member.id, ctx.input);
    return playTimeOf(updated);
  });

  // The reality check (issue 14 item 9): sums the member's real-money rounds since this login
  // began; the (member, created_at) index keeps it a range scan.
  registerCall(app, calls.memberPlaySessionSummary, async (ctx) => {
    const member = realMember(ctx);
    const since = requireAuth(ctx).session.createdAt;
    const [totals, money] = await Promise.all([
      app.db
        .select({
          rounds: sql<number>`count(*)::int`,
          stakes: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
          net: sql<string>`coalesce(sum(${gameRounds.payoutMinor} - ${gameRounds.betMinor}), 0)::text`,
        })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.memberId, member.id),
            eq(gameRounds.playMode, 'real'),
            gte(gameRounds.createdAt, since),
          ),
        ),
      merchantMoney(app.db, member.merchantId),
    ]);
    const row = totals[0] ?? { rounds: 0, stakes: '0', net: '0' };
    return {
      since: since.toISOString(),
      rounds: Number(row.rounds),
      stakes: money.toWire(BigInt(row.stakes)),
      net: money.toWire(BigInt(row.net)),
      realityCheckMinutes: member.realityCheckMinutes as RealityCheckInterval | null,
      endsAt: sessionEndsAt(member, since, new Date())?.toISOString() ?? null,
    };
  });

  registerCall(app, calls.memberLimitSet, async (ctx) => {
    const member = realMember(ctx);
    const { kind, period, amount } = ctx.input;
    const money = await merchantMoney(app.db, member.merchantId);
    const row = await repos.responsibleGambling.setLimit(
      { memberId: member.id, kind, period },
      amount === null ? null : money.fromWire(amount, 'amount'),
    );
    return limitOf(row, money);
  });

  registerCall(app, calls.memberExclude, async (ctx) => {
    const member = realMember(ctx);
    const { period, password } = ctx.input;
    await checkSecret(
      app,
      `password:${member.id}`,
      member.passwordHash,
      password,
      () =>
        new PlatformError('OLD_PASSWORD_WRONG', 'The password is not right.', {
          fields: [{ field: 'password', message: 'in_incorrect_password' }],
        }),
    );
    // The player's protection (the UK Gambling Commission's rule): a time-out or self-exclusion
    // can be neither shortened nor lifted by the member. A new one is only ever added; what is
    // in force is the latest end among them, so a longer one extends and a shorter one changes
    // nothing. Nothing here or anywhere else updates or deletes an exclusion row.
    const now = new Date();
    const taken = await repos.responsibleGambling.exclude(member, {
      kind: kindOf(period),
      period,
      until: endOf(period, now),
    });
    // Logged out at once, everywhere: this member and the same person's members on other brands.
    for (const id of await repos.responsibleGambling.samePerson(member)) {
      await repos.sessions.revokeAllOfMember(id, 'self-excluded');
    }
    const longest = await repos.responsibleGambling.inForce(personOf(member), now);
    return exclusionOf(longest ?? taken);
  });
}

export const responsibleGamblingRoutes = fp(responsibleGamblingCalls, {
  name: 'responsible-gambling-routes',
  dependencies: ['database', 'repos', 'errors'],
});
