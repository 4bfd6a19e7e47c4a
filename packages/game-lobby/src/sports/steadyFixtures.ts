import { useEffect, useState } from 'react';
import type { SportsFixture } from '@lobbykit/api-contract';

/** Fixtures that left the board kept at most, the oldest forgotten first. */
export const maxDepartedFixtures = 30;

const kickoff = (f: SportsFixture) => Date.parse(f.kickoffAt);

/**
 * What the list shows after a new board: the board's fixtures, and those shown before that are no
 * longer on it (a played match leaves the board 15 minutes after full time), as they were last,
 * in kick-off order. The board lists fixtures by kick-off, so a departing one is always near the
 * top of its league: dropped at once, it would pull every row below it up under a player's finger
 * (issue 17 item 3).
 */
export function steadyFixtures(
  shown: readonly SportsFixture[],
  board: readonly SportsFixture[],
  max = maxDepartedFixtures,
): readonly SportsFixture[] {
  const onBoard = new Set(board.map((f) => f.fixtureId));
  const departed = shown
    .filter((f) => !onBoard.has(f.fixtureId))
    .sort((a, b) => kickoff(a) - kickoff(b))
    .slice(-max);
  if (departed.length === 0) return board;
  // Merged into the board's own order, which stays as it is.
  const waiting = [...departed];
  const merged: SportsFixture[] = [];
  for (const fixture of board) {
    while (waiting[0] && kickoff(waiting[0]) <= kickoff(fixture))
      merged.push(...waiting.splice(0, 1));
    merged.push(fixture);
  }
  return [...merged, ...waiting];
}

/**
 * The board's fixtures as `steadyFixtures` keeps them while the page is in view. The departed
 * ones go when the page is hidden (nobody is looking at the list then).
 */
export function useSteadyFixtures(board: readonly SportsFixture[] | undefined) {
  const [kept, setKept] = useState({ board, shown: board ?? [] });
  let shown = kept.shown;
  if (kept.board !== board) {
    // Derived from the previous render's list (React's "storing information from previous
    // renders"): set during render, so the new board never paints without the departed rows.
    shown = board ? steadyFixtures(kept.shown, board) : [];
    setKept({ board, shown });
  }
  useEffect(() => {
    const forget = () => {
      if (document.visibilityState === 'hidden')
        setKept((current) => ({ board: current.board, shown: current.board ?? [] }));
    };
    document.addEventListener('visibilitychange', forget);
    return () => document.removeEventListener('visibilitychange', forget);
  }, []);
  return shown;
}
