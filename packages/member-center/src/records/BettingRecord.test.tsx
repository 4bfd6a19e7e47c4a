import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformQueryContext } from '@lobbykit/session';
import { fakeInbox, renderInMemberCentre } from '../../test/renderInMemberCentre';
import { BettingRecord } from './BettingRecord';
import type { BetPage, BetRow } from './recordsQuery';

type Api = PlatformQueryContext['api'];

const round = (roundId: string, gameName: string, changes: Partial<BetRow>): BetRow => ({
  roundId,
  parentRoundId: null,
  status: 'settled',
  nodeId: `node-${roundId}`,
  gameName,
  vendor: 'PG',
  category: 'RNG',
  bet: '100',
  payout: '0',
  net: '-100',
  result: 'loss',
  createdAt: '2026-11-28T01:00:00.000Z',
  ...changes,
});

/** The betting record call in memory, answering as the platform does (its own tests check it). */
function fakeRecord(rows: BetRow[]): Api {
  const answer: BetPage = {
    currency: 'JPY',
    rows,
    next: null,
    totals: { rounds: rows.length, bet: '200', payout: '250', net: '50' },
  };
  return {
    ...(fakeInbox().api as unknown as Record<string, unknown>),
    bettingRecord: async () => answer,
  } as unknown as Api;
}

const rows = [
  // Free spins still to play: the round is open (§4).
  round('r2', 'Lucky Reels', { status: 'open', payout: '0', net: '-100', result: 'loss' }),
  round('r1', 'Dragon Gate', { payout: '250', net: '150', result: 'win' }),
];

/** The cells of the row whose game is `game`, as read aloud (without the phone's card labels). */
async function cellsOf(game: string) {
  const row = (await screen.findByRole('rowheader', { name: new RegExp(game) })).closest(
    '[role="row"]',
  );
  if (!row) throw new Error(`no row for ${game}`);
  const cells = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')];
  return cells.map((cell) => {
    const copy = cell.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent ?? '';
  });
}

describe('the betting record (§2.9 personalHistoryCopy)', () => {
  it('says an open round is open and a settled one won, in English', async () => {
    await renderInMemberCentre(<BettingRecord />, {
      api: fakeRecord(rows),
      path: '/member/personalHistoryCopy',
    });
    expect(await cellsOf('Lucky Reels')).toContain('Open -¥100');
    expect(await cellsOf('Dragon Gate')).toContain('Win ¥150');
  });

  // "Open" and "Win" are also game-lobby texts ("開く" on a provider tile, "当選額" over the winner
  // board's amounts); here they carry their own meaning (catalogClashes.test.ts in @lobbykit/i18n).
  it('in Japanese, an open round is 未確定 (as in the lottery and the sportsbook) and a won one 勝ち', async () => {
    await renderInMemberCentre(<BettingRecord />, {
      lang: 'ja',
      api: fakeRecord(rows),
      path: '/member/personalHistoryCopy',
    });
    expect(await cellsOf('Lucky Reels')).toContain('未確定 -¥100');
    expect(await cellsOf('Dragon Gate')).toContain('勝ち ¥150');
  });
});
