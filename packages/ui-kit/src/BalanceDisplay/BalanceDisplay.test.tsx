import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { BalanceDisplayProps } from './BalanceDisplay';
import { BalanceDisplay } from './BalanceDisplay';

const labels = {
  balance: 'Balance',
  hide: 'Hide balance',
  refresh: 'Refresh balance',
  hidden: 'Balance hidden',
  failed: 'Balance unavailable',
};

function renderBalance(props: Partial<BalanceDisplayProps> = {}) {
  return render(
    <BalanceDisplay
      amount="$1,234.50"
      state="ready"
      isHidden={false}
      onHiddenChange={vi.fn()}
      onRefresh={vi.fn()}
      labels={labels}
      {...props}
    />,
  );
}

describe('BalanceDisplay', () => {
  it('shows the amount in a group named Balance (§2.6)', () => {
    renderBalance();
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group).toHaveTextContent('$1,234.50');
    expect(group).toHaveAttribute('data-state', 'ready');
  });

  it('hides the amount behind dots and says so, with the toggle pressed (§2.6 hide toggle)', async () => {
    const onHiddenChange = vi.fn();
    const { rerender } = renderBalance({ onHiddenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance', pressed: false }));
    expect(onHiddenChange).toHaveBeenCalledWith(true);
    rerender(
      <BalanceDisplay
        amount="$1,234.50"
        state="ready"
        isHidden
        onHiddenChange={onHiddenChange}
        onRefresh={vi.fn()}
        labels={labels}
      />,
    );
    expect(screen.queryByText('$1,234.50')).toBeNull();
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide balance', pressed: true })).toBeInTheDocument();
  });

  it('asks for a refresh by keyboard, and ignores presses while loading (§2.6 refresh)', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderBalance({ onRefresh });
    screen.getByRole('button', { name: 'Refresh balance' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <BalanceDisplay
        amount="$1,234.50"
        state="loading"
        isHidden={false}
        onHiddenChange={vi.fn()}
        onRefresh={onRefresh}
        labels={labels}
      />,
    );
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // The last figure stays while the new one loads.
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('announces a new figure through a polite live region that was on the page before it', () => {
    const { rerender } = renderBalance({ amount: '$1.00' });
    const region = screen.getByText('$1.00').closest('[aria-live]');
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute('aria-live', 'polite');
    rerender(
      <BalanceDisplay
        amount="$2.00"
        state="ready"
        isHidden={false}
        onHiddenChange={vi.fn()}
        onRefresh={vi.fn()}
        labels={labels}
      />,
    );
    // The same element: screen readers ignore a live region that arrives with its content.
    expect(screen.getByText('$2.00').closest('[aria-live]')).toBe(region);
    expect(region?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('reserves the amount box with a skeleton of the same size before the first figure', () => {
    const { container } = renderBalance({ amount: null, state: 'loading' });
    const box = container.querySelector('[aria-live]');
    expect(box).not.toBeNull();
    expect(box?.querySelector('[data-state="loading"]')).not.toBeNull();
    const loadingWidth = box?.getBoundingClientRect().width;
    const ready = renderBalance({ amount: '$12.00' }).container.querySelector('[aria-live]');
    expect(ready?.getBoundingClientRect().width).toBe(loadingWidth);
  });

  it('says the balance is unavailable when the first load failed', () => {
    renderBalance({ amount: null, state: 'failed' });
    expect(screen.getByText('Balance unavailable')).toBeInTheDocument();
  });

  it('has no axe violations shown, hidden, loading or failed', async () => {
    const { container } = render(
      <div>
        <BalanceDisplay
          amount="$1.00"
          state="ready"
          isHidden={false}
          onHiddenChange={vi.fn()}
          onRefresh={vi.fn()}
          labels={labels}
        />
        <BalanceDisplay
          amount="$1.00"
          state="ready"
          isHidden
          onHiddenChange={vi.fn()}
          onRefresh={vi.fn()}
          labels={{ ...labels, balance: 'Balance 2' }}
        />
        <BalanceDisplay
          amount={null}
          state="loading"
          isHidden={false}
          onHiddenChange={vi.fn()}
          onRefresh={vi.fn()}
          labels={{ ...labels, balance: 'Balance 3' }}
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
