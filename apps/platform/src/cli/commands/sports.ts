import { userInfo } from 'node:os';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { sportKinds, sportsFixtures } from '../../db/schema/index';
import type { SportKind, SportsFixture } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { ensureFixtures, quotesAt, sportsSettlement, teamOf } from '../../modules/sports/index';
import type { SportsSettleReport } from '../../modules/sports/index';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

/** Issue 16 item 4: operators (and the end-to-end suite) look at and drive the demo sportsbook. */

const usage = [
  'sports fixtures <merchant> [--sport football|basketball|esports] [--limit N]',
  'sports settle <merchant>',
  'sports play <merchant> <fixtureId>...',
  'sports cancel <merchant> <fixtureId> [--reason "..."]',
].join('\n');

const idPattern = /^[1-9]\d{0,17}$/;

type Params =
  | { action: 'fixtures'; merchant: string; sport: SportKind | null; limit: number }
  | { action: 'settle'; merchant: string }
  | { action: 'play'; merchant: string; fixtureIds: string[] }
  | { action: 'cancel'; merchant: string; fixtureId: string; reason: string };

type Result =
  | { action: 'fixtures'; rows: Record<string, string>[] }
  | { action: 'settle'; merchant: string; report: SportsSettleReport }
  | { action: 'play'; merchant: string; report: SportsSettleReport; replayed: string[] }
  | { action: 'cancel'; fixtureId: string; report: SportsSettleReport; replayed: boolean };

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

function parse(args: string[]): Params {
  const [action, ...rest] = args;
  if (action === 'fixtures') {
    const { positional, options } = parseArgs(rest, { sport: 'string', limit: 'string' });
    const [merchant, extra] = positional;
    if (!merchant || extra !== undefined) throw new UsageError(usage);
    const sportText = options.sport?.[0];
    const sport = sportText === undefined ? null : sportKinds.find((s) => s === sportText);
    if (sport === undefined) {
      throw new UsageError(`--sport must be one of ${sportKinds.join(', ')}, not ${sportText}`);
    }
    const limitText = options.limit?.[0] ?? '20';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      throw new UsageError(`--limit must be a whole number from 1 to 500, not ${limitText}`);
    }
    return { action, merchant, sport, limit };
  }
  if (action === 'settle') {
    const { positional } = parseArgs(rest);
    const [merchant, extra] = positional;
    if (!merchant || extra !== undefined) throw new UsageError(usage);
    return { action, merchant };
  }
  if (action === 'play') {
    const { positional } = parseArgs(rest);
    const [merchant, ...fixtureIds] = positional;
    if (!merchant || fixtureIds.length === 0) throw new UsageError(usage);
    const bad = fixtureIds.find((id) => !idPattern.test(id));
    if (bad !== undefined) throw new UsageError(`${bad} is not a fixture id`);
    return { action, merchant, fixtureIds: [...new Set(fixtureIds)] };
  }
  if (action === 'cancel') {
    const { positional, options } = parseArgs(rest, { reason: 'string' });
    const [merchant, fixtureId, extra] = positional;
    if (!merchant || !fixtureId || extra !== undefined) throw new UsageError(usage);
    if (!idPattern.test(fixtureId)) throw new UsageError(`${fixtureId} is not a fixture id`);
    const reason = options.reason?.[0]?.trim() || `cancelled by operator:${userInfo().username}`;
    return { action, merchant, fixtureId, reason };
  }
  throw new UsageError(usage);
}

const price = (odds: number) => (odds / 100).toFixed(2);

function row(f: SportsFixture, now: Date): Record<string, string> {
  const odds =
    f.state === 'open'
      ? quotesAt(f, now)
          .map((q) => {
            const prices = q.selections.map((s) => price(s.odds)).join('/');
            return q.market === 'MATCH'
              ? `${q.market} ${prices}`
              : `${q.market} ${q.line / 10} ${prices}`;
          })
          .join('; ')
      : '';
  const shown = f.state === 'played' || f.state === 'cancelled';
  return {
    id: String(f.id),
    league: f.league,
    kickoff: f.kickoffAt.toISOString(),
    match: `${teamOf(f.homeTeam).name} v ${teamOf(f.awayTeam).name}`,
    state: f.state,
    score: f.homeScore === null ? '' : `${f.homeScore}-${f.awayScore}`,
    odds,
    seedHash: f.serverSeedHash,
    // The seed stays secret until full time (or for ever: cancelled, then shown).
    seed: shown ? f.serverSeed : '',
  };
}

/** The coming fixtures (made now if the job has not yet) and the latest results, in time order. */
async function fixtures(
  ctx: OperatorContext,
  merchantId: number,
  sport: SportKind | null,
  limit: number,
) {
  const now = new Date();
  await ensureFixtures(ctx.db, merchantId, now);
  const where = and(
    eq(sportsFixtures.merchantId, merchantId),
    sport === null ? sql`true` : eq(sportsFixtures.sport, sport),
  );
  const coming = await ctx.db
    .select()
    .from(sportsFixtures)
    .where(and(where, gte(sportsFixtures.endsAt, now)))
    .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id))
    .limit(limit);
  const past = await ctx.db
    .select()
    .from(sportsFixtures)
    .where(and(where, sql`${sportsFixtures.endsAt} < ${now.toISOString()}::timestamptz`))
    .orderBy(desc(sportsFixtures.kickoffAt), desc(sportsFixtures.id))
    .limit(limit);
  return [...past.reverse(), ...coming].map((f) => row(f, now));
}

export const sportsCommand = defineCommand<Params, Result>({
  name: 'sports',
  usage,
  summary:
    "The demo provider's sportsbook: list fixtures with odds and results, settle due fixtures now, play fixtures out before full time, cancel a fixture (its legs are void).",
  parse,
  run: async (ctx, params) => {
    const merchant = await merchantOrThrow(ctx, params.merchant);
    const settlement = sportsSettlement(ctx.db, ctx.ledger);
    switch (params.action) {
      case 'fixtures':
        return {
          action: 'fixtures',
          rows: await fixtures(ctx, merchant.id, params.sport, params.limit),
        };
      case 'settle':
        return {
          action: 'settle',
          merchant: params.merchant,
          report: await settlement.settleDue({ merchantId: merchant.id }),
        };
      case 'play': {
        const done = await settlement.playNow(merchant.id, params.fixtureIds.map(BigInt));
        return {
          action: 'play',
          merchant: params.merchant,
          report: done.report,
          replayed: done.replayed.map(String),
        };
      }
      case 'cancel': {
        const done = await settlement.cancelFixture(
          merchant.id,
          BigInt(params.fixtureId),
          params.reason,
        );
        return {
          action: 'cancel',
          fixtureId: params.fixtureId,
          report: done.report,
          replayed: done.replayed,
        };
      }
      default: {
        const never: never = params;
        return never;
      }
    }
  },
  format: (result) => {
    switch (result.action) {
      case 'fixtures':
        return table(result.rows);
      case 'settle': {
        const r = result.report;
        return `${result.merchant}: ${r.kickedOff} fixtures kicked off, ${r.played} played, ${r.settledBets} bets settled, ${r.voidedBets} refunded`;
      }
      case 'play': {
        const r = result.report;
        const again =
          result.replayed.length > 0 ? ` (${result.replayed.join(', ')} already played)` : '';
        return `${result.merchant}: ${r.played} fixtures played now${again}, ${r.settledBets} bets settled, ${r.voidedBets} refunded`;
      }
      case 'cancel':
        return `fixture ${result.fixtureId} ${result.replayed ? 'was already' : 'is now'} cancelled; ${result.report.settledBets} bets settled, ${result.report.voidedBets} refunded`;
      default: {
        const never: never = result;
        return never;
      }
    }
  },
});
