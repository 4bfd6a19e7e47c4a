import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button, buttonTones, buttonVariants } from './Button';

describe('Button', () => {
  it('fires onPress from Enter and Space when focused with Tab', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Deposit</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('while loading keeps its name, sets aria-busy and data-state, and ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isLoading>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    // aria-disabled while pending, so Playwright would wait for it to become enabled.
    await userEvent.click(button, { force: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('takes its pending announcement with it when it leaves the page (no dangling reference)', async () => {
    function Launch({ pending, shown }: { pending: boolean; shown: boolean }) {
      return shown ? <Button isLoading={pending}>Play</Button> : <p>Launched</p>;
    }
    const { rerender } = render(<Launch pending={false} shown />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    rerender(<Launch pending shown />);
    const entries = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((entry) =>
        (entry.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .some((id) => id && !document.getElementById(id)),
      );
    // React Aria announced the pending focused button by reference to it.
    await vi.waitFor(() =>
      expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).not.toBeNull(),
    );
    rerender(<Launch pending shown={false} />);
    expect(entries()).toEqual([]);
  });

  it('also takes an announcement React Aria adds just after it left (a page’s first comes 100 ms late)', async () => {
    function Launch({ shown }: { shown: boolean }) {
      return shown ? <Button isLoading>Play</Button> : <p>Launched</p>;
    }
    const { rerender } = render(<Launch shown />);
    const id = screen.getByRole('button', { name: 'Play' }).id;
    rerender(<Launch shown={false} />);
    // What React Aria's delayed first announcement adds after the button is gone.
    let region = document.querySelector('[data-live-announcer]');
    if (!region) {
      region = document.createElement('div');
      region.setAttribute('data-live-announcer', 'true');
      document.body.append(region);
    }
    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', id);
    region.append(late);
    await vi.waitFor(() => expect(late.isConnected).toBe(false), { timeout: 2000 });
  });

  it('is not busy when idle', () => {
    render(<Button>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('does not fire onPress when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Deposit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }), { force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('has no axe violations in any tone and variant', async () => {
    const { container } = render(
      <div>
        {buttonTones.flatMap((tone) =>
          buttonVariants.map((variant) => (
            <Button key={`${tone}-${variant}`} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          )),
        )}
        <Button isLoading>Saving</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
