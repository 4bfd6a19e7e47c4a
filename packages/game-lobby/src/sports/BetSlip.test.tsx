import { useEffect, useReducer, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SportsBoard } from '@lobbykit/api-contract';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fixture } from '../../test/fakeBets';
import { renderInLobby } from '../../test/renderInLobby';
import { BetSlip } from './BetSlip';
import { FixtureList } from './FixtureList';
import { emptySlip, selectionId, slipReducer } from './slip';

const now = Date.parse('2026-11-28T17:00:00Z');
const hour = 3_600_000;

function boardOf(homeOdds: string): SportsBoard {
  return {
    leagues: [{ code: 'FBA', sport: 'football', name: 'Atlas Premier League' }],
    fixtures: [
      fixture('1', ['Northgate', 'Riverside'], 'open', now, hour, { homeOdds }),
      fixture('2', ['Eastwood', 'Westport'], 'open', now, hour, { homeOdds: '1.80' }),
    ],
    minStake: '100',
    maxStake: '50000',
    maxPicks: 10,
    oddsUntil: '2026-11-28T17:00:30Z',
    serverTime: '2026-11-28T17:00:00Z',
  };
}

/** The fixtures and the slip over a real slip reducer; `board` is what the platform answers now. */
function Book({ shown, now }: { shown: SportsBoard; now: SportsBoard }) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  return (
    <>
      <FixtureList
        leagues={shown.leagues}
        fixtures={shown.fixtures}
        onSlip={new Set(slip.picks.map(selectionId))}
        onPick={(pick) => dispatch({ kind: 'toggle', pick: { ...pick, stake: '100' } })}
      />
      <BetSlip
        slip={slip}
        dispatch={dispatch}
        board={now}
        place={{ kind: 'idle' }}
        onPlace={() => undefined}
      />
    </>
  );
}

/** On a narrow screen the slip is a bottom sheet showing its summary: open it. */
async function openSlip() {
  const show = screen.queryByRole('button', { name: 'Show slip' });
  if (show?.checkVisibility()) await userEvent.click(show);
}

describe('the sports bet slip (issue 16 item 4)', () => {
  it('builds a two-leg accumulator from the market buttons with its odds and return', async () => {
    const board = boardOf('2.10');
    await renderInLobby(<Book shown={board} now={board} />);
    const home = screen.getByRole('button', { name: 'Match result (1X2): Northgate at 2.10' });
    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Total: Over 2.5 at 1.90' })[1] as HTMLElement,
    );
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await openSlip();
    expect(screen.getAllByTestId('slip-pick')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Accumulator' }));
    const stake = screen.getByRole('textbox', { name: 'Accumulator stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '1000');
    // 2.10 × 1.90 = 3.99; 1000 × 3.99 = 3990.
    expect(screen.getByTestId('slip-odds')).toHaveTextContent('3.99');
    expect(screen.getByTestId('slip-return')).toHaveTextContent('3,990');
    expect(slip).toBeVisible();
    await userEvent.type(stake, '00');
    expect(await screen.findByText(/The largest stake is/)).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('shows a moved price on the slip and places only once the new odds are accepted', async () => {
    await renderInLobby(<Book shown={boardOf('2.10')} now={boardOf('1.95')} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Match result (1X2): Northgate at 2.10' }),
    );
    await openSlip();
    expect(screen.getByTestId('odds-changed')).toHaveTextContent('Odds changed from 2.10 to 1.95.');
    expect(screen.getByRole('button', { name: 'Place bets' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bets' })).toBeEnabled();
  });

  it('opens on a 390 px phone in Japanese within its width, the slip not scrolling sideways', async () => {
    await page.viewport(390, 844);
    onTestFinished(() => page.viewport(414, 896));
    const board = boardOf('2.10');
    await renderInLobby(<Book shown={board} now={board} />, { lang: 'ja' });
    await userEvent.click(
      screen.getByRole('button', { name: '試合結果（1X2）：Northgate（オッズ 2.10）' }),
    );
    await userEvent.click(
      screen.getAllByRole('button', {
        name: '合計：オーバー 2.5（オッズ 1.90）',
      })[1] as HTMLElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'スリップを開く' }));
    await userEvent.click(screen.getByRole('button', { name: 'アキュムレーター' }));
    const slip = screen.getByRole('region', { name: 'ベットスリップ' });
    expect(screen.getByRole('button', { name: 'スリップを閉じる' })).toBeVisible();
    expect(slip.scrollWidth).toBeLessThanOrEqual(slip.clientWidth);
  });

  it('keeps "Place bets" where it is when the board and its stake limits arrive (issue 17 item 3)', async () => {
    await page.viewport(1280, 800);
    onTestFinished(() => page.viewport(414, 896));
    let arrive: (board: SportsBoard) => void = () => undefined;
    const arrives = new Promise<SportsBoard>((resolve) => {
      arrive = resolve;
    });
    function Loading() {
      const [board, setBoard] = useState<SportsBoard>();
      useEffect(() => {
        void arrives.then(setBoard);
      }, []);
      return (
        <BetSlip
          slip={emptySlip}
          dispatch={() => undefined}
          board={board}
          place={{ kind: 'idle' }}
          onPlace={() => undefined}
        />
      );
    }
    await renderInLobby(<Loading />);
    const place = screen.getByRole('button', { name: 'Place bets' });
    const before = place.getBoundingClientRect().top;
    await act(async () => {
      arrive(boardOf('2.10'));
      await arrives;
    });
    expect(await screen.findByText(/Stake per bet:/)).toBeVisible();
    expect(place.getBoundingClientRect().top).toBe(before);
  });
});
