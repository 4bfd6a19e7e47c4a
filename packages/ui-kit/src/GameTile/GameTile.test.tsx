import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { GameTile, gameTileColours } from './GameTile';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const base = {
  name: 'Lucky 7',
  vendor: 'JL Games',
  imageSrc: png,
  colour: 'blue' as const,
  playLabel: 'Play Lucky 7',
  playHint: 'Play',
};

describe('GameTile', () => {
  it('plays the game from its thumbnail button, named after the game', async () => {
    const onPlay = vi.fn();
    render(<GameTile {...base} onPlay={onPlay} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky 7' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Lucky 7')).toBeInTheDocument();
    expect(screen.getByText('JL Games')).toBeInTheDocument();
  });

  it('shows the free-trial button only when it is offered', async () => {
    const onFreeTrial = vi.fn();
    const { rerender } = render(<GameTile {...base} onPlay={() => {}} />);
    expect(screen.queryByRole('button', { name: /free trial/i })).toBeNull();
    rerender(
      <GameTile
        {...base}
        onPlay={() => {}}
        freeTrialLabel="Free trial"
        onFreeTrial={onFreeTrial}
      />,
    );
    const trial = screen.getByRole('button', { name: 'Free trial' });
    expect(trial).toHaveAccessibleDescription('Lucky 7');
    await userEvent.click(trial);
    expect(onFreeTrial).toHaveBeenCalledTimes(1);
  });

  it('keeps the free-trial space when asked, so tiles line up', () => {
    const { rerender } = render(<GameTile {...base} onPlay={() => {}} reserveTrialSpace />);
    expect(screen.getByTestId('game-tile-trial-space')).toBeInTheDocument();
    rerender(<GameTile {...base} onPlay={() => {}} />);
    expect(screen.queryByTestId('game-tile-trial-space')).toBeNull();
  });

  it('shows the favourite state as a pressed toggle', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <GameTile
        {...base}
        onPlay={() => {}}
        favourite={{ isFavourite: false, label: 'Favourite: Lucky 7', onToggle }}
      />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite: Lucky 7' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(
      <GameTile
        {...base}
        onPlay={() => {}}
        favourite={{ isFavourite: true, label: 'Favourite: Lucky 7', onToggle }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Favourite: Lucky 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reserves the thumbnail’s space with explicit width and height and loads lazily by default', () => {
    render(
      <GameTile
        {...base}
        onPlay={() => {}}
        imageSrcSet={`${png} 200w, ${png} 400w`}
        imageSizes="160px"
      />,
    );
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '160px');
  });

  it('falls back to the default game icon when the image fails', async () => {
    const { container } = render(
      <GameTile {...base} imageSrc="/no-such-image.png" onPlay={() => {}} />,
    );
    await vi.waitFor(() => expect(screen.getByTestId('game-tile-fallback')).toBeInTheDocument());
    expect(container.firstElementChild).toHaveAttribute('data-image', 'fallback');
    expect(screen.getByRole('button', { name: 'Play Lucky 7' })).toBeInTheDocument();
  });

  it('tells screen readers the badges drawn over the thumbnail', () => {
    render(<GameTile {...base} onPlay={() => {}} badges={['New', 'Jackpot']} />);
    expect(screen.getByText(', New, Jackpot')).toBeInTheDocument();
  });

  it('has no axe violations in any colour, with every part shown', async () => {
    const { container } = render(
      <ul>
        {gameTileColours.map((colour) => (
          <li key={colour}>
            <GameTile
              {...base}
              colour={colour}
              onPlay={() => {}}
              freeTrialLabel="Free trial"
              onFreeTrial={() => {}}
              badges={['New']}
              favourite={{
                isFavourite: colour === 'pink',
                label: 'Favourite: Lucky 7',
                onToggle: () => {},
              }}
            />
          </li>
        ))}
      </ul>,
    );
    expect(container.querySelectorAll('[data-colour]')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
