import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { pagedBets, sportsBets } from '../../test/fakeBets';
import { renderInLobby } from '../../test/renderInLobby';
import { MyBets } from './MyBets';
import { sportsBetsPageSize } from './sportsQueries';

const now = Date.parse('2026-11-28T17:00:00Z');
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByTestId(/^sports-bet-\d+$/)
    .map((row) => row.dataset.testid);

describe('sports my bets (issue 16 item 4)', () => {
  it('shows a page of open bets, and "Show more" appends the next page under them', async () => {
    const bets = pagedBets((state) => sportsBets(state, 23, now));
    await renderInLobby(<MyBets />, { as: 'member', api: { sportsMyBets: bets.call } });
    const list = await screen.findByRole('list', { name: 'Open bets' });
    expect(rowsOf(list)).toHaveLength(sportsBetsPageSize);
    expect(bets.requests).toEqual([{ state: 'open', pageSize: sportsBetsPageSize }]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await expect.poll(() => rowsOf(list).length).toBe(23);
    expect(rowsOf(list)).toEqual(Array.from({ length: 23 }, (_, i) => `sports-bet-${8000 - i}`));
    expect(bets.requests[1]).toEqual({
      state: 'open',
      cursor: '7981',
      pageSize: sportsBetsPageSize,
    });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('pages the settled bets too, in Japanese', async () => {
    const bets = pagedBets((state) => sportsBets(state, state === 'open' ? 0 : 22, now));
    await renderInLobby(<MyBets />, {
      as: 'member',
      lang: 'ja',
      api: { sportsMyBets: bets.call },
    });
    await userEvent.click(screen.getByRole('tab', { name: '確定済み' }));
    const list = await screen.findByRole('list', { name: '確定済みのベット' });
    expect(rowsOf(list)).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await expect.poll(() => rowsOf(list).length).toBe(22);
    expect(rowsOf(list).at(-1)).toBe('sports-bet-3979');
  });
});
