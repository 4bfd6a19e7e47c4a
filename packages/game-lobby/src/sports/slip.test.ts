import { describe, expect, it } from 'vitest';
import type { SportsBoard, SportsFixture } from '@lobbykit/api-contract';
import {
  betRequest,
  combinedOdds,
  emptySlip,
  modeOf,
  movedOdds,
  pickStatus,
  potentialReturn,
  slipMaxPicks,
  slipReducer,
} from './slip';
import type { Slip, SlipPick } from './slip';
import { fixture as fakeFixture } from '../../test/fakeBets';

const pick = (fixtureId: string, overrides: Partial<SlipPick> = {}): SlipPick => ({
  fixtureId,
  market: 'MATCH',
  selection: 'home',
  line: null,
  odds: '2.00',
  stake: '100',
  home: `Home ${fixtureId}`,
  away: `Away ${fixtureId}`,
  ...overrides,
});

const now = Date.parse('2026-11-28T17:00:00Z');
const fixture = (fixtureId: string, homeOdds: string, state: SportsFixture['state'] = 'open') =>
  fakeFixture(fixtureId, ['Home', 'Away'], state, now, 3_600_000, { homeOdds });

const board = (...fixtures: SportsFixture[]): SportsBoard => ({
  leagues: [],
  fixtures,
  minStake: '100',
  maxStake: '50000',
  maxPicks: 10,
  oddsUntil: '2026-11-28T17:00:30Z',
  serverTime: '2026-11-28T17:00:00Z',
});

const withPicks = (...picks: SlipPick[]): Slip => ({ ...emptySlip, picks });

describe('sports slip', () => {
  it('keeps one pick per fixture: another selection replaces it, the same one takes it off', () => {
    let slip = slipReducer(emptySlip, { kind: 'toggle', pick: pick('1') });
    slip = slipReducer(slip, { kind: 'stake', fixtureId: '1', stake: '500' });
    slip = slipReducer(slip, { kind: 'toggle', pick: pick('1', { selection: 'draw' }) });
    expect(slip.picks).toEqual([pick('1', { selection: 'draw', stake: '500' })]);
    slip = slipReducer(slip, { kind: 'toggle', pick: pick('1', { selection: 'draw' }) });
    expect(slip.picks).toEqual([]);
  });

  it('holds at most ten picks', () => {
    let slip = emptySlip;
    for (let i = 1; i <= slipMaxPicks + 1; i += 1) {
      slip = slipReducer(slip, { kind: 'toggle', pick: pick(String(i)) });
    }
    expect(slip.picks).toHaveLength(slipMaxPicks);
  });

  it('places an accumulator only with two picks or more', () => {
    const one = slipReducer(withPicks(pick('1')), { kind: 'mode', mode: 'accumulator' });
    expect(modeOf(one)).toBe('singles');
    const two = slipReducer(withPicks(pick('1'), pick('2')), { kind: 'mode', mode: 'accumulator' });
    expect(modeOf(two)).toBe('accumulator');
  });

  it('multiplies the legs’ odds and rounds the return down as the platform pays', () => {
    expect(combinedOdds(['1.95', '2.10'])).toBe(409n);
    // 1000 × 1.95 × 2.10 = 4095.
    expect(potentialReturn(1000n, ['1.95', '2.10'])).toBe(4095n);
    // 333 × 1.37 × 1.41 = 643.26…: 643.
    expect(potentialReturn(333n, ['1.37', '1.41'])).toBe(643n);
  });

  it('sees moved odds and closed matches against the board, and takes the odds now on accept', () => {
    const now = board(fixture('1', '1.90'), fixture('2', '2.00'), fixture('3', '2.00', 'live'));
    const slip = withPicks(pick('1'), pick('2'), pick('3'));
    expect(slip.picks.map((p) => pickStatus(now, p))).toEqual([
      { kind: 'changed', now: '1.90', up: false },
      { kind: 'same' },
      { kind: 'closed' },
    ]);
    const accepted = slipReducer(slip, { kind: 'acceptOdds', odds: movedOdds(now, slip.picks) });
    expect(accepted.picks.map((p) => p.odds)).toEqual(['1.90', '2.00', '2.00']);
  });

  it('sends singles with their stakes, or the accumulator with one stake, and the odds seen', () => {
    const total = pick('2', { market: 'TOTAL', selection: 'over', line: 2.5, odds: '1.85' });
    const singles = withPicks(pick('1', { stake: '1,000' }), total);
    expect(betRequest(singles, 0, 'k'.repeat(10))).toEqual({
      kind: 'singles',
      picks: [
        { fixtureId: '1', market: 'MATCH', selection: 'home', odds: '2.00', stake: '1000' },
        {
          fixtureId: '2',
          market: 'TOTAL',
          selection: 'over',
          line: 2.5,
          odds: '1.85',
          stake: '100',
        },
      ],
      acceptBetterOdds: false,
      idempotencyKey: 'kkkkkkkkkk',
    });
    const acca = { ...singles, mode: 'accumulator' as const, stake: '12.5', acceptBetter: true };
    const request = betRequest(acca, 2, 'key-12345');
    expect(request.kind).toBe('accumulator');
    expect(request.stake).toBe('12.50');
    expect(request.picks.every((p) => p.stake === undefined)).toBe(true);
    expect(request.acceptBetterOdds).toBe(true);
  });
});
