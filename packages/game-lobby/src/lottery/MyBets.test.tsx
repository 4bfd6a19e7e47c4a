import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fastPlayTypes, lotteryBets, pagedBets } from '../../test/fakeBets';
import { renderInLobby } from '../../test/renderInLobby';
import { myBetsPageSize } from './lotteryQueries';
import { MyBets } from './MyBets';

const now = Date.parse('2026-11-28T17:00:00Z');
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByTestId(/^bet-\d+$/)
    .map((row) => row.dataset.testid);

describe('lottery my bets (issue 16 item 3)', () => {
  it('shows a page of open bets, and "Show more" appends the next page under them', async () => {
    const bets = pagedBets((state) => lotteryBets(state, 25, now));
    await renderInLobby(<MyBets gameCode="FAST3" playTypes={fastPlayTypes} />, {
      as: 'member',
      api: { lotteryMyBets: bets.call },
    });
    const list = await screen.findByRole('list', { name: 'Open bets' });
    expect(rowsOf(list)).toHaveLength(myBetsPageSize);
    expect(bets.requests).toEqual([{ state: 'open', pageSize: myBetsPageSize }]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await expect.poll(() => rowsOf(list).length).toBe(25);
    // Newest first, the second page after the first: 9000 down to 8976.
    expect(rowsOf(list)).toEqual(Array.from({ length: 25 }, (_, i) => `bet-${9000 - i}`));
    expect(bets.requests[1]).toEqual({ state: 'open', cursor: '8981', pageSize: myBetsPageSize });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('pages the settled bets too, in Japanese', async () => {
    const bets = pagedBets((state) => lotteryBets(state, state === 'open' ? 0 : 21, now));
    await renderInLobby(<MyBets gameCode="FAST3" playTypes={fastPlayTypes} />, {
      as: 'member',
      lang: 'ja',
      api: { lotteryMyBets: bets.call },
    });
    await userEvent.click(screen.getByRole('tab', { name: '確定済み' }));
    const list = await screen.findByRole('list', { name: '確定済みのベット' });
    expect(rowsOf(list)).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await expect.poll(() => rowsOf(list).length).toBe(21);
    expect(rowsOf(list).at(-1)).toBe('bet-4980');
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });
});
