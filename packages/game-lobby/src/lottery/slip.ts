import type { LotteryPick, LotteryPlayType, LotterySelection } from '@lobbykit/api-contract';

/**
 * The bet slip's pure part: what a pick may be (from the play type's `pick` descriptor), what a
 * stake may be (the play type's limits, the merchant currency's decimals), the total, and the
 * request with its idempotency key. Amounts are bigint minor units, never floating point.
 */

/** The most bets one slip carries (the contract's `lotterySlipMaxBets`, kept zod-free here). */
export const slipMaxBets = 20;

/** Why a selection does not fit its play type's pick. */
export type PickIssue =
  | { kind: 'missing' }
  | { kind: 'outOfRange'; low: number; high: number }
  | { kind: 'tooFew'; min: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'repeated' }
  | { kind: 'side'; sides: readonly string[] };

const within = (n: number | undefined, low: number, high: number): n is number =>
  n !== undefined && Number.isInteger(n) && n >= low && n <= high;

/** Null when `selection` is a whole pick of `pick`; else why not. */
export function pickIssue(pick: LotteryPick, selection: LotterySelection): PickIssue | null {
  switch (pick.kind) {
    case 'position':
      if (selection.position === undefined || selection.number === undefined)
        return { kind: 'missing' };
      if (!within(selection.position, 1, pick.positions))
        return { kind: 'outOfRange', low: 1, high: pick.positions };
      return within(selection.number, pick.low, pick.high)
        ? null
        : { kind: 'outOfRange', low: pick.low, high: pick.high };
    case 'number':
      if (selection.number === undefined) return { kind: 'missing' };
      return within(selection.number, pick.low, pick.high)
        ? null
        : { kind: 'outOfRange', low: pick.low, high: pick.high };
    case 'numbers': {
      const numbers = selection.numbers ?? [];
      if (numbers.some((n) => !within(n, pick.low, pick.high)))
        return { kind: 'outOfRange', low: pick.low, high: pick.high };
      if (new Set(numbers).size !== numbers.length) return { kind: 'repeated' };
      if (numbers.length < pick.min) return { kind: 'tooFew', min: pick.min };
      if (numbers.length > pick.max) return { kind: 'tooMany', max: pick.max };
      return null;
    }
    case 'side':
      return selection.side && pick.sides.includes(selection.side)
        ? null
        : { kind: 'side', sides: pick.sides };
    default: {
      const never: never = pick;
      throw new Error(`unknown pick ${JSON.stringify(never)}`);
    }
  }
}

/** One selection in a stable form: what makes two slip lines the same bet. */
export function selectionKey(playType: string, selection: LotterySelection): string {
  const numbers = selection.numbers ? [...selection.numbers].sort((a, b) => a - b).join(',') : '';
  return [
    playType,
    selection.position ?? '',
    selection.number ?? '',
    numbers,
    selection.side ?? '',
  ].join('|');
}

/** The selection as the slip sends it: only the fields its pick uses, numbers in order. */
export function normalSelection(pick: LotteryPick, selection: LotterySelection): LotterySelection {
  switch (pick.kind) {
    case 'position':
      return { position: selection.position, number: selection.number };
    case 'number':
      return { number: selection.number };
    case 'numbers':
      return { numbers: [...(selection.numbers ?? [])].sort((a, b) => a - b) };
    case 'side':
      return { side: selection.side };
    default: {
      const never: never = pick;
      throw new Error(`unknown pick ${JSON.stringify(never)}`);
    }
  }
}

/**
 * A typed amount in minor units of a currency with `minorUnits` decimals, or null when it is not
 * an amount of that currency. Thousands separators and spaces are allowed ("1,000"), and a
 * full-width figure from a Japanese keyboard ("１０００") reads as its digits.
 */
export function toMinor(text: string, minorUnits: number): bigint | null {
  const plain = text
    .replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s,，]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return null;
  return (
    BigInt(match[1] ?? '0') * 10n ** BigInt(minorUnits) +
    BigInt(fraction.padEnd(minorUnits, '0') || '0')
  );
}

/** Minor units as the wire's decimal string with the currency's decimals ("12.50", "1500"). */
export function fromMinor(minor: bigint, minorUnits: number): string {
  if (minorUnits === 0) return minor.toString();
  const unit = 10n ** BigInt(minorUnits);
  return `${minor / unit}.${(minor % unit).toString().padStart(minorUnits, '0')}`;
}

/** Why a typed stake is refused beside its field. */
export type StakeIssue =
  | { kind: 'empty' }
  | { kind: 'notAmount' }
  | { kind: 'belowMin'; min: string }
  | { kind: 'aboveMax'; max: string };

/** Null when `stake` is within the play type's limits in the merchant's currency. */
export function stakeIssue(
  stake: string,
  playType: Pick<LotteryPlayType, 'minStake' | 'maxStake'>,
  minorUnits: number,
): StakeIssue | null {
  if (stake.trim() === '') return { kind: 'empty' };
  const amount = toMinor(stake, minorUnits);
  if (amount === null || amount === 0n) return { kind: 'notAmount' };
  const min = toMinor(playType.minStake, minorUnits);
  const max = toMinor(playType.maxStake, minorUnits);
  if (min !== null && amount < min) return { kind: 'belowMin', min: playType.minStake };
  if (max !== null && amount > max) return { kind: 'aboveMax', max: playType.maxStake };
  return null;
}

export interface SlipLine {
  /** `selectionKey` of the bet: one line per bet. */
  id: string;
  playType: string;
  selection: LotterySelection;
  /** As typed. */
  stake: string;
}

export interface Slip {
  lines: SlipLine[];
  /**
   * The key of the last placing of this very slip (its lines, stakes and draw): a second press
   * or a retry sends it again, so the platform answers the bets it took instead of staking twice.
   */
  attempt: { signature: string; key: string } | null;
}

export const emptySlip: Slip = { lines: [], attempt: null };

export type SlipAction =
  | { kind: 'toggle'; playType: string; selection: LotterySelection; stake: string }
  | { kind: 'add'; playType: string; selection: LotterySelection; stake: string }
  | { kind: 'remove'; id: string }
  | { kind: 'stake'; id: string; stake: string }
  | { kind: 'clear' }
  | { kind: 'attempt'; attempt: { signature: string; key: string } };

/** The slip after an action; adding past `slipMaxBets` lines leaves it as it was. */
export function slipReducer(slip: Slip, action: SlipAction): Slip {
  switch (action.kind) {
    case 'toggle':
    case 'add': {
      const id = selectionKey(action.playType, action.selection);
      if (slip.lines.some((line) => line.id === id)) {
        return action.kind === 'toggle'
          ? { ...slip, lines: slip.lines.filter((line) => line.id !== id) }
          : slip;
      }
      if (slip.lines.length >= slipMaxBets) return slip;
      const line = {
        id,
        playType: action.playType,
        selection: action.selection,
        stake: action.stake,
      };
      return { ...slip, lines: [...slip.lines, line] };
    }
    case 'remove':
      return { ...slip, lines: slip.lines.filter((line) => line.id !== action.id) };
    case 'stake':
      return {
        ...slip,
        lines: slip.lines.map((line) =>
          line.id === action.id ? { ...line, stake: action.stake } : line,
        ),
      };
    case 'clear':
      return emptySlip;
    case 'attempt':
      return { ...slip, attempt: action.attempt };
    default: {
      const never: never = action;
      throw new Error(`unknown slip action ${JSON.stringify(never)}`);
    }
  }
}

/** The sum of the slip's stakes that are amounts (minor units). */
export function slipTotal(lines: readonly SlipLine[], minorUnits: number): bigint {
  return lines.reduce((sum, line) => sum + (toMinor(line.stake, minorUnits) ?? 0n), 0n);
}

/** What one placing sends, apart from its key. */
export function slipSignature(
  gameCode: string,
  drawNumber: number,
  lines: readonly SlipLine[],
  minorUnits: number,
): string {
  const bets = lines.map((line) => [line.id, String(toMinor(line.stake, minorUnits))]);
  return JSON.stringify([gameCode, drawNumber, bets]);
}

/**
 * The idempotency key for placing this slip now: the last one when the slip, its stakes and its
 * draw are unchanged (a double press, a retry after a lost answer), else a new one. A changed
 * slip needs a new key, or the platform would refuse it as a conflict.
 */
export function attemptFor(slip: Pick<Slip, 'attempt'>, signature: string, newKey: () => string) {
  return slip.attempt?.signature === signature ? slip.attempt : { signature, key: newKey() };
}

export interface BetRequest {
  gameCode: string;
  drawNumber: number;
  bets: { playType: string; selection: LotterySelection; stake: string }[];
  idempotencyKey: string;
}

/** The `lotteryBet` request for the slip's lines, stakes in the currency's wire form. */
export function betRequest(
  gameCode: string,
  drawNumber: number,
  lines: readonly SlipLine[],
  minorUnits: number,
  idempotencyKey: string,
): BetRequest {
  return {
    gameCode,
    drawNumber,
    bets: lines.map((line) => ({
      playType: line.playType,
      selection: line.selection,
      stake: fromMinor(toMinor(line.stake, minorUnits) ?? 0n, minorUnits),
    })),
    idempotencyKey,
  };
}

/** A new slip key: random, so two tabs or two members never share one. */
export function newSlipKey(): string {
  return crypto.randomUUID();
}
