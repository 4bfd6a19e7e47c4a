import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInLobby } from '../../test/renderInLobby';
import type { SeamlessGame, SeamlessState } from './seamlessState';
import { SeamlessView } from './SeamlessView';

const slot: SeamlessGame = {
  nodeId: '100007',
  vassalage: 'PGS',
  gameType: 'RNG',
  gameName: 'Lucky Koi',
  gameCode: 'PGS-0007',
  supportPlay: 1,
};

/** A stand-in game page with one control, from no server (a data: document is its own origin). */
const gameDocument = 'data:text/html,<title>game</title><button>Spin</button>';

async function renderView(state: SeamlessState, lang: 'en' | 'ja' = 'en') {
  const actions = { onLogin: vi.fn(), onRealAccount: vi.fn(), onRetry: vi.fn() };
  await renderInLobby(<SeamlessView state={state} {...actions} />, { lang, path: '/seamless' });
  return actions;
}

function wayBack() {
  return screen.getByRole('navigation', { name: 'Way back' });
}

describe('SeamlessView (§2.1 /seamless)', () => {
  it('shows the game inside the frame under the way back to the lobby and to the game’s list', async () => {
    await renderView({ kind: 'playing', game: slot, url: gameDocument });
    const frame = screen.getByTitle('Lucky Koi (game)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', gameDocument);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Koi' })).toBeVisible();
    const lobby = screen.getByRole('link', { name: /back to lobby/i });
    expect(lobby).toHaveAttribute('href', '/');
    // §2.3: the vendor's games of the category, by its vassalage.
    const list = screen.getByRole('link', { name: 'Back to Slots' });
    expect(list).toHaveAttribute('href', '/rng?vassalage=PGS');
    expect(wayBack()).toContainElement(lobby);
    // No transfer step on this page: nothing asks for an amount.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('lets the keyboard reach the game and leave it again for the way back', async () => {
    await renderView({ kind: 'playing', game: slot, url: gameDocument });
    const lobby = screen.getByRole('link', { name: /back to lobby/i });
    const list = screen.getByRole('link', { name: 'Back to Slots' });
    const frame = screen.getByTitle('Lucky Koi (game)');
    lobby.focus();
    await userEvent.tab();
    expect(list).toHaveFocus();
    await userEvent.tab();
    expect(frame).toHaveFocus();
    // Back out of the game with Shift+Tab: no trap.
    await userEvent.tab({ shift: true });
    expect(list).toHaveFocus();
  });

  it('a visitor sees which game and is asked to log in (§5, §6)', async () => {
    const actions = await renderView({ kind: 'login', game: slot });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Log in to play Lucky Koi' }),
    ).toBeVisible();
    expect(screen.queryByTitle('Lucky Koi (game)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(actions.onLogin).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /back to lobby/i })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('a trial account on a real-money game is offered a real account', async () => {
    const actions = await renderView({ kind: 'realAccount', game: slot });
    expect(
      screen.getByRole('heading', { name: 'Lucky Koi is played with real money' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Get a real account' }));
    expect(actions.onRealAccount).toHaveBeenCalledOnce();
  });

  it('an unknown game says so, with only the way back to the lobby', async () => {
    await renderView({ kind: 'notFound' });
    expect(screen.getByRole('alert')).toHaveTextContent('This game is not here');
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
    expect(wayBack()).toContainElement(screen.getByRole('link', { name: /back to lobby/i }));
    expect(screen.queryByRole('link', { name: /^back to (?!lobby)/i })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('a failed launch is said in words (§8) and can be tried again', async () => {
    const actions = await renderView({
      kind: 'failed',
      game: slot,
      reason: 'network',
      serverMessage: null,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The game could not be opened');
    expect(alert).toHaveTextContent('The network is not responding.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });

  it('waits with a labelled spinner while the game opens', async () => {
    await renderView({ kind: 'launching', game: slot });
    expect(screen.getByRole('progressbar', { name: 'Opening Lucky Koi' })).toBeInTheDocument();
    expect(document.querySelector('[data-state="launching"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks Japanese', async () => {
    await renderView({ kind: 'playing', game: slot, url: gameDocument }, 'ja');
    expect(screen.getByRole('link', { name: /ロビーに戻る/ })).toBeVisible();
    await renderView({ kind: 'login', game: slot }, 'ja');
    expect(screen.getAllByRole('button', { name: 'ログイン' })[0]).toBeVisible();
  });
});
