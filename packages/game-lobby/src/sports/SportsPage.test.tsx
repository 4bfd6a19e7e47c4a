import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { hiddenSportsbook } from '../../test/fakeBets';
import { renderInLobby } from '../../test/renderInLobby';
import SportsPage from './SportsPage';

describe('/fbSports with the sportsbook hidden (issue 16 item 4)', () => {
  it('says sports betting is not available, with the way back and no slip', async () => {
    const platform = hiddenSportsbook();
    await renderInLobby(<SportsPage />, { as: 'member', fetch: platform.fetch, path: '/fbSports' });
    const notice = await screen.findByTestId('sports-unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sports betting is not available on this site at the moment.',
    );
    expect(notice).toHaveTextContent('Bets you have already placed still settle');
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Bet slip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place bets' })).toBeNull();
    expect(screen.queryByText(/Bet slip/)).toBeNull();
    expect(screen.queryByRole('tablist', { name: 'Sports' })).toBeNull();
    expect(platform.paths).toContain('/lgw/sports/fixtures');
    await expectNoAxeViolations(document.body);
  });

  it('says so in Japanese', async () => {
    const platform = hiddenSportsbook();
    await renderInLobby(<SportsPage />, { lang: 'ja', fetch: platform.fetch, path: '/fbSports' });
    await screen.findByTestId('sports-unavailable');
    expect(screen.getByRole('status')).toHaveTextContent(
      '現在、このサイトではスポーツベットをご利用いただけません。',
    );
    expect(screen.getByRole('link', { name: 'ロビーに戻る' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'ベットスリップ' })).toBeNull();
  });
});
