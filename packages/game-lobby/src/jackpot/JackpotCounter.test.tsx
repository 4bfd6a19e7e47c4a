import { act, screen } from '@testing-library/react';
import { commands } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInLobby } from '../../test/renderInLobby';
import { JackpotCounter } from './JackpotCounter';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

const bounds = { min: 1_000_000, max: 2_000_000 };
const figure = () => screen.getByTestId('jackpot-amount').textContent ?? '';

describe('JackpotCounter (§2.4, §9)', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await commands.emulateReducedMotion(false);
  });

  it('counts up in whole units of the brand currency, and stands still while paused (WCAG 2.2.2)', async () => {
    vi.useFakeTimers();
    await renderInLobby(<JackpotCounter bounds={bounds} />, { brand: 'harbor' });
    const first = figure();
    // harbor is a euro brand: a whole figure, thousands separated, no cents.
    expect(first).toMatch(/^€\s?1,\d{3},\d{3}$/);
    // act: React commits what the timers set before the figure is read.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const moved = figure();
    expect(moved).not.toBe(first);

    const pause = screen.getByRole('button', { name: 'Pause the counter', pressed: false });
    // A DOM click, not userEvent: the timers stay fake, so a timer the press restarts is counted.
    act(() => pause.click());
    expect(screen.getByRole('button', { name: 'Pause the counter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(figure()).toBe(moved);
  });

  it('starts paused for a player who asks for reduced motion', async () => {
    await commands.emulateReducedMotion(true);
    await renderInLobby(<JackpotCounter bounds={bounds} />);
    expect(screen.getByRole('button', { name: 'Pause the counter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says the figure is illustrative, in Japanese too, and has no axe violations', async () => {
    await renderInLobby(<JackpotCounter bounds={bounds} />, { lang: 'ja' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ジャックポット');
    expect(screen.getByRole('region')).toHaveAttribute('data-illustrative', 'true');
    await expectNoAxeViolations(document.body);
  });
});
