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

  it('keeps focus when it turns pending, and leaves no live-region entry behind when it goes', async () => {
    function Launch({ pending, shown }: { pending: boolean; shown: boolean }) {
      return shown ? <Button isLoading={pending}>Play</Button> : <p>Launched</p>;
    }
    const { rerender } = render(<Launch pending={false} shown />);
    await userEvent.tab();
    rerender(<Launch pending shown />);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    rerender(<Launch pending shown={false} />);
    // React Aria's Button announced a pending button by reference to it and left that entry
    // dangling once the button was gone; the native one relies on aria-busy alone.
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isLoading>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }), { force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a plain button by default, not a submit button', () => {
    render(<Button>Deposit</Button>);
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute('type', 'button');
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
