import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { GameTile } from '@lobbykit/api-contract';
import { accountPopupAtom } from '@lobbykit/session';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInLobby } from '../../test/renderInLobby';
import { LobbyGameTile } from './LobbyGameTile';

const game = (changes: Partial<GameTile> = {}): GameTile => ({
  nodeId: '4021',
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: 'Lucky Koi',
  iconUrl: '/TCG_PROD_IMAGES/GAME_ICON/200/4021.png',
  iconUrl2x: '/TCG_PROD_IMAGES/GAME_ICON/400/4021.png',
  gameCode: 'koi',
  isGame: 'GAME',
  supportPlay: 0,
  minBet: '1',
  lineCount: 25,
  rngSubCategory: null,
  gameClassify: 'JP',
  isNew: true,
  isTop: false,
  popularity: 10,
  ...changes,
});

describe('LobbyGameTile (§2.3, §4, §9)', () => {
  it('names the game, its vendor and badges; a visitor who presses Play is asked to log in', async () => {
    const { store } = await renderInLobby(<LobbyGameTile game={game()} vendorName="PG Soft" />);
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky Koi' }));
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'login', method: 'username' });
  });

  it('asks a visitor to log in before a favourite is kept (§4), and changes nothing', async () => {
    const { store } = await renderInLobby(<LobbyGameTile game={game()} />);
    const favourite = screen.getByRole('button', { name: 'Favourite: Lucky Koi' });
    await userEvent.click(favourite);
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'login', method: 'username' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a free trial only where the game and the brand allow it (§9)', async () => {
    await renderInLobby(
      <>
        <LobbyGameTile game={game()} />
        <LobbyGameTile game={game({ nodeId: '4022', gameName: 'Real Only', supportPlay: 1 })} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /free trial/i })).toHaveLength(1);
  });

  it('opens a provider (a vendor tile) instead of playing it, with no favourite toggle', async () => {
    await renderInLobby(
      <LobbyGameTile game={game({ isGame: 'VASSALAGE', gameName: 'PG Soft' })} />,
    );
    expect(screen.getByRole('button', { name: 'Open PG Soft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourite/i })).toBeNull();
  });

  it('reads in Japanese and has no axe violations', async () => {
    await renderInLobby(<LobbyGameTile game={game()} vendorName="PG Soft" />, { lang: 'ja' });
    expect(screen.getByText('ジャックポット')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
