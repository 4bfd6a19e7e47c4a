import { describe, expect, it } from 'vitest';
import type { LotteryPick } from '@lobbykit/api-contract';
import {
  attemptFor,
  betRequest,
  emptySlip,
  pickIssue,
  slipMaxBets,
  slipReducer,
  slipSignature,
  slipTotal,
  stakeIssue,
  toMinor,
} from './slip';
import type { Slip, SlipAction } from './slip';

const position: LotteryPick = { kind: 'position', positions: 3, low: 0, high: 9 };
const twoDigits: LotteryPick = { kind: 'number', low: 0, high: 99 };
const keno: LotteryPick = { kind: 'numbers', min: 1, max: 10, low: 1, high: 80 };
const bigSmall: LotteryPick = { kind: 'side', sides: ['big', 'small'] };

const run = (...actions: SlipAction[]): Slip => actions.reduce(slipReducer, emptySlip);

describe('a pick checked against its play type’s pick descriptor', () => {
  it('takes a position from 1 to the positions and a digit in range', () => {
    expect(pickIssue(position, { position: 1, number: 0 })).toBeNull();
    expect(pickIssue(position, { position: 3, number: 9 })).toBeNull();
    expect(pickIssue(position, { position: 0, number: 5 })).toEqual({
      kind: 'outOfRange',
      low: 1,
      high: 3,
    });
    expect(pickIssue(position, { position: 2, number: 10 })).toEqual({
      kind: 'outOfRange',
      low: 0,
      high: 9,
    });
    expect(pickIssue(position, { number: 4 })).toEqual({ kind: 'missing' });
  });

  it('takes one number of 00–99', () => {
    expect(pickIssue(twoDigits, { number: 0 })).toBeNull();
    expect(pickIssue(twoDigits, { number: 99 })).toBeNull();
    expect(pickIssue(twoDigits, { number: 100 })?.kind).toBe('outOfRange');
    expect(pickIssue(twoDigits, {})).toEqual({ kind: 'missing' });
  });

  it('takes min to max different balls in range', () => {
    expect(pickIssue(keno, { numbers: [1, 80, 40] })).toBeNull();
    expect(pickIssue(keno, { numbers: [] })).toEqual({ kind: 'tooFew', min: 1 });
    expect(pickIssue(keno, { numbers: [3, 3] })).toEqual({ kind: 'repeated' });
    expect(pickIssue(keno, { numbers: [0] })?.kind).toBe('outOfRange');
    expect(pickIssue(keno, { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toEqual({
      kind: 'tooMany',
      max: 10,
    });
    const six: LotteryPick = { kind: 'numbers', min: 6, max: 6, low: 1, high: 45 };
    expect(pickIssue(six, { numbers: [1, 2, 3, 4, 5] })).toEqual({ kind: 'tooFew', min: 6 });
  });

  it('takes only a side the play type lists', () => {
    expect(pickIssue(bigSmall, { side: 'big' })).toBeNull();
    expect(pickIssue(bigSmall, { side: 'odd' })).toEqual({ kind: 'side', sides: ['big', 'small'] });
    expect(pickIssue(bigSmall, {})?.kind).toBe('side');
  });
});

describe('a stake in the merchant’s currency, within the play type’s limits', () => {
  const limits = { minStake: '1.00', maxStake: '10000.00' };

  it('reads amounts exactly, with the currency’s own decimals', () => {
    expect(toMinor('12.5', 2)).toBe(1250n);
    expect(toMinor('1,000', 2)).toBe(100_000n);
    expect(toMinor('１０００', 0)).toBe(1000n);
    expect(toMinor('1500', 0)).toBe(1500n);
    expect(toMinor('1.5', 0)).toBeNull();
    expect(toMinor('0.001', 2)).toBeNull();
    expect(toMinor('-3', 2)).toBeNull();
    expect(toMinor('abc', 2)).toBeNull();
  });

  it('refuses an empty, a zero, a too-small and a too-large stake, each for its reason', () => {
    expect(stakeIssue('', limits, 2)).toEqual({ kind: 'empty' });
    expect(stakeIssue('0', limits, 2)).toEqual({ kind: 'notAmount' });
    expect(stakeIssue('1.234', limits, 2)).toEqual({ kind: 'notAmount' });
    expect(stakeIssue('0.99', limits, 2)).toEqual({ kind: 'belowMin', min: '1.00' });
    expect(stakeIssue('10000.01', limits, 2)).toEqual({ kind: 'aboveMax', max: '10000.00' });
    expect(stakeIssue('1', limits, 2)).toBeNull();
    expect(stakeIssue('10000', limits, 2)).toBeNull();
  });
});

describe('the bet slip', () => {
  it('toggles a pick in and out, and keeps one line per bet', () => {
    const one = { kind: 'toggle', playType: 'FAST_POSITION', stake: '1' } as const;
    const slip = run(
      { ...one, selection: { position: 1, number: 4 } },
      { ...one, selection: { position: 2, number: 4 } },
      { ...one, selection: { position: 1, number: 4 } },
    );
    expect(slip.lines.map((line) => line.selection)).toEqual([{ position: 2, number: 4 }]);
    const added = run(
      { kind: 'add', playType: 'KENO_PICK', selection: { numbers: [3, 1] }, stake: '1' },
      { kind: 'add', playType: 'KENO_PICK', selection: { numbers: [1, 3] }, stake: '1' },
    );
    expect(added.lines).toHaveLength(1);
  });

  it(`holds at most ${slipMaxBets} bets`, () => {
    const actions = Array.from({ length: slipMaxBets + 3 }, (_, n): SlipAction => ({
      kind: 'add',
      playType: 'VN_DE',
      selection: { number: n },
      stake: '1',
    }));
    expect(run(...actions).lines).toHaveLength(slipMaxBets);
  });

  it('totals the stakes exactly, in minor units (0.1 + 0.2 is 0.30)', () => {
    const slip = run(
      { kind: 'add', playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '0.1' },
      { kind: 'add', playType: 'FAST_ODD_EVEN', selection: { side: 'odd' }, stake: '0.2' },
    );
    expect(slipTotal(slip.lines, 2)).toBe(30n);
    const edited = slipReducer(slip, { kind: 'stake', id: slip.lines[0]?.id ?? '', stake: '5' });
    expect(slipTotal(edited.lines, 2)).toBe(520n);
    const removed = slipReducer(edited, { kind: 'remove', id: slip.lines[1]?.id ?? '' });
    expect(slipTotal(removed.lines, 2)).toBe(500n);
    expect(slipReducer(removed, { kind: 'clear' })).toEqual(emptySlip);
  });

  it('sends stakes in the currency’s wire form', () => {
    const slip = run({
      kind: 'add',
      playType: 'FAST_POSITION',
      selection: { position: 1, number: 7 },
      stake: '1,000.5',
    });
    expect(betRequest('G1', 42, slip.lines, 2, 'key-1')).toEqual({
      gameCode: 'G1',
      drawNumber: 42,
      bets: [
        { playType: 'FAST_POSITION', selection: { position: 1, number: 7 }, stake: '1000.50' },
      ],
      idempotencyKey: 'key-1',
    });
    expect(betRequest('G1', 42, slip.lines, 0, 'k').bets[0]?.stake).toBe('0');
  });

  it('places one slip with one key: a second press or a retry reuses it, a changed slip or draw gets a new one', () => {
    let n = 0;
    const newKey = () => `key-${(n += 1)}`;
    const slip = run({ kind: 'add', playType: 'VN_DE', selection: { number: 7 }, stake: '2' });
    const first = attemptFor(slip, slipSignature('G', 1, slip.lines, 2), newKey);
    const pressed = { ...slip, attempt: first };
    expect(attemptFor(pressed, slipSignature('G', 1, slip.lines, 2), newKey).key).toBe('key-1');
    // "2" and "2.00" are the same stake: still the same slip.
    const same = slipReducer(pressed, {
      kind: 'stake',
      id: slip.lines[0]?.id ?? '',
      stake: '2.00',
    });
    expect(attemptFor(same, slipSignature('G', 1, same.lines, 2), newKey).key).toBe('key-1');
    const more = slipReducer(pressed, { kind: 'stake', id: slip.lines[0]?.id ?? '', stake: '3' });
    expect(attemptFor(more, slipSignature('G', 1, more.lines, 2), newKey).key).toBe('key-2');
    // The draw closed: the same slip on the next draw is another placing.
    expect(attemptFor(pressed, slipSignature('G', 2, slip.lines, 2), newKey).key).toBe('key-3');
  });
});
