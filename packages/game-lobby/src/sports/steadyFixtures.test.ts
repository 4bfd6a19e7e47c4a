import { describe, expect, it } from 'vitest';
import { steadyFixtures } from './steadyFixtures';
import { fixture } from '../../test/fakeBets';

const minute = 60_000;
const now = Date.parse('2026-11-30T12:00:00Z');
const ids = (list: readonly { fixtureId: string }[]) => list.map((f) => f.fixtureId);

const played = fixture('1', ['Kobe Cranes', 'Riverside'], 'played', now, -20 * minute, {
  score: { home: 2, away: 1 },
});
const live = fixture('2', ['Westport', 'Hillcrest'], 'live', now, -2 * minute);
const open = fixture('3', ['Northgate', 'Eastwood'], 'open', now, 3 * minute);
const later = fixture('4', ['Eastwood', 'Westport'], 'open', now, 6 * minute);

describe('steadyFixtures (issue 17 item 3: no row leaves from under a finger)', () => {
  it('keeps a fixture that left the board, as it was, in kick-off order', () => {
    const shown = [played, live, open];
    const next = steadyFixtures(shown, [live, open, later]);
    expect(ids(next)).toEqual(['1', '2', '3', '4']);
    expect(next[0]).toBe(played);
  });

  it('is the board itself when nothing left it', () => {
    const board = [live, open, later];
    expect(steadyFixtures([live, open], board)).toBe(board);
  });

  it('keeps the board order and puts a departed fixture before a board one of its kick-off', () => {
    const sameKickoff = { ...fixture('9', ['Hillcrest', 'Kobe Cranes'], 'open', now, 0) };
    const departed = { ...played, kickoffAt: sameKickoff.kickoffAt };
    expect(ids(steadyFixtures([departed, sameKickoff], [sameKickoff, later]))).toEqual([
      '1',
      '9',
      '4',
    ]);
  });

  it('forgets the oldest departed fixtures beyond its limit', () => {
    const departed = [-40, -30, -20].map((at, i) =>
      fixture(`d${i}`, ['A', 'B'], 'played', now, at * minute),
    );
    expect(ids(steadyFixtures([...departed, open], [open], 2))).toEqual(['d1', 'd2', '3']);
  });
});
