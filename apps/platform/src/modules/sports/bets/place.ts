import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { catalogueAmountMinor, fromMinorUnits } from '@lobbykit/api-contract';
import { isUniqueViolation } from '../../../db/errors';
import { rowsOf } from '../../../db/index';
import type { Database } from '../../../db/index';
import {
  MAIN_WALLET,
  sportsBetLegs,
  sportsBets,
  sportsFixtures,
  sportsMarkets,
  sportsSelections,
} from '../../../db/schema/index';
import type {
  SportsBet,
  SportsBetLeg,
  SportsFixture,
  SportsMarket,
  SportsSelection,
} from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import type { StakeGuard } from '../../responsible-gambling/limits';
import { walletBalance, walletOf } from '../../demo-games/rounds/wallet';
import { houseShardOf, isTrial } from '../../wallet/index';
import type { Ledger, LedgerMember } from '../../wallet/index';
import { checkedKey, fingerprintOf } from '../../wallet/transfers';
import { teamOf } from '../games/leagues';
import { quotesAt } from '../games/schedule';

/** The catalogue vendor of the demo sportsbook (§2.1 `/fbSports`): its wallet on multi-wallet merchants. */
export const sportsVendor = 'FB';
/** Singles per slip; legs per accumulator (at least 2). */
export const maxSlipPicks = 10;
/** Stake limits per bet, in the catalogue's reference minor units (1.00 to 500.00). */
export const minStakeReference = 100n;
export const maxStakeReference = 50_000n;

export interface SportsPick {
  fixtureId: bigint;
  market: unknown;
  selection: unknown;
  /** The line the member saw (tenths); HANDICAP and TOTAL only. */
  line?: number;
  /** The odds the member saw, in hundredths. */
  odds: number;
  /** A single's own stake (singles only). */
  stakeMinor?: bigint;
}

export interface SportsSlipRequest {
  member: LedgerMember;
  /** Singles: each pick its own bet with its own stake. Accumulator: one bet of every pick. */
  kind: 'singles' | 'accumulator';
  picks: readonly SportsPick[];
  /** The accumulator's stake. */
  stakeMinor?: bigint;
  /** Take a pick whose odds rose since the member saw them, at the new odds. */
  acceptBetterOdds?: boolean;
  idempotencyKey: string;
  guard?: StakeGuard;
  now?: Date;
}

export interface PlacedSportsBet {
  bet: SportsBet;
  legs: SportsBetLeg[];
}

export interface SportsSlipResult {
  bets: PlacedSportsBet[];
  balanceMinor: bigint;
  replayed: boolean;
}

function refuse(field: string, message: string): never {
  throw new PlatformError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
}

const odds = (hundredths: number) => (hundredths / 100).toFixed(2);

interface CheckedPick {
  fixtureId: bigint;
  market: SportsMarket;
  selection: SportsSelection;
  line: number | null;
  odds: number;
  stakeMinor: bigint;
}

/**
 * Places a slip (issue 16 item 4), all or nothing in ONE transaction: the picks' fixtures are
 * read FOR SHARE (so none kicks off or is played while the slip is placed, and a slip placed after
 * sees it), each checked open and before its kick-off; each pick's odds compared with the odds
 * now (a change refuses the slip with SPORTS_ODDS_CHANGED naming the leg and the new odds, unless
 * the slip accepts better odds and they rose); the total stake passes the responsible-gambling
 * guard; each bet's stake is HELD by a pending transfer (member wallet → game_house, kind bet,
 * keyed `sports-bet:<id>:hold`). A retry with the same key answers the same bets; the same key
 * with another slip is refused.
 */
export async function placeSportsBets(
  db: Database,
  ledger: Ledger,
  request: SportsSlipRequest,
): Promise<SportsSlipResult> {
  const { member } = request;
  const now = request.now ?? new Date();
  // §6: betting needs a real account; trial money has no sportsbook.
  if (isTrial(member))
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed.');
  const key = checkedKey(request.idempotencyKey);
  const { kind, picks: raw } = request;
  if (kind !== 'singles' && kind !== 'accumulator') refuse('kind', 'singles or accumulator');
  const least = kind === 'accumulator' ? 2 : 1;
  if (raw.length < least || raw.length > maxSlipPicks) {
    refuse('picks', `A slip of ${kind} holds ${least} to ${maxSlipPicks} picks.`);
  }
  const settings = await ledger.settings(member.merchantId);
  const min = catalogueAmountMinor(minStakeReference, settings.minorUnits);
  const max = catalogueAmountMinor(maxStakeReference, settings.minorUnits);
  const checkStake = (stake: unknown, field: string): bigint => {
    if (typeof stake !== 'bigint' || stake < min || stake > max) {
      const amount = (m: bigint) => fromMinorUnits(m, settings.minorUnits);
      refuse(field, `Stake ${amount(min)} to ${amount(max)} per bet.`);
    }
    return stake;
  };
  const picks: CheckedPick[] = raw.map((p, i) => {
    const market = p.market as SportsMarket;
    if (!sportsMarkets.includes(market)) refuse(`picks.${i}.market`, 'unknown market');
    const selection = p.selection as SportsSelection;
    const allowed: readonly SportsSelection[] =
      market === 'TOTAL'
        ? ['over', 'under']
        : market === 'MATCH'
          ? ['home', 'draw', 'away']
          : ['home', 'away'];
    if (!sportsSelections.includes(selection) || !allowed.includes(selection)) {
      refuse(`picks.${i}.selection`, `one of ${allowed.join(', ')}`);
    }
    if (typeof p.fixtureId !== 'bigint' || p.fixtureId < 1n)
      refuse(`picks.${i}.fixtureId`, 'a fixture id');
    if (!Number.isInteger(p.odds) || p.odds <= 100)
      refuse(`picks.${i}.odds`, 'odds in hundredths above 100');
    const line = market === 'MATCH' ? null : p.line;
    if (line !== null && (!Number.isInteger(line) || line === undefined)) {
      refuse(`picks.${i}.line`, 'the line the odds were for');
    }
    return {
      fixtureId: p.fixtureId,
      market,
      selection,
      line: line ?? null,
      odds: p.odds,
      stakeMinor: kind === 'singles' ? checkStake(p.stakeMinor, `picks.${i}.stake`) : 0n,
    };
  });
  const accaStake = kind === 'accumulator' ? checkStake(request.stakeMinor, 'stake') : 0n;
  if (kind === 'accumulator') {
    const fixtures = new Set(picks.map((p) => p.fixtureId));
    if (fixtures.size !== picks.length) {
      refuse('picks', 'An accumulator takes at most one leg per fixture.');
    }
  }
  const slipFingerprint = fingerprintOf({
    kind,
    stake: String(accaStake),
    acceptBetterOdds: String(Boolean(request.acceptBetterOdds)),
    picks: JSON.stringify(
      picks.map((p) => ({
        ...p,
        fixtureId: String(p.fixtureId),
        stakeMinor: String(p.stakeMinor),
      })),
    ),
  });

  const legsOf = async (tx: Database, bets: SportsBet[]): Promise<PlacedSportsBet[]> => {
    if (bets.length === 0) return [];
    const legs = await tx
      .select()
      .from(sportsBetLegs)
      .where(
        inArray(
          sportsBetLegs.betId,
          bets.map((b) => b.id),
        ),
      )
      .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legIndex));
    return bets.map((bet) => ({ bet, legs: legs.filter((l) => l.betId === bet.id) }));
  };
  const earlier = async (): Promise<SportsSlipResult | null> => {
    const rows = await db
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.memberId, member.id), eq(sportsBets.slipKey, key)))
      .orderBy(asc(sportsBets.slipIndex));
    const first = rows[0];
    if (!first) return null;
    if (first.slipFingerprint !== slipFingerprint) {
      throw new PlatformError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different slip.',
        { fields: [{ field: 'idempotencyKey', message: 'already used' }] },
      );
    }
    const wallet = (await walletOf(ledger, member, sportsVendor)) ?? MAIN_WALLET;
    return {
      bets: await legsOf(db, rows),
      balanceMinor: await walletBalance(ledger, member, wallet),
      replayed: true,
    };
  };
  const replay = await earlier();
  if (replay) return replay;

  try {
    return await ledger.transaction(async (tx) => {
      const ids = [...new Set(picks.map((p) => p.fixtureId))];
      const fixtures = await tx
        .select()
        .from(sportsFixtures)
        .where(
          and(inArray(sportsFixtures.id, ids), eq(sportsFixtures.merchantId, member.merchantId)),
        )
        .orderBy(asc(sportsFixtures.id))
        .for('share');
      const legs = picks.map((pick, i) => {
        const fixture = fixtures.find((f) => f.id === pick.fixtureId);
        if (!fixture) {
          throw new PlatformError('NOT_FOUND', 'There is no such fixture.', {
            fields: [{ field: `picks.${i}.fixtureId`, message: 'no such fixture' }],
          });
        }
        return {
          pick,
          fixture,
          odds: currentOdds(pick, i, fixture, now, request.acceptBetterOdds),
        };
      });
      const bets =
        kind === 'singles'
          ? legs.map((leg) => ({
              kind: 'single' as const,
              stakeMinor: leg.pick.stakeMinor,
              legs: [leg],
            }))
          : [{ kind: 'accumulator' as const, stakeMinor: accaStake, legs }];
      const total = bets.reduce((sum, b) => sum + b.stakeMinor, 0n);
      // The member's stakes take turns in the guard (a loss limit: responsible-gambling/limits.ts).
      if (request.guard) await request.guard(tx, total);
      const txLedger = ledger.within(tx);
      const wallet = (await walletOf(txLedger, member, sportsVendor)) ?? MAIN_WALLET;
      const placed: SportsBet[] = [];
      for (const [slipIndex, bet] of bets.entries()) {
        const [next] = rowsOf<{ id: string }>(
          await tx.execute(
            sql`select nextval(pg_get_serial_sequence('sports_bets', 'id'))::text as id`,
          ),
        );
        if (!next) throw new Error('no sports bet id');
        const id = BigInt(next.id);
        const hold = await txLedger.createPendingTransfer({
          merchantId: member.merchantId,
          currency: settings.currency,
          from: { member, wallet },
          to: { house: 'game_house', shard: houseShardOf(member) },
          amountMinor: bet.stakeMinor,
          kind: 'bet',
          reference: `sports-bet:${id}`,
          reason: bet.kind,
          actor: `member:${member.id}`,
          idempotencyKey: `sports-bet:${id}:hold`,
        });
        const [row] = await tx
          .insert(sportsBets)
          .values({
            id,
            merchantId: member.merchantId,
            memberId: member.id,
            slipKey: key,
            slipIndex,
            slipFingerprint,
            kind: bet.kind,
            currency: settings.currency,
            wallet,
            stakeMinor: bet.stakeMinor,
            pendingTransferId: hold.pendingId,
          })
          .returning();
        if (!row) throw new Error('sports bet insert returned nothing');
        await tx.insert(sportsBetLegs).values(
          bet.legs.map((leg, legIndex) => ({
            betId: id,
            legIndex,
            fixtureId: leg.fixture.id,
            market: leg.pick.market,
            selection: leg.pick.selection,
            line: leg.pick.line ?? 0,
            odds: leg.odds,
          })),
        );
        placed.push(row);
      }
      return {
        bets: await legsOf(tx, placed),
        balanceMinor: await walletBalance(txLedger, member, wallet),
        replayed: false,
      };
    });
  } catch (error) {
    // A twin slip with the same key committed first: answer it. Its holds may also have left too
    // little money for this copy's, so INSUFFICIENT_FUNDS looks for the twin too.
    if (
      isUniqueViolation(error) ||
      (error instanceof PlatformError && error.code === 'INSUFFICIENT_FUNDS')
    ) {
      const twin = await earlier();
      if (twin) return twin;
    }
    throw error;
  }
}

/**
 * The odds a pick is placed at: the fixture must take bets (open, before kick-off), the market's
 * line be the one the member saw, and the odds be the same now, or higher with acceptBetterOdds.
 */
function currentOdds(
  pick: CheckedPick,
  i: number,
  fixture: SportsFixture,
  now: Date,
  acceptBetterOdds: boolean | undefined,
): number {
  const match = `${teamOf(fixture.homeTeam).name} v ${teamOf(fixture.awayTeam).name}`;
  if (fixture.state !== 'open' || now >= fixture.kickoffAt) {
    // Issue 16 item 4: betting closes at kick-off.
    const message = `Betting on ${match} closed at kick-off (leg ${i + 1}).`;
    throw new PlatformError('SPORTS_BETTING_CLOSED', message, {
      fields: [
        {
          field: `picks.${i}.fixtureId`,
          message: `fixture is ${fixture.state === 'open' ? 'kicking off' : fixture.state}`,
        },
      ],
    });
  }
  const quote = quotesAt(fixture, now).find((q) => q.market === pick.market);
  const selection = quote?.selections.find((s) => s.selection === pick.selection);
  if (!quote || !selection)
    refuse(`picks.${i}.selection`, `${match} has no ${pick.market} ${pick.selection}`);
  if (pick.line !== null && pick.line !== quote.line) {
    refuse(`picks.${i}.line`, `the line of ${match} is ${quote.line / 10}`);
  }
  if (selection.odds === pick.odds) return pick.odds;
  if (acceptBetterOdds && selection.odds > pick.odds) return selection.odds;
  const message = `The odds of leg ${i + 1} (${match}, ${pick.market} ${pick.selection}) changed from ${odds(pick.odds)} to ${odds(selection.odds)}.`;
  throw new PlatformError('SPORTS_ODDS_CHANGED', message, {
    fields: [{ field: `picks.${i}.odds`, message: `now ${odds(selection.odds)}` }],
  });
}
