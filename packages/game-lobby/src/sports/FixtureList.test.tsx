import { act, renderHook, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SportsFixture } from '@lobbykit/api-contract';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fixture } from '../../test/fakeBets';
import { renderInLobby } from '../../test/renderInLobby';
import { FixtureList } from './FixtureList';
import { useSteadyFixtures } from './steadyFixtures';

const now = Date.parse('2026-11-28T17:00:00Z');
const minute = 60_000;
const leagues = [{ code: 'FBA', sport: 'football' as const, name: 'Atlas Premier League' }];

function listOf(fixtures: SportsFixture[], picked: string[]) {
  return (
    <FixtureList
      leagues={leagues}
      fixtures={fixtures}
      onSlip={new Set()}
      onPick={(pick) => picked.push(pick.fixtureId)}
    />
  );
}

describe('the fixture list (issue 16 item 4; issue 17 item 3)', () => {
  it('shows a kicked-off fixture with its closing odds, closed, at the height of an open one', async () => {
    const picked: string[] = [];
    const open = fixture('1', ['Northgate', 'Riverside'], 'open', now, 5 * minute);
    const live = fixture('2', ['Eastwood', 'Westport'], 'live', now, -minute);
    await renderInLobby(listOf([open, live], picked));
    const rows = screen.getAllByRole('listitem');
    const [openRow, liveRow] = rows.map((row) => row.getBoundingClientRect().height);
    // The live row shows "In play" where the open one shows nothing: a line at most.
    expect(Math.abs((liveRow ?? 0) - (openRow ?? 0))).toBeLessThan(30);

    const closed = within(rows[1] as HTMLElement).getAllByRole('button');
    expect(closed).toHaveLength(7);
    for (const button of closed) expect(button).toBeDisabled();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Match result (1X2): Eastwood, closing odds 2.10, betting closed',
      }),
    ).toBeVisible();
    await userEvent.click(closed[0] as HTMLElement, { force: true });
    expect(picked).toEqual([]);

    const taking = within(rows[0] as HTMLElement).getByRole('button', {
      name: 'Match result (1X2): Northgate at 2.10',
    });
    expect(taking).toBeEnabled();
    await userEvent.click(taking);
    expect(picked).toEqual(['1']);
    await expectNoAxeViolations(document.body);
  });

  it('says a closed price in Japanese', async () => {
    const live = fixture('2', ['イーストウッド', 'ウェストポート'], 'live', now, -minute);
    await renderInLobby(listOf([live], []), { lang: 'ja' });
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toBeDisabled();
    expect(buttons[0]).toHaveAccessibleName(/締切時オッズ 2\.10、受付終了/);
  });
});

describe('useSteadyFixtures (issue 17 item 3)', () => {
  it('keeps a fixture that left the board until the page is hidden', () => {
    const played = fixture('1', ['Northgate', 'Riverside'], 'played', now, -30 * minute, {
      score: { home: 1, away: 0 },
    });
    const open = fixture('2', ['Eastwood', 'Westport'], 'open', now, 5 * minute);
    const { result, rerender } = renderHook(({ board }) => useSteadyFixtures(board), {
      initialProps: { board: [played, open] },
    });
    rerender({ board: [open] });
    expect(result.current.map((f) => f.fixtureId)).toEqual(['1', '2']);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => visibility.mockRestore());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.map((f) => f.fixtureId)).toEqual(['2']);
  });
});
