import type {
  SportsBoard,
  SportsMarket,
  SportsSelection,
  RequestOf,
  calls,
} from '@lobbykit/api-contract';
import { fromMinor, toMinor } from '../lottery/slip';

/**
 * The sports bet slip's pure part: the picks (one per fixture, so an accumulator is always
 * possible), singles or accumulator, the stakes, what a slip returns, how the odds on the slip
 * compare with the odds now, and the request with its idempotency key. Amounts are bigint minor
 * units and odds bigint hundredths, never floating point.
 */

export type SlipMode = 'singles' | 'accumulator';

export interface SlipPick {
  fixtureId: string;
  market: SportsMarket;
  selection: SportsSelection;
  line: number | null;
  /** The odds the member took (as on the wire, "1.95"). */
  odds: string;
  /** A single's stake, as typed. */
  stake: string;
  /** For the slip's line while the fixture is no longer on the board. */
  home: string;
  away: string;
}

export interface Slip {
  mode: SlipMode;
  picks: SlipPick[];
  /** The accumulator's stake, as typed. */
  stake: string;
  /** Take a pick whose odds rose at the new odds without asking (`acceptBetterOdds`). */
  acceptBetter: boolean;
  /** The key of the last placing of this very slip: a retry sends it again (nothing twice). */
  attempt: { signature: string; key: string } | null;
}

export const emptySlip: Slip = {
  mode: 'singles',
  picks: [],
  stake: '',
  acceptBetter: false,
  attempt: null,
};

/** The contract's `sportsSlipMaxPicks`, kept zod-free here. */
export const slipMaxPicks = 10;

export type SlipAction =
  | { kind: 'toggle'; pick: SlipPick }
  | { kind: 'remove'; fixtureId: string }
  | { kind: 'stake'; fixtureId: string; stake: string }
  | { kind: 'accumulatorStake'; stake: string }
  | { kind: 'mode'; mode: SlipMode }
  | { kind: 'acceptBetter'; value: boolean }
  /** Take the odds now for every pick whose odds moved (`oddsNow`). */
  | { kind: 'acceptOdds'; odds: ReadonlyMap<string, string> }
  | { kind: 'clear' }
  | { kind: 'attempt'; attempt: { signature: string; key: string } };

export const selectionId = (p: Pick<SlipPick, 'fixtureId' | 'market' | 'selection'>) =>
  `${p.fixtureId}|${p.market}|${p.selection}`;

/**
 * The slip after an action. A pick on a fixture already on the slip replaces that fixture's pick
 * (the same pick again takes it off); adding past `slipMaxPicks` leaves the slip as it was.
 */
export function slipReducer(slip: Slip, action: SlipAction): Slip {
  switch (action.kind) {
    case 'toggle': {
      const { pick } = action;
      const present = slip.picks.find((p) => p.fixtureId === pick.fixtureId);
      if (present && selectionId(present) === selectionId(pick)) {
        return { ...slip, picks: slip.picks.filter((p) => p !== present) };
      }
      if (present) {
        return {
          ...slip,
          picks: slip.picks.map((p) => (p === present ? { ...pick, stake: present.stake } : p)),
        };
      }
      if (slip.picks.length >= slipMaxPicks) return slip;
      return { ...slip, picks: [...slip.picks, pick] };
    }
    case 'remove':
      return { ...slip, picks: slip.picks.filter((p) => p.fixtureId !== action.fixtureId) };
    case 'stake':
      return {
        ...slip,
        picks: slip.picks.map((p) =>
          p.fixtureId === action.fixtureId ? { ...p, stake: action.stake } : p,
        ),
      };
    case 'accumulatorStake':
      return { ...slip, stake: action.stake };
    case 'mode':
      // The accumulator's stake starts as the first single's (the minimum stake when picked).
      return { ...slip, mode: action.mode, stake: slip.stake || (slip.picks[0]?.stake ?? '') };
    case 'acceptBetter':
      return { ...slip, acceptBetter: action.value };
    case 'acceptOdds':
      return {
        ...slip,
        picks: slip.picks.map((p) => {
          const now = action.odds.get(selectionId(p));
          return now === undefined ? p : { ...p, odds: now };
        }),
      };
    case 'clear':
      return { ...emptySlip, mode: slip.mode, acceptBetter: slip.acceptBetter };
    case 'attempt':
      return { ...slip, attempt: action.attempt };
    default: {
      const never: never = action;
      throw new Error(`unknown slip action ${JSON.stringify(never)}`);
    }
  }
}

/** An accumulator needs two picks: with fewer, the slip places singles. */
export const modeOf = (slip: Slip): SlipMode =>
  slip.mode === 'accumulator' && slip.picks.length >= 2 ? 'accumulator' : 'singles';

/** "1.95" → 195n. */
export const hundredths = (odds: string): bigint => toMinor(odds, 2) ?? 0n;

/** The odds of several legs multiplied, in hundredths, rounded down ("3.80" × "1.50" → 570n). */
export function combinedOdds(odds: readonly string[]): bigint {
  const product = odds.reduce((acc, o) => acc * hundredths(o), 1n);
  return product / 100n ** BigInt(Math.max(0, odds.length - 1));
}

/** What a stake returns if every leg wins, stake included, rounded down as the platform pays. */
export function potentialReturn(stakeMinor: bigint, odds: readonly string[]): bigint {
  const product = odds.reduce((acc, o) => acc * hundredths(o), 1n);
  return (stakeMinor * product) / 100n ** BigInt(odds.length);
}

/** Hundredths as odds text: 570n → "5.70". */
export const oddsText = (h: bigint) => fromMinor(h, 2);

/** How a pick on the slip stands against the board now. */
export type PickStatus =
  | { kind: 'same' }
  | { kind: 'changed'; now: string; up: boolean }
  /** Kicked off, played or cancelled, or gone from the board: no bet can be placed on it. */
  | { kind: 'closed' };

/** Each pick's odds now, from the board (the fixture's market as quoted). */
export function pickStatus(board: SportsBoard | undefined, pick: SlipPick): PickStatus {
  if (!board) return { kind: 'same' };
  const fixture = board.fixtures.find((f) => f.fixtureId === pick.fixtureId);
  if (fixture?.state !== 'open') return { kind: 'closed' };
  const market = fixture.markets.find((m) => m.market === pick.market);
  const now = market?.selections.find((s) => s.selection === pick.selection)?.odds;
  if (!market || now === undefined || market.line !== pick.line) return { kind: 'closed' };
  if (now === pick.odds) return { kind: 'same' };
  return { kind: 'changed', now, up: hundredths(now) > hundredths(pick.odds) };
}

/** The odds now of every pick whose odds moved (what "Accept new odds" takes). */
export function movedOdds(board: SportsBoard | undefined, picks: readonly SlipPick[]) {
  const moved = new Map<string, string>();
  for (const pick of picks) {
    const status = pickStatus(board, pick);
    if (status.kind === 'changed') moved.set(selectionId(pick), status.now);
  }
  return moved;
}

export type BetRequest = RequestOf<typeof calls.sportsBet>;

const wireStake = (text: string, minorUnits: number) =>
  fromMinor(toMinor(text, minorUnits) ?? 0n, minorUnits);

/** The `sportsBet` request for the slip, stakes in the currency's wire form. */
export function betRequest(slip: Slip, minorUnits: number, idempotencyKey: string): BetRequest {
  const mode = modeOf(slip);
  return {
    kind: mode,
    picks: slip.picks.map((p) => ({
      fixtureId: p.fixtureId,
      market: p.market,
      selection: p.selection,
      ...(p.line === null ? {} : { line: p.line }),
      odds: p.odds,
      ...(mode === 'singles' ? { stake: wireStake(p.stake, minorUnits) } : {}),
    })),
    ...(mode === 'accumulator' ? { stake: wireStake(slip.stake, minorUnits) } : {}),
    acceptBetterOdds: slip.acceptBetter,
    idempotencyKey,
  };
}

/** What one placing sends, apart from its key: a changed slip needs a new key. */
export function slipSignature(slip: Slip, minorUnits: number): string {
  return JSON.stringify(betRequest(slip, minorUnits, ''));
}
