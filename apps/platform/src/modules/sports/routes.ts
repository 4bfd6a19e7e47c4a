import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { calls, catalogueAmountMinor } from '@lobbykit/api-contract';
import type {
  SportsBet as WireBet,
  SportsFixture as WireFixture,
  SportsMarketQuote,
} from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sportsFixtures } from '../../db/schema/index';
import type { SportsBet, SportsBetLeg, SportsFixture } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { languageOf } from '../catalogue/index';
import type { Language } from '../catalogue/index';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { lossLimitGuard } from '../responsible-gambling/limits';
import { personOf } from '../responsible-gambling/repository';
import { realMember } from '../security/routes';
import { merchantMoney, toLedgerMember } from '../wallet/index';
import type { MerchantMoney } from '../wallet/index';
import { maxSlipPicks, maxStakeReference, minStakeReference, placeSportsBets } from './bets/place';
import { ensureFixtures } from './fixtures/create';
import { leagues, teamOf } from './games/leagues';
import { oddsUntil, quotesAt } from './games/schedule';
import { sportsAvailabilityOf } from './availability';
import { memberSportsBets, withLegs } from './reads';

/** Played fixtures stay on the board this long, so a member sees how the match ended. */
const resultsShownMs = 15 * 60_000;

/** Hundredths → the wire's odds, "1.95". */
function oddsText(hundredths: bigint | number): string {
  const h = BigInt(hundredths);
  return `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
}

/** The wire's "1.95" → hundredths (the contract's pattern guarantees two decimals). */
function hundredthsOf(odds: string): number {
  const [whole = '0', cents = '0'] = odds.split('.');
  return Number(whole) * 100 + Number(cents);
}

/** A line in tenths (−15) → the wire's −1.5; MATCH has none. */
const wireLine = (market: string, tenths: number) => (market === 'MATCH' ? null : tenths / 10);

function team(code: string, language: Language) {
  const t = teamOf(code);
  return { code: t.code, name: language === 'JA' ? t.nameJa : t.name };
}

const score = (f: SportsFixture) =>
  f.homeScore === null || f.awayScore === null ? null : { home: f.homeScore, away: f.awayScore };

/**
 * The state a member sees: an open fixture past its kick-off takes no bet (placeSportsBets
 * refuses it) even before the job marks it live, so it is shown live, without markets.
 */
function shownState(f: SportsFixture, now: Date): WireFixture['state'] {
  return f.state === 'open' && now >= f.kickoffAt ? 'live' : f.state;
}

/**
 * The odds now while the fixture is open, its closing odds (those quoted at kick-off) after: a
 * fixture keeps its markets on the board, shown closed, so its row keeps its height when the
 * match kicks off instead of shrinking under a player's finger (issue 17 item 3). A bet on it is
 * refused by its state and kick-off (bets/place.ts), never by these odds.
 */
function wireMarkets(f: SportsFixture, now: Date): SportsMarketQuote[] {
  const at = now < f.kickoffAt ? now : f.kickoffAt;
  return quotesAt(f, at).map((q) => ({
    market: q.market,
    line: wireLine(q.market, q.line),
    selections: q.selections.map((s) => ({ selection: s.selection, odds: oddsText(s.odds) })),
  }));
}

function wireFixture(f: SportsFixture, now: Date, language: Language): WireFixture {
  const state = shownState(f, now);
  return {
    fixtureId: String(f.id),
    sport: f.sport,
    league: f.league,
    kickoffAt: f.kickoffAt.toISOString(),
    endsAt: f.endsAt.toISOString(),
    home: team(f.homeTeam, language),
    away: team(f.awayTeam, language),
    state,
    score: score(f),
    serverSeedHash: f.serverSeedHash,
    markets: wireMarkets(f, now),
  };
}

function wireBet(
  row: { bet: SportsBet; legs: { leg: SportsBetLeg; fixture: SportsFixture }[] },
  language: Language,
  money: MerchantMoney,
): WireBet {
  const { bet, legs } = row;
  // The legs' odds multiplied (a void leg counts 1.00), and what that pays, rounded down as paid.
  const legOdds = legs.map((l) => (l.leg.result === 'void' ? 100n : BigInt(l.leg.odds)));
  const scale = 100n ** BigInt(Math.max(0, legOdds.length - 1));
  const product = legOdds.reduce((acc, o) => acc * o, 1n);
  const potentialMinor = (bet.stakeMinor * product) / (scale * 100n);
  return {
    betId: String(bet.id),
    kind: bet.kind,
    stake: money.toWire(bet.stakeMinor),
    odds: oddsText(product / scale),
    potentialReturn: money.toWire(potentialMinor),
    state: bet.state,
    // A void bet's hold was released: it "paid" its stake back.
    payout:
      bet.state === 'open'
        ? null
        : money.toWire(bet.state === 'void' ? bet.stakeMinor : bet.payoutMinor),
    legs: legs.map(({ leg, fixture }) => ({
      fixtureId: String(fixture.id),
      sport: fixture.sport,
      league: fixture.league,
      kickoffAt: fixture.kickoffAt.toISOString(),
      home: team(fixture.homeTeam, language),
      away: team(fixture.awayTeam, language),
      market: leg.market,
      selection: leg.selection,
      line: wireLine(leg.market, leg.line),
      odds: oddsText(leg.odds),
      result: leg.result,
      fixtureState: fixture.state,
      score: score(fixture),
    })),
    placedAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}

/**
 * The sports calls (issue 16 item 4, §2.1 /fbSports) over the engine: the board of fixtures with
 * odds now (public), a slip (a real account), and my bets.
 */
async function sportsCalls(app: FastifyInstance) {
  const availability = sportsAvailabilityOf(app.db);
  registerCall(app, calls.sportsFixtures, async (ctx) => {
    await availability.require(ctx.merchant.id);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { sport, league } = ctx.input;
    if (league !== undefined && !leagues.some((l) => l.code === league)) {
      throw new PlatformError('NOT_FOUND', 'There is no such league.', {
        fields: [{ field: 'league', message: 'not a league of this sportsbook' }],
      });
    }
    const shown = leagues.filter(
      (l) =>
        (sport === undefined || l.sport === sport) && (league === undefined || l.code === league),
    );
    const now = new Date();
    // The job makes fixtures ahead; a page may ask before its first run (or with the job off).
    await ensureFixtures(app.db, ctx.merchant.id, now);
    const rows =
      shown.length === 0
        ? []
        : await app.db
            .select()
            .from(sportsFixtures)
            .where(
              and(
                eq(sportsFixtures.merchantId, ctx.merchant.id),
                inArray(
                  sportsFixtures.league,
                  shown.map((l) => l.code),
                ),
                // Whatever its state: a fixture the job has not yet played out long after its
                // end (the platform was down, or the job off) is not shown "in play" for an hour
                // and then dropped at once when the job catches up, which moved a whole league
                // of rows up under a player's finger (issue 17 item 3).
                gte(sportsFixtures.endsAt, new Date(now.getTime() - resultsShownMs)),
              ),
            )
            .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
    return {
      leagues: shown.map((l) => ({
        code: l.code,
        sport: l.sport,
        name: language === 'JA' ? l.nameJa : l.name,
      })),
      fixtures: rows.map((f) => wireFixture(f, now, language)),
      minStake: money.toWire(catalogueAmountMinor(minStakeReference, money.minorUnits)),
      maxStake: money.toWire(catalogueAmountMinor(maxStakeReference, money.minorUnits)),
      maxPicks: maxSlipPicks,
      oddsUntil: oddsUntil(now).toISOString(),
      serverTime: now.toISOString(),
    };
  });

  registerCall(app, calls.sportsBet, async (ctx) => {
    const member = realMember(ctx);
    await availability.require(ctx.merchant.id);
    const language = languageOf({}, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { input } = ctx;
    const picks = input.picks.map((p, i) => ({
      fixtureId: BigInt(p.fixtureId),
      market: p.market,
      selection: p.selection,
      line: p.line === undefined ? undefined : Math.round(p.line * 10),
      odds: hundredthsOf(p.odds),
      stakeMinor: p.stake === undefined ? undefined : money.fromWire(p.stake, `picks.${i}.stake`),
    }));
    const stakeMinor = input.stake === undefined ? undefined : money.fromWire(input.stake, 'stake');
    await refuseExcluded(app, personOf(member));
    const slip = await placeSportsBets(app.db, app.ledger, {
      member: toLedgerMember(member),
      kind: input.kind,
      picks,
      stakeMinor,
      acceptBetterOdds: input.acceptBetterOdds,
      idempotencyKey: input.idempotencyKey,
      guard: lossLimitGuard(member.id),
    });
    const rows = await withLegs(
      app.db,
      slip.bets.map((b) => b.bet),
    );
    return {
      bets: rows.map((row) => wireBet(row, language, money)),
      balance: money.toWire(slip.balanceMinor),
      replayed: slip.replayed,
    };
  });

  registerCall(app, calls.sportsMyBets, async (ctx) => {
    const member = realMember(ctx);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { pageSize, cursor } = ctx.input;
    const rows = await memberSportsBets(app.db, member.id, ctx.input.state, {
      limit: pageSize + 1,
      beforeId: cursor === undefined ? undefined : BigInt(cursor),
    });
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      bets: page.map((row) => wireBet(row, language, money)),
      next: rows.length > pageSize && last ? String(last.bet.id) : null,
    };
  });
}

export const sportsRoutes = fp(sportsCalls, {
  name: 'sports-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors'],
});
